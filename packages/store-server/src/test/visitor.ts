import { NONCE_HEADER } from '@pc/shared/constants';
import { CART_TOKEN_HEADER, startHostSession } from '@pc/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../session/session.ts';
import { callUrl } from './calls.ts';

/** The page configuration the server injects into a page (docs/architecture.md). */
export const readPageConfig = (html: string): Record<string, unknown> => {
  const match = /<script type="application\/json" id="pc-config">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no pc-config script in the page');
  return JSON.parse(match[1]!) as Record<string, unknown>;
};

type Fields = Record<string, string | number>;

/**
 * A browser session against the app: it opens a page first (getting the pc_session cookie and the
 * page's nonce, as the elements do), then sends calls with both.
 */
export class Visitor {
  private constructor(
    private readonly app: FastifyInstance,
    public session: string,
    public nonce: string,
    /** A page of another origin (docs/decisions/0098): its Origin and session token, no cookie. */
    private readonly host?: { origin: string; token: string },
  ) {}

  /** Follows a session the server rotated (a QA identity change): its new cookie and nonce. */
  private follow = (res: LightMyRequestResponse): LightMyRequestResponse => {
    const cookie = res.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    if (cookie) this.session = cookie.value;
    const nonce = res.headers[NONCE_HEADER.toLowerCase()];
    if (typeof nonce === 'string') this.nonce = nonce;
    return res;
  };

  static async arrive(app: FastifyInstance, path = '/'): Promise<Visitor> {
    const page = await app.inject({ method: 'GET', url: path });
    const cookie = page.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    if (!cookie) throw new Error('the page set no session cookie');
    return new Visitor(app, cookie.value, String(readPageConfig(page.body).nonce));
  }

  /**
   * A static page of the allowed host `origin` (docs/decisions/0098): it starts its session with a
   * session token and sends the token, never a cookie, with its Origin on every call.
   */
  static async onHost(app: FastifyInstance, origin: string): Promise<Visitor> {
    const res = await app.inject({
      method: 'POST',
      url: callUrl(startHostSession),
      headers: { origin, 'content-type': 'application/json' },
      payload: '{}',
    });
    if (res.statusCode !== 200) throw new Error(`no session token: ${res.statusCode} ${res.body}`);
    const { token, nonce } = res.json() as { token: string; nonce: string };
    return new Visitor(app, '', nonce, { origin, token });
  }

  /** A host page's session token (docs/decisions/0098); undefined for a page of the store. */
  get token(): string | undefined {
    return this.host?.token;
  }

  private headers(withNonce: boolean, contentType?: string): Record<string, string> {
    return {
      ...(this.host
        ? { origin: this.host.origin, [CART_TOKEN_HEADER]: this.host.token }
        : { cookie: `${SESSION_COOKIE}=${this.session}` }),
      ...(withNonce ? { [NONCE_HEADER]: this.nonce } : {}),
      ...(contentType ? { 'content-type': contentType } : {}),
    };
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.app.inject({ method: 'GET', url, headers: this.headers(false) }).then(this.follow);
  }

  postForm(url: string, fields: Fields, { nonce = true } = {}): Promise<LightMyRequestResponse> {
    const body = new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [key, String(value)]),
    ).toString();
    return this.app
      .inject({
        method: 'POST',
        url,
        headers: this.headers(nonce, 'application/x-www-form-urlencoded'),
        payload: body,
      })
      .then(this.follow);
  }

  postJson(url: string, body: unknown, { nonce = true } = {}): Promise<LightMyRequestResponse> {
    return this.app
      .inject({
        method: 'POST',
        url,
        headers: this.headers(nonce, 'application/json'),
        payload: JSON.stringify(body),
      })
      .then(this.follow);
  }

  /** Any request with this session's cookie (and nonce unless told otherwise). */
  send(options: {
    method: 'GET' | 'POST';
    url: string;
    payload?: string | Buffer;
    contentType?: string;
    nonce?: boolean;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse> {
    return this.app
      .inject({
        method: options.method,
        url: options.url,
        headers: { ...this.headers(options.nonce ?? true, options.contentType), ...options.headers },
        ...(options.payload === undefined ? {} : { payload: options.payload }),
      })
      .then(this.follow);
  }
}
