import { createHash } from 'node:crypto';
import type { FragmentRequest, FragmentTag } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import type { Attributes, PageDataKind } from '@pc/shared/routes';
import { askedLocale } from './pageLocale.ts';

// The pure rules of the fragment call (docs/decisions/0171), table-tested in fragmentRules.test.ts.

/**
 * The elements whose page data is the catalogue's, the same for every shopper: their fragment holds
 * their whole first view. Every other element's page data is one shopper's (the quiz of a session, its
 * results, its cart, its order), so its fragment is the first view it draws before its data arrives.
 */
export const SHOPPER_NEUTRAL_PAGE_DATA: Readonly<Partial<Record<FragmentTag, PageDataKind>>> = {
  'pc-candle': 'candle',
  'pc-gift-cards': 'giftCards',
  'pc-launch': 'launch',
};

/**
 * The element's attributes from the call's query: a bare boolean attribute (`?no-chat`) is present. The
 * page's `locale` and `messages` are the render's, not attributes (docs/decisions/0211).
 */
export const fragmentAttributes = (request: FragmentRequest): Attributes => {
  const {
    tag: _tag,
    locale: _locale,
    messages: _messages,
    ...query
  } = request as FragmentRequest & Record<string, string | undefined>;
  return Object.fromEntries(
    Object.entries(query)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => [name, value === '' || value === name ? true : value]),
  );
};

/**
 * The locale a fragment is rendered in (docs/decisions/0211): the host page's, as its element will read
 * it (any Spanish is es-US), else the store's own (`PC_LOCALE`).
 */
export const fragmentLocale = (request: FragmentRequest, store: Locale): Locale =>
  askedLocale(request.locale, store);

/**
 * The fragment's `Link` header (decision 0212): each module its element runs, at the store's origin,
 * as `rel=modulepreload`, for the host page's head; null when there are none (no element build).
 */
export const modulepreloadLink = (storeOrigin: string, urls: readonly string[]): string | null =>
  urls.length === 0 ? null : urls.map((url) => `<${storeOrigin}${url}>; rel=modulepreload`).join(', ');

/** How long the store keeps quiet about a launch code it was asked for again (issue 42 item 4). */
export const UNKNOWN_CODE_LOG_MS = 60_000;
/** Codes remembered at most, so a flood of made-up codes cannot grow the memory. */
const REMEMBERED_CODES = 1000;

/**
 * Whether an unknown launch code asked for at `nowMs` is logged: once per code per minute. A fresh
 * memory per server.
 */
export const createUnknownCodeLog = () => {
  const loggedAt = new Map<string, number>();
  return (code: string, nowMs: number): boolean => {
    const last = loggedAt.get(code);
    if (last !== undefined && nowMs - last < UNKNOWN_CODE_LOG_MS) return false;
    if (loggedAt.size >= REMEMBERED_CODES) loggedAt.clear();
    loggedAt.set(code, nowMs);
    return true;
  };
};

/** A strong ETag of the answer's text. */
export const etagOf = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/** Whether an If-None-Match header names `etag` (a list, weak or not, or `*`). */
export const matchesEtag = (header: string | undefined, etag: string): boolean =>
  (header ?? '').split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
