import { CRAFTING_FIELD, getPageData, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Answers, EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';

// getPageData (decision 0011): the page data of a page the shopper reached without a load is exactly
// what the server prints into that page on a fresh load, for the same session.

const CALL = '/wp-json/pc/v1/page_data';
const callUrl = (path: string) => `${CALL}?${new URLSearchParams({ path })}`;

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z') });

const complete = async (who: Visitor, type: 'self' | 'gift', answers: Answers): Promise<string> => {
  const res = await who.postForm('/crafting', {
    [CRAFTING_FIELD]: JSON.stringify(quizSummary(type, answers)),
  });
  expect(res.statusCode, res.body).toBe(303);
  return /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(res.headers.location))![1]!;
};

/** The call's answer, parsed through the contract. */
const called = async (who: Visitor, path: string) => {
  const res = await who.get(callUrl(path));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return v.parse(getPageData.response, res.json()).data;
};

/** What a fresh load of `path` prints into `#pc-config` (null when nothing). */
const injected = async (who: Visitor, path: string) =>
  readPageConfig((await who.get(path)).body).data ?? null;

describe('GET /wp-json/pc/v1/page_data', () => {
  it('answers what a fresh load injects, on every kind of page', async () => {
    const visitor = await Visitor.arrive(t.app);
    const id = await complete(visitor, 'self', EVERYTHING);
    await complete(visitor, 'gift', { relationship: '0', face_type: '0' });
    for (const path of [
      '/quizresult',
      `/quizresult?survey_log_id=${id}`,
      '/quizresult-cologne',
      '/gift-sets/',
      '/vip-exclusive-2024',
      '/browse-candles',
      '/get-your-candle',
      '/checkout/order-received/4521?key=wc_order_abc',
      '/checkout/order-received/abc',
      '/quiz',
      '/quiz?hide_hair=y&hide_scent=y',
      '/gift-quiz',
      '/',
      '/no-such-page',
    ]) {
      expect(await called(visitor, path), path).toEqual(await injected(visitor, path));
    }
  });

  it("gives the session's own results: a shopper who completed the quiz sees theirs", async () => {
    const shopper = await Visitor.arrive(t.app);
    const id = await complete(shopper, 'self', EVERYTHING);
    expect(await called(shopper, '/quizresult')).toMatchObject({ results: { surveyLogId: id } });
    // Another session gets the catalogue, unless it follows the shared link.
    const other = await Visitor.arrive(t.app);
    expect(await called(other, '/quizresult')).toMatchObject({ results: { surveyLogId: '' } });
    expect(await called(other, `/quizresult?survey_log_id=${id}`)).toMatchObject({
      results: { surveyLogId: id, showEmailCapture: false },
    });
  });

  it('carries the bathroom module GET bathroom_module answers, on its routes, for a survey (decision 0024)', async () => {
    const shopper = await Visitor.arrive(t.app);
    expect(await called(shopper, '/quizresult')).not.toHaveProperty('bathroomModule');
    const id = await complete(shopper, 'self', EVERYTHING);
    const module = (await shopper.get(`/wp-json/pc/v1/survey_results/${id}/bathroom_module`)).json();
    expect(module.products.length).toBeGreaterThan(0);
    expect(await called(shopper, '/quizresult')).toMatchObject({
      results: { surveyLogId: id },
      bathroomModule: module,
    });
    expect(await called(shopper, '/quizresult-cologne')).toMatchObject({ bathroomModule: module });
    // spec §2: only the routes with the module (the bathroom-module attribute) carry it.
    expect(await called(shopper, `/gift-sets?survey_log_id=${id}`)).not.toHaveProperty('bathroomModule');
  });

  it('gives /checkout the cart summary GET checkout answers (decision 0036)', async () => {
    const visitor = await Visitor.arrive(t.app);
    const summary = (await visitor.get('/wp-json/pc/v1/checkout')).json();
    // decision 0141: the cross-sell offer as GET cart/cross_sell answers it, so the pop-up is in the first view.
    const none = (await visitor.get('/wp-json/pc/v1/cart/cross_sell')).json();
    expect(none.products).toEqual([]);
    expect(await called(visitor, '/checkout')).toEqual({ checkout: summary, crossSell: none });
    // A hand cream in the cart: the Face Set is offered (decision 0037).
    const added = await visitor.postForm('/wp-admin/admin-ajax.php', {
      action: 'add_to_cart',
      quantity: 1,
      'add-to-cart': 108,
      variation_id: 10801,
    });
    expect(added.statusCode, added.body).toBe(200);
    const offer = (await visitor.get('/wp-json/pc/v1/cart/cross_sell')).json();
    expect(offer.products.map((product: { name: string }) => product.name)).toEqual(['Face Set']);
    expect(await called(visitor, '/checkout')).toMatchObject({ crossSell: offer });
    expect(await called(visitor, '/checkout')).toEqual(await injected(visitor, '/checkout'));
  });

  it('gives the order id of /checkout/order-received/{id} (spec §2), for an order of the session only', async () => {
    const visitor = await Visitor.arrive(t.app);
    const added = await visitor.postForm('/wp-admin/admin-ajax.php', {
      action: 'add_to_cart',
      quantity: 1,
      'add-to-cart': 201,
      convert_to_sub_201: 0,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { orderId } = (await visitor.postJson('/wp-json/pc/v1/checkout/order', {})).json();
    const path = `/checkout/order-received/${orderId}`;
    expect(await called(visitor, path)).toMatchObject({ survey: { orderId }, order: { id: orderId } });
    expect(await called(visitor, path)).toEqual(await injected(visitor, path));
    // spec §4 "Appears when options load": the options as GET post_purchase/options answers them, in
    // the page, so the modal is in its first view (decision 0141).
    const options = (await visitor.get('/wp-json/pc/v1/post_purchase/options')).json();
    expect(options.length).toBeGreaterThan(0);
    expect(await called(visitor, path)).toMatchObject({ survey: { orderId, options } });
    // decision 0036: an order id of another session is never shown.
    expect(await called(await Visitor.arrive(t.app), path)).toBeNull();
  });

  it('gives the quiz as GET quizzes/{type} answers the session, with the query switches (decision 0024)', async () => {
    const shopper = await Visitor.arrive(t.app);
    const saved = await shopper.postJson('/wp-json/pc/v1/quizzes/self/progress', {
      quizType: 'self',
      surveyLogId: null,
      progress: 10,
      answers: [{ questionCode: 'bs_bw', value: 'soap' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const type of ['self', 'gift'] as const) {
      const quiz = (await shopper.get(`/wp-json/pc/v1/quizzes/${type}`)).json();
      const path = type === 'self' ? '/quiz' : '/gift-quiz';
      expect(await called(shopper, path)).toEqual({ quiz, hideHair: false, hideScent: false });
    }
    // The saved progress is in it: a reload resumes from the page itself.
    const data = (await called(shopper, '/quizq1?hide_hair=y')) as { quiz: { questions: unknown[] } };
    expect(data).toMatchObject({ hideHair: true, hideScent: false });
    expect(data.quiz.questions).toContainEqual(expect.objectContaining({ code: 'bs_bw', selected: 'soap' }));
    expect(await called(shopper, '/thebeardclub?hide_scent=y')).toMatchObject({
      quiz: { type: 'self' },
      hideScent: true,
    });
  });

  it.each(['/contact', '/crafting', '/no-such-page', '/quizresult/extra'])(
    'answers null for %s, which has no page data',
    async (path) => {
      expect(await called(await Visitor.arrive(t.app), path)).toBeNull();
    },
  );

  it.each([
    ['no path', CALL],
    ['an empty path', `${CALL}?path=`],
    ['a relative path', callUrl('quizresult')],
    ['another origin', callUrl('//evil.example/quizresult')],
    ['a full URL', callUrl('https://evil.example/quizresult')],
    ['a path too long', callUrl(`/${'a'.repeat(2048)}`)],
  ])('refuses %s with 400 and a displayMessage', async (_, url) => {
    const res = await (await Visitor.arrive(t.app)).get(url);
    expect(res.statusCode).toBe(400);
    const body = v.parse(RestError, res.json());
    expect(body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect(body.displayMessage).toMatch(/\S/);
  });
});
