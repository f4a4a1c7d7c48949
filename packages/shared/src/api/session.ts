import { readPageConfig } from '../config/pageConfig.ts';
import { keepStoreCurrency } from '../config/storeCurrency.ts';
import { fillPath } from '../contract/call.ts';
import { startHostSession } from '../contract/session.ts';
import { $nonce } from '../stores/nonce.ts';

// The one place of the client that knows how a page reaches the shopper's store session
// (docs/decisions/0098). On the store's own pages: its cookie, nothing to know here. On a page of
// another origin: a session token, the host server's (`cartToken` in #pc-config, docs/decisions/0038)
// or one the page asks the store for once and keeps in its own origin's localStorage, with its nonce.

interface Kept {
  token: string;
  nonce: string;
  expiresAt: string;
  /** the store's currency (issue 43 item 4); absent in what a page kept before the store said it */
  currency?: string;
}

/** The store's origin: `apiRoot`'s, or the page's own when `apiRoot` is a path. */
export const storeOrigin = (): string => new URL(readPageConfig().apiRoot || '/', location.href).origin;

/** True on a page whose origin is not the store's: its calls cannot carry the store's cookie. */
export const onOtherOrigin = (): boolean =>
  typeof location !== 'undefined' && storeOrigin() !== location.origin;

const storageKey = () => `pc-session ${storeOrigin()}`;
/** The page's own copy, the one read when the page's storage is refused (a private window). */
let inMemory: Kept | undefined;
let starting: Promise<string> | undefined;

const readKept = (): Kept | undefined => {
  let kept = inMemory;
  try {
    const text = localStorage.getItem(storageKey());
    kept = text ? (JSON.parse(text) as Kept) : undefined;
  } catch {
    // storage refused or a foreign value: the page's own copy
  }
  return kept && Date.parse(kept.expiresAt) > Date.now() ? kept : undefined;
};

const keep = (kept: Kept | undefined) => {
  inMemory = kept;
  try {
    if (kept) localStorage.setItem(storageKey(), JSON.stringify(kept));
    else localStorage.removeItem(storageKey());
  } catch {
    // storage refused: the page keeps its copy
  }
};

/** Asks the store for a new session (the page held none): no cookie, no token, no nonce. */
async function start(): Promise<string> {
  const { apiRoot, ns } = readPageConfig();
  const response = await fetch(`${apiRoot.replace(/\/+$/, '')}${fillPath(startHostSession.path, ns, {})}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: '{}',
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`the store refused a session: HTTP ${response.status}`);
  const kept = (await response.json()) as Kept;
  keep(kept);
  $nonce.set(kept.nonce);
  keepStoreCurrency(kept.currency);
  return kept.token;
}

/**
 * The token this page's calls carry, or undefined on the store's own pages (the cookie carries the
 * session); known at once, except on a page's first call, whose promise starts a new session (shared
 * by concurrent first calls; it rejects when the store cannot be reached).
 */
export function sessionToken(): string | undefined | Promise<string> {
  const { cartToken } = readPageConfig();
  if (cartToken || !onOtherOrigin()) return cartToken;
  const kept = readKept();
  if (kept) {
    if (!$nonce.get()) $nonce.set(kept.nonce);
    keepStoreCurrency(kept.currency);
    return kept.token;
  }
  starting ??= start().finally(() => {
    starting = undefined;
  });
  return starting;
}

/** The store no longer takes the kept token (expired, or its secret changed): the next call starts anew. */
export const forgetSessionToken = (): void => {
  if (!readPageConfig().cartToken) keep(undefined);
};
