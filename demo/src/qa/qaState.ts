/**
 * The per-session QA switches as `GET /__qa/state` reports them (docs/architecture.md "Server": QA
 * endpoints), and the clock field's conversions. Pure, so they are tested without a server.
 */
export interface QaState {
  /** null: the server did not say */
  readonly customer: boolean | null;
  /** the session's clock override as an ISO string, null for real time */
  readonly now: string | null;
  /** where the e-gift emails can be read (the mail catcher `npm start` runs), null: none */
  readonly mailCatcher: string | null;
}

/**
 * The server answers `{identity: 'anonymous' | 'customer', clock: ISO | null, now: ISO, cartCount}`
 * (packages/store-server/src/qa/qaSchemas.ts): `clock` is the override, `now` the time rules see.
 */
export const parseQaState = (body: unknown): QaState => {
  const state = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const { identity, clock, mailCatcher } = state;
  return {
    customer: identity === 'customer' ? true : identity === 'anonymous' ? false : null,
    now: typeof clock === 'string' ? clock : null,
    mailCatcher: typeof mailCatcher === 'string' ? mailCatcher : null,
  };
};

/**
 * The mail catcher's address as this page reaches it: the server names it on `localhost`, which is
 * the page's own host when QA opens the demo from another machine. Null for an address that is not
 * http(s).
 */
export const mailCatcherLink = (url: string, pageHostname: string): string | null => {
  let link: URL;
  try {
    link = new URL(url);
  } catch {
    return null;
  }
  if (link.protocol !== 'http:' && link.protocol !== 'https:') return null;
  if (link.hostname === 'localhost' && pageHostname !== '') link.hostname = pageHostname;
  return link.href;
};

const pad = (n: number): string => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value (`YYYY-MM-DDTHH:mm`) in the browser's time zone. */
export const toLocalInputValue = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** A datetime-local value (browser's time zone) as an ISO instant; null when empty or invalid. */
export const fromLocalInputValue = (value: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const date = new Date(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};
