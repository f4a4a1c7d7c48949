import { appendFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Security headers of every answer (docs/decisions/0046-content-security-policy.md).
 *
 * Every page carries a strict Content-Security-Policy: scripts only from the store itself (no inline
 * script but the early script, named by its hash, docs/decisions/0229; no eval), styles only from
 * files, constructed stylesheets and the elements' own stylesheets a first view holds, each named by its
 * hash (no other inline style, no style attribute, docs/decisions/0202), Trusted Types for the HTML
 * sinks (the one policy is DOMPurify's own, which only sanitised HTML passes), no framing by other
 * sites. Violations are reported to `CSP_REPORT_PATH`, logged, and, with `PC_CSP_REPORT_LOG`, appended
 * to a file, which the browser suite reads at its end (e2e/global-teardown.ts): a violation anywhere in
 * the suite fails the run.
 */

export const CSP_REPORT_PATH = '/csp-report';

/**
 * The Trusted Types policies pages may create: DOMPurify's, whose `RETURN_TRUSTED_TYPE` output is the
 * only HTML an element writes (CMS descriptions).
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify'] as const;

export interface CspOptions {
  /** Origins besides the store's own that scripts, styles, images and calls may reach (a maps service). */
  readonly extraOrigins?: readonly string[];
  readonly reportUri?: string;
  /** The `'sha256-…'` sources of the inline stylesheets pages may hold (docs/decisions/0202). */
  readonly styleHashes?: readonly string[];
  /** The `'sha256-…'` sources of the inline scripts pages may hold: the early script (decision 0229). */
  readonly scriptHashes?: readonly string[];
}

/** The policy as one header value; a pure function of its options. */
export const contentSecurityPolicy = ({
  extraOrigins = [],
  reportUri = CSP_REPORT_PATH,
  styleHashes = [],
  scriptHashes = [],
}: CspOptions = {}): string => {
  const self = ["'self'", ...extraOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[self, ...scriptHashes].join(' ')}`,
    `style-src ${[self, ...styleHashes].join(' ')}`,
    `img-src ${self} data: blob:`,
    "media-src 'self'",
    "font-src 'self'",
    `connect-src ${self}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
    `report-uri ${reportUri}`,
  ].join('; ');
};

/** Headers every answer carries, whatever its type. */
export const COMMON_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

const isHtml = (reply: FastifyReply): boolean =>
  String(reply.getHeader('content-type') ?? '').startsWith('text/html');

export interface SecurityHeaderOptions extends Omit<CspOptions, 'styleHashes' | 'scriptHashes'> {
  /** A file that receives each violation report as one JSON line (the browser suite's check). */
  readonly reportLog?: string;
  /**
   * The inline stylesheets' sources as of now (the server render's, which a rebuild can change,
   * docs/decisions/0202); read as each page is sent, after its first view was rendered.
   */
  readonly styleHashes?: () => readonly string[];
  /** The inline scripts' sources as of now (the demo page's early script, decision 0229). */
  readonly scriptHashes?: () => readonly string[];
}

/**
 * Several lists of inline stylesheets' sources as one, the same array while each list is the same
 * (the policy is made again only when its sources changed).
 */
export const joinedStyleHashes = (...lists: ReadonlyArray<() => readonly string[]>) => {
  let parts: readonly (readonly string[])[] = [];
  let joined: readonly string[] = [];
  return (): readonly string[] => {
    const now = lists.map((list) => list());
    if (now.length !== parts.length || now.some((part, i) => part !== parts[i])) {
      parts = now;
      joined = now.flat();
    }
    return joined;
  };
};

export const registerSecurityHeaders = (
  app: FastifyInstance,
  { reportLog, styleHashes = () => [], scriptHashes = () => [], ...csp }: SecurityHeaderOptions = {},
): void => {
  const made = (styles: readonly string[], scripts: readonly string[]) => ({
    styles,
    scripts,
    header: contentSecurityPolicy({ ...csp, styleHashes: styles, scriptHashes: scripts }),
  });
  let policy = made(styleHashes(), scriptHashes());
  const policyNow = (): string => {
    const [styles, scripts] = [styleHashes(), scriptHashes()];
    if (styles !== policy.styles || scripts !== policy.scripts) policy = made(styles, scripts);
    return policy.header;
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(COMMON_SECURITY_HEADERS);
    if (isHtml(reply)) reply.header('content-security-policy', policyNow());
    return payload;
  });

  // Browsers post reports as application/csp-report (report-uri) or application/reports+json; neither
  // carries the nonce, so the route opts out of the nonce check (session/nonceGuard.ts).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json', 'application/json'],
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, { unparsable: String(body).slice(0, 200) });
        }
      },
    );
    scope.post(CSP_REPORT_PATH, { config: { nonceFree: true } }, async (request, reply) => {
      request.log.warn({ cspReport: request.body }, 'Content-Security-Policy violation');
      if (reportLog) await appendFile(reportLog, `${JSON.stringify(request.body)}\n`);
      return reply.code(204).send();
    });
  });
};
