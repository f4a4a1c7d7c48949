// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallDef } from '../contract/call.ts';
import { addToCart, deleteAllItemCart, getCartItems, showProceedToCheckout } from '../contract/cart.ts';
import { getColognePlayVariation } from '../contract/launch.ts';
import { queryPerfume } from '../contract/perfume.ts';
import { getCandle } from '../contract/products.ts';
import { captureEmail, checkCompatibility, saveResults } from '../contract/resultsActions.ts';
import { getSelf } from '../contract/users.ts';
import { $nonce } from '../stores/nonce.ts';
import { stubFetch } from '../test/fetchStub.ts';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { ApiError } from './ApiError.ts';
import { callApi } from './client.ts';

const signal = () => new AbortController().signal;
const emptyCart = { items: [], count: 0, subtotal: 0 };
const user = { id: 7, email: 'sam@example.com', firstName: 'Sam' };

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc' });
  $nonce.set(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setPageConfig(null);
});

async function send(call: CallDef, request: Record<string, unknown>, answer: unknown = {}) {
  const { sent } = stubFetch({ body: answer });
  await callApi(call, request as never, { signal: signal() }).catch(() => undefined);
  return sent[0]!;
}

describe('callApi builds each spec §7 request', () => {
  it.each([
    ['GET products/candle', getCandle, {}, 'GET', '/wp-json/pc/v1/products/candle', undefined],
    [
      'path parameter filled and not sent again',
      getColognePlayVariation,
      { code: 'gran-cenote' },
      'GET',
      '/wp-json/pc/v1/products/cologne_play/variations/gran-cenote',
      undefined,
    ],
    [
      'query encoding',
      checkCompatibility,
      { survey_log_id: 'log-1' },
      'GET',
      '/wp-json/pc/v1/survey_restrictions/compatibility?survey_log_id=log-1',
      undefined,
    ],
    [
      'admin-ajax GET: action in the query',
      getCartItems,
      {},
      'GET',
      '/wp-admin/admin-ajax.php?action=get_cart_items',
      undefined,
    ],
    [
      'typeahead query_perfume',
      queryPerfume,
      { query_perfume: 'wood' },
      'GET',
      '/wp-admin/admin-ajax.php?action=query_perfume&query_perfume=wood',
      undefined,
    ],
    [
      'admin-ajax POST: action in the form body',
      deleteAllItemCart,
      {},
      'POST',
      '/wp-admin/admin-ajax.php',
      'action=delete_all_item_cart',
    ],
    [
      'action template filled from the request, field not sent',
      showProceedToCheckout,
      { product: 'cologne' },
      'POST',
      '/wp-admin/admin-ajax.php',
      'action=cologne_show_proceed_to_checkout',
    ],
    [
      'add-to-cart form',
      addToCart,
      { quantity: '1', 'add-to-cart': '12', variation_id: '34', convert_to_sub_34: '9' },
      'POST',
      '/wp-admin/admin-ajax.php',
      'action=add_to_cart&quantity=1&add-to-cart=12&variation_id=34&convert_to_sub_34=9',
    ],
    [
      'form-encoded capture, survey log id only in the path',
      captureEmail,
      { surveyLogId: 'log-1', email: 'a@b.co', source: 'captured_email_for_quiz_results' },
      'POST',
      '/wp-json/pc/v2/survey_results/log-1',
      'email=a%40b.co&source=captured_email_for_quiz_results',
    ],
    [
      'JSON save, survey log id only in the path',
      saveResults,
      { surveyLogId: 'log-1', email: 'a@b.co', source: 'saved_quiz_results' },
      'POST',
      '/wp-json/pc/v2/survey_results/log-1',
      '{"email":"a@b.co","source":"saved_quiz_results"}',
    ],
  ])('%s', async (_, call, request, method, url, body) => {
    const sent = await send(call, request);
    expect(sent).toMatchObject({ method, url, body, credentials: 'include' });
  });

  it.each([
    [
      'json',
      saveResults,
      { surveyLogId: 'l', email: 'a@b.co', source: 'saved_quiz_results' },
      'application/json',
    ],
    ['query', getCandle, {}, undefined],
  ])('sets the content type of %s requests', async (_, call, request, contentType) => {
    const sent = await send(call, request);
    expect(sent.headers['Content-Type']).toBe(contentType);
  });

  it.each([
    ['same origin', { apiRoot: '', ns: 'pc' }, '/wp-json/pc/v1/users/self'],
    [
      'another origin (third-party host)',
      { apiRoot: 'https://store.example/', ns: 'pc', cartToken: 't.sig' },
      'https://store.example/wp-json/pc/v1/users/self',
    ],
    ['another namespace', { apiRoot: '', ns: 'shop' }, '/wp-json/shop/v1/users/self'],
  ])('prefixes apiRoot and fills {ns}: %s', async (_, config, url) => {
    setPageConfig(config);
    expect((await send(getSelf, {})).url).toBe(url);
  });
});

describe('callApi on a third-party host (docs/decisions/0041)', () => {
  it('sends the cart token from #pc-config instead of the cookie', async () => {
    setPageConfig({ apiRoot: 'https://store.example', ns: 'pc', cartToken: 't.sig' });
    const sent = await send(getCartItems, {}, { success: true, data: emptyCart });
    expect(sent.url).toBe('https://store.example/wp-admin/admin-ajax.php?action=get_cart_items');
    expect(sent.headers['X-PC-Cart-Token']).toBe('t.sig');
    expect(sent.credentials).toBe('omit');
  });

  it('sends no token header without one', async () => {
    const sent = await send(getCartItems, {}, { success: true, data: emptyCart });
    expect(sent.headers['X-PC-Cart-Token']).toBeUndefined();
    expect(sent.credentials).toBe('include');
  });
});

