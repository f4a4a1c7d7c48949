// Issue 44 items 3 and 4 (docs/decisions/0194): what a QA session is set up with, as data. A States
// entry (states.ts) and a shared link ("Copy link") both carry one; `setupSteps` turns it into the
// QA panel's existing calls (the same ones its sections make: reset, clock, stock, continuation,
// faults, identity) and the store's own spec §7 calls a shopper makes (the quiz's COMPLETE to
// /crafting, add-to-cart, the order). Pure, so the order of the steps is tested without a server.

export type StockStatus = 'instock' | 'onbackorder' | 'outofstock';

/** A fault as `POST /__qa/faults` takes it (decision 0189). */
export interface QaFaultSetup {
  readonly kind: 'error' | '500' | '503' | 'timeout' | 'drop' | 'delay';
  readonly message?: string;
  readonly ms?: number;
  /** the next N answers; null: every answer until cleared */
  readonly times: number | null;
}

/** A completed quiz: its type and the answers by question code (spec §3), as COMPLETE posts them. */
export interface QaAnswers {
  readonly type: 'self' | 'gift';
  readonly answers: Readonly<Record<string, string>>;
}

export interface QaSetup {
  /** spec §6: an identified customer; anonymous unless said */
  readonly customer?: boolean;
  /** the session's clock override (ISO), for dated rules */
  readonly clock?: string;
  /** variation id → stock status, this session's only */
  readonly stock?: Readonly<Record<string, StockStatus>>;
  /** spec §4 Continuation: the self quiz becomes a continuation */
  readonly continuation?: boolean;
  readonly answers?: QaAnswers;
  /** add-to-cart lines (spec §7), bought once */
  readonly cart?: readonly { readonly product: number; readonly variation?: number }[];
  /** the cart placed as an order; its id is `{order}` in the route */
  readonly order?: boolean;
  /** spec §7 call name → fault, set last so the setup's own calls are not taken by them */
  readonly faults?: Readonly<Record<string, QaFaultSetup>>;
  /** the demo chat widget's availability (spec §8 Live chat); available unless said */
  readonly chat?: boolean;
}

/** A setup and where it opens: `{results}` is where the quiz's COMPLETE lands, `{order}` the order's id. */
export interface QaLink {
  readonly route: string;
  readonly setup: QaSetup;
}

export type SetupStep =
  | { readonly kind: 'json'; readonly path: string; readonly body: unknown }
  | { readonly kind: 'form'; readonly path: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'crafting'; readonly summary: string }
  | { readonly kind: 'order' }
  | { readonly kind: 'chat'; readonly available: boolean };

/** The quiz ids and version the store serves (GET quizzes/{type}), for a COMPLETE's summary. */
const QUIZ_IDS = { self: 1, gift: 2 } as const;
const QUIZ_VERSION = 1;

/** spec §4 Completion: the summary COMPLETE posts, as the quiz element builds it (the browser tests' too). */
export const quizSummaryOf = ({ type, answers }: QaAnswers, durationInSeconds = 60) => ({
  quizId: QUIZ_IDS[type],
  type,
  version: QUIZ_VERSION,
  durationInSeconds,
  answers: Object.entries(answers).map(([questionCode, value]) => ({
    questionCode,
    questionText: questionCode,
    answerValue: value,
    answerCode: value,
    answerText: value,
  })),
});

const ADMIN_AJAX = '/wp-admin/admin-ajax.php';

/**
 * The calls that set a session up, in the order they must run: reset first (a clean session),
 * the clock and stock before anything is bought (dated rules, sold out), the shopper's own calls, then
 * the faults (else they would take the setup's calls), the identity last (a login gives the session a
 * new id and nonce: decision 0043, so the page loads anew after it).
 */
export const setupSteps = (setup: QaSetup): SetupStep[] => [
  { kind: 'json', path: '/__qa/reset', body: {} },
  { kind: 'chat', available: setup.chat ?? true },
  ...(setup.clock ? [{ kind: 'json', path: '/__qa/clock', body: { now: setup.clock } } as const] : []),
  ...Object.entries(setup.stock ?? {}).map(
    ([variationId, status]) =>
      ({ kind: 'json', path: '/__qa/stock', body: { variationId: Number(variationId), status } }) as const,
  ),
  ...(setup.continuation ? [{ kind: 'json', path: '/__qa/continuation', body: {} } as const] : []),
  ...(setup.answers
    ? [{ kind: 'crafting', summary: JSON.stringify(quizSummaryOf(setup.answers)) } as const]
    : []),
  ...(setup.cart ?? []).map(
    ({ product, variation }) =>
      ({
        kind: 'form',
        path: ADMIN_AJAX,
        fields: {
          action: 'add_to_cart',
          quantity: '1',
          'add-to-cart': String(product),
          ...(variation ? { variation_id: String(variation) } : {}),
          [`convert_to_sub_${product}`]: '0',
        },
      }) as const,
  ),
  ...(setup.order ? [{ kind: 'order' } as const] : []),
  ...Object.entries(setup.faults ?? {}).map(
    ([call, fault]) => ({ kind: 'json', path: '/__qa/faults', body: { call, fault } }) as const,
  ),
  ...(setup.customer ? [{ kind: 'json', path: '/__qa/identity', body: { customer: true } } as const] : []),
];

/** The route with what the setup made put in: the results COMPLETE landed on, the order's id. */
export const resolveRoute = (route: string, made: { results?: string; order?: string }): string =>
  route.replace('{results}', made.results ?? '/quizresult').replace('{order}', made.order ?? '');

// A link carries its setup as base64url JSON in `?qa=`: never a session id, cookie or nonce, so
// opening it starts a session of the opener's own (decision 0194).
export const LINK_PARAM = 'qa';

const toBase64Url = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): string => {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

/** The link's path and query: the demo's index, which applies it and opens its route. */
export const linkHref = (link: QaLink): string => `/?${LINK_PARAM}=${toBase64Url(JSON.stringify(link))}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A link's `qa` value read back; null when it is not one. Only the shape is checked here: each call
 * the setup makes is checked by the store as the panel's are.
 */
export const readLink = (param: string): QaLink | null => {
  try {
    const value: unknown = JSON.parse(fromBase64Url(param));
    if (!isRecord(value) || typeof value.route !== 'string' || !isRecord(value.setup)) return null;
    // A path of this store only: never another origin (`//host`), so a link opens no other site.
    const { route } = value;
    if (route !== '{results}' && (!route.startsWith('/') || route.startsWith('//'))) return null;
    return { route, setup: value.setup as QaSetup };
  } catch {
    return null;
  }
};
