// Test-only: the store server's results calls (spec §7), answered at the fetch boundary with
// @pc/shared's stubFetch; every request is recorded.
import { ajax, cartListing, type SentRequest, stubFetch } from '@pc/shared/test';

type Answer = { status?: number; body?: unknown } | Error;

export interface ResultsServerOptions {
  /** survey_restrictions/compatibility: true, false, or a failure. */
  compatible?: boolean | Error;
  /** {product}_show_proceed_to_checkout's data. */
  proceed?: boolean | (() => boolean);
  /** survey_results POST (capture and save): the answer. */
  saveAnswer?: Answer;
  /** bathroom_module GET. */
  bathroom?: Answer;
  /** bathroom_module POST. */
  bathroomAdd?: Answer;
  /** add_to_cart's answer. */
  addAnswer?: Answer;
  /** get_cart_items' answer (the cart store reads it after the bathroom module and before a clear). */
  cart?: Answer;
  /** Hold answers to requests matching this until `release()`. */
  hold?: (request: SentRequest) => boolean;
}

const json = (body: unknown, status = 200) => ({ status, body });

/** The fields of a form-encoded body. */
export const formOf = (request: SentRequest): Record<string, string> =>
  Object.fromEntries(new URLSearchParams(request.body ?? ''));

export const actionOf = (request: SentRequest): string | null =>
  formOf(request).action ?? new URL(request.url, 'http://store.test').searchParams.get('action');

export function stubResultsServer(options: ResultsServerOptions = {}) {
  const held: (() => void)[] = [];
  const answer = (request: SentRequest): Answer => {
    const url = new URL(request.url, 'http://store.test');
    if (url.pathname === '/wp-json/pc/v1/survey_restrictions/compatibility') {
      const compatible = options.compatible ?? true;
      return compatible instanceof Error ? compatible : json(compatible);
    }
    if (/^\/wp-json\/pc\/v1\/survey_results\/[^/]+\/bathroom_module$/.test(url.pathname)) {
      if (request.method === 'GET')
        return (
          options.bathroom ??
          json({ products: [{ productId: 201, image: '/face.svg', subscription: true }], discount: 10 })
        );
      return options.bathroomAdd ?? json({ success: true });
    }
    if (/^\/wp-json\/pc\/v2\/survey_results\/[^/]+$/.test(url.pathname))
      return options.saveAnswer ?? json({ success: true, data: { sanitizedEmail: 'sam@example.com' } });
    if (url.pathname === '/wp-admin/admin-ajax.php') {
      const action = actionOf(request);
      if (action === 'add_to_cart') return options.addAnswer ?? json(ajax(cartListing()));
      if (action === 'delete_all_item_cart') return json(ajax(cartListing()));
      if (action === 'get_cart_items') return options.cart ?? json(ajax(cartListing()));
      if (action === 'quiz_show_proceed_to_checkout') {
        const proceed =
          typeof options.proceed === 'function' ? options.proceed() : (options.proceed ?? false);
        return json(ajax(proceed));
      }
    }
    return json({ code: 'rest_no_route', message: 'No route' }, 404);
  };
  const stub = stubFetch((request) => {
    if (options.hold?.(request))
      return new Promise<Answer>((resolve) => held.push(() => resolve(answer(request))));
    return answer(request);
  });
  return {
    ...stub,
    /** Answers every held request. */
    release: () => {
      for (const resolve of held.splice(0)) resolve();
    },
    /** The requests of one admin-ajax action. */
    actions: (action: string) => stub.sent.filter((request) => actionOf(request) === action),
    paths: (pattern: RegExp) =>
      stub.sent.filter((request) => pattern.test(new URL(request.url, 'http://store.test').pathname)),
  };
}