describe('callApi says the page’s language (issue 43: the store answers and emails in it)', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  // The elements' own language (`localeOf`: any Spanish es-US, anything else en-US), which the store
  // reads (store-server http/requestLocale.ts); never a tag a browser would refuse as a header.
  it.each([
    ['#pc-config locale', { locale: 'es-MX' }, 'en', 'es-US'],
    ['#pc-config locale over the page’s lang', { locale: 'en-US' }, 'es', 'en-US'],
    ['the page’s lang without one', {}, 'es', 'es-US'],
    ['an English page', {}, 'en-GB', 'en-US'],
    ['no language at all: the elements’ en-US', {}, null, 'en-US'],
    ['a tag no header may carry', {}, 'es\u2011MX', 'en-US'],
    ['another language', {}, 'fr-FR', 'en-US'],
  ])('%s', async (_, config, lang, expected) => {
    setPageConfig({ apiRoot: '', ns: 'pc', ...config });
    if (lang) document.documentElement.setAttribute('lang', lang);
    const sent = await send(getSelf, {});
    expect(sent.headers['Accept-Language']).toBe(expected);
    // The JSON Accept is what tells the store the language is the page's, not the browser's.
    expect(sent.headers.Accept).toBe('application/json');
  });
});

describe('callApi nonce (spec §6)', () => {
  it('sends X-WP-Nonce only when the page provides one', async () => {
    expect((await send(getSelf, {})).headers['X-WP-Nonce']).toBeUndefined();
    $nonce.set('n-1');
    expect((await send(getSelf, {})).headers['X-WP-Nonce']).toBe('n-1');
  });

  it.each([
    ['a success', 200, { success: true, data: emptyCart, newNonce: 'n-2' }],
    ['an error', 403, { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', newNonce: 'n-2' }],
  ])('adopts the newNonce of %s and sends it next', async (_, status, body) => {
    $nonce.set('n-1');
    stubFetch({ status, body });
    await callApi(getCartItems, {}, { signal: signal() }).catch(() => undefined);
    expect($nonce.get()).toBe('n-2');
    expect((await send(getSelf, {})).headers['X-WP-Nonce']).toBe('n-2');
  });
});

describe('callApi answers', () => {
  it('resolves with the response parsed through the contract', async () => {
    stubFetch({ body: { ...user, extra: 'dropped' } });
    await expect(callApi(getSelf, {}, { signal: signal() })).resolves.toEqual(user);
  });

  const failures: [string, Parameters<typeof stubFetch>[0], Partial<ApiError>][] = [
    [
      'REST invalid parameter (spec §8)',
      {
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: 'Invalid email',
          displayMessage: 'Please check the email',
          data: { status: 400 },
        },
      },
      {
        status: 400,
        code: 'rest_invalid_param',
        message: 'Invalid email',
        displayMessage: 'Please check the email',
      },
    ],
    [
      'missing nonce',
      {
        status: 403,
        body: { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } },
      },
      {
        status: 403,
        code: 'rest_cookie_invalid_nonce',
        message: 'Cookie check failed',
        displayMessage: undefined,
      },
    ],
    [
      'non-2xx without a REST error body',
      { status: 502, text: '<html>Bad gateway</html>' },
      { status: 502, code: 'pc_http_error' },
    ],
    ['network failure', new TypeError('Failed to fetch'), { status: 0, code: 'pc_network_error' }],
    [
      '2xx body that is not JSON',
      { status: 200, text: '<html>' },
      { status: 0, code: 'pc_invalid_response' },
    ],
    [
      '2xx body that does not match the contract',
      { body: { id: 'seven' } },
      { status: 0, code: 'pc_invalid_response' },
    ],
  ];
  it.each(failures)('rejects with ApiError: %s', async (_, answer, expected) => {
    stubFetch(answer);
    const error = await callApi(getSelf, {}, { signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
    expect((error as ApiError).message).not.toBe('');
  });

  it('rejects an admin-ajax {success: false} answer with its message', async () => {
    stubFetch({ body: { success: false, data: { message: 'Out of stock', displayMessage: 'Sold out' } } });
    await expect(
      callApi(addToCart, { quantity: '1', 'add-to-cart': '1' }, { signal: signal() }),
    ).rejects.toMatchObject({
      message: 'Out of stock',
      displayMessage: 'Sold out',
    });
  });

  it('rejects with an aborted ApiError when the signal aborts', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      return new DOMException('aborted', 'AbortError');
    });
    await expect(callApi(getSelf, {}, { signal: controller.signal })).rejects.toMatchObject({
      status: 0,
      code: 'pc_aborted',
    });
  });

  it('never throws synchronously, even when fetch itself throws synchronously', async () => {
    vi.stubGlobal('fetch', () => {
      throw new TypeError('boom');
    });
    let promise: Promise<unknown> | undefined;
    expect(() => {
      promise = callApi(getSelf, {}, { signal: signal() });
    }).not.toThrow();
    await expect(promise).rejects.toBeInstanceOf(ApiError);
  });
});

describe('ApiError', () => {
  it('is recognised by instanceof across separately built copies of the module', async () => {
    vi.resetModules();
    const other = await import('./ApiError.ts');
    expect(other.ApiError).not.toBe(ApiError);
    expect(new other.ApiError('x', { status: 0, code: 'c' })).toBeInstanceOf(ApiError);
    expect(new Error('x')).not.toBeInstanceOf(ApiError);
    expect(null).not.toBeInstanceOf(ApiError);
  });
});
