import { NONCE_HEADER } from '@pc/shared/constants';
import { getInsights, ownerSignIn } from '@pc/shared/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_OWNER } from '../owner/ownerAccount.ts';
import { OWNER_COOKIE } from '../owner/ownerSessions.ts';
import { SESSION_COOKIE } from '../session/session.ts';
import { callUrl } from './calls.ts';
import { Visitor } from './visitor.ts';

/** The shop owner in a route test: a browser that signed in (docs/decisions/0119). */
export interface SignedInOwner {
  visitor: Visitor;
  cookie: string;
  get(url: string): Promise<LightMyRequestResponse>;
  /** A JSON write as the owner, with the page's nonce. */
  postJson(url: string, body: unknown): Promise<LightMyRequestResponse>;
  report(from: string, to: string): Promise<LightMyRequestResponse>;
}

export const signInOwner = async (
  app: FastifyInstance,
  { email = DEMO_OWNER.email, password = DEMO_OWNER.password }: { email?: string; password?: string } = {},
): Promise<SignedInOwner> => {
  const visitor = await Visitor.arrive(app, '/insights');
  const res = await visitor.postJson(callUrl(ownerSignIn), { email, password });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  const token = res.cookies.find((c) => c.name === OWNER_COOKIE)?.value;
  if (!token) throw new Error('sign-in set no owner cookie');
  const cookie = `${SESSION_COOKIE}=${visitor.session}; ${OWNER_COOKIE}=${token}`;
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie, [NONCE_HEADER]: visitor.nonce } });
  const postJson = (url: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url,
      headers: { cookie, [NONCE_HEADER]: visitor.nonce, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  return { visitor, cookie, get, postJson, report: (from, to) => get(callUrl(getInsights, { from, to })) };
};
