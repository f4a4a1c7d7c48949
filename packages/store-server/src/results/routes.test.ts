import {
  ADMIN_AJAX_PATH,
  addBathroomModule,
  type CartItem,
  CRAFTING_FIELD,
  captureEmail,
  checkCompatibility,
  getBathroomModule,
  getCartItems,
  RestError,
  type ResultsProduct,
  ResultsState,
  saveResults,
  showProceedToCheckout,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type Answers,
  addToCartForms,
  EVERYTHING,
  quizSummary,
  seedCatalogue,
} from '../../test/resultsFixtures.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';
import { loadResultsCatalogue } from './resultsCatalogue.ts';

// spec §7 results calls (save results, compatibility, bathroom module, show_proceed_to_checkout) and
// the results page data of spec §2's results routes, against the real routes and database.

const AJAX = ADMIN_AJAX_PATH;
const SAVE = (id: string) => callUrl(saveResults, { surveyLogId: id });
const MODULE = (id: string) => callUrl(getBathroomModule, { surveyLogId: id });
const COMPATIBLE = (id: string) => callUrl(checkCompatibility, { survey_log_id: id }, { raw: true });

const t = useTestApp({ clock: () => new Date('2026-03-10T15:00:00Z'), eachTestVisitor: '/' });

/** Completes a quiz as the quiz page does (POST /crafting); answers the survey log id. */
const complete = async (who: Visitor, type: 'self' | 'gift', answers: Answers): Promise<string> => {
  const res = await who.postForm(completeQuizForm.path, {
    [CRAFTING_FIELD]: JSON.stringify(quizSummary(type, answers)),
  });
  expect(res.statusCode, res.body).toBe(303);
  const id = /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(res.headers.location))?.[1];
  expect(id).toBeDefined();
  return id!;
};

const pageData = async (who: Visitor, url: string) => {
  const res = await who.get(url);
  expect(res.statusCode).toBe(200);
  return readPageConfig(res.body).data;
};
const resultsOf = async (who: Visitor, url: string) =>
  v.parse(v.object({ results: ResultsState }), await pageData(who, url)).results;

const cart = async (who: Visitor = t.visitor) =>
  v.parse(getCartItems.response, (await who.get(`${AJAX}?action=get_cart_items`)).json()).data;
const clear = () => t.visitor.postForm(AJAX, { action: 'delete_all_item_cart' });
const expectError = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  const body = v.parse(RestError, res.json());
  expect(body).toMatchObject({ code, data: { status } });
  return body;
};

describe('results page data (spec §2 results routes)', () => {
  it('injects the state of ?survey_log_id= on /quizresult', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    const state = await resultsOf(t.visitor, `/quizresult?survey_log_id=${id}`);
    expect(state).toMatchObject({
      surveyLogId: id,
      showEmailCapture: true,
      includeProductPrefix: true,
      name: '',
    });
    expect(state.allProducts.filter((p) => !p.isHidden).map((p) => p.id)).toEqual([201, 202, 203, 204, 205]);
  });

  it("falls back to the session's latest complete log of the page's quiz type", async () => {
    await complete(t.visitor, 'self', { face_type: '1' });
    const latest = await complete(t.visitor, 'self', { hair_type: 'wavy', name: 'Jordan' });
    const gift = await complete(t.visitor, 'gift', { relationship: '0', face_type: '0' });
    expect(await resultsOf(t.visitor, '/quizresult')).toMatchObject({ surveyLogId: latest, name: 'Jordan' });
    expect(await resultsOf(t.visitor, '/quizresult?survey_log_id=nope')).toMatchObject({
      surveyLogId: latest,
    });
    expect(await resultsOf(t.visitor, '/gift-sets')).toMatchObject({
      surveyLogId: gift,
      includeProductPrefix: false,
    });
  });

  it('shows a shared link to another visitor without asking them for an email', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    const friend = await Visitor.arrive(t.app);
    const state = await resultsOf(friend, `/quizresult-cologne?survey_log_id=${id}`);
    expect(state).toMatchObject({ surveyLogId: id, showEmailCapture: false });
    // The cologne results page leads with the Cologne Set.
    expect(state.allProducts[0]!.id).toBe(205);
  });

  it.each([
    ['/quizresult', true, [201, 202, 203, 204, 205]],
    ['/quizresult-cologne', true, [205, 201, 202, 203, 204]],
    ['/gift-quizresult', false, [201, 202, 203, 204, 205]],
    ['/gift-sets/', false, [201, 202, 203, 204, 205]],
    ['/lab-reorder', true, [201, 202, 203, 204, 205]],
    ['/replenish', true, [201, 202, 203, 204, 205]],
    ['/fieldnotes-reorder', true, [201, 202, 203, 204, 205]],
    ['/Barbershop-Reorder', true, [201, 202, 203, 204, 205]],
    ['/vip-exclusive-2024', true, [201, 202, 203, 204, 205]],
    // One card per candle, each its own id (its variation; decision 0015).
    ['/get-your-candle', false, [30101, 30102, 30103, 30104, 30105, 30106]],
    // One card per candle, each its own id (its variation; decision 0015).
    ['/browse-candles', false, [30101, 30102, 30103, 30104, 30105, 30106]],
  ])('gives %s a catalogue-based state with surveyLogId "" without a quiz', async (path, prefix, ids) => {
    const state = await resultsOf(t.visitor, path);
    expect(state).toMatchObject({ surveyLogId: '', showEmailCapture: false, includeProductPrefix: prefix });
    expect(state.allProducts.map((p) => p.id)).toEqual(ids);
  });

  it('sends a candle bought from /get-your-candle straight to checkout, not one browsed', async () => {
    expect((await resultsOf(t.visitor, '/get-your-candle')).allProducts[0]!.checkoutOnAdd).toBe(true);
    expect((await resultsOf(t.visitor, '/browse-candles')).allProducts[0]!.checkoutOnAdd).toBe(false);
  });

  it('greets an identified customer by first name on catalogue pages', async () => {
    await t.visitor.postJson(QA_CALLS.identity.path, { customer: true });
    expect((await resultsOf(t.visitor, '/lab-reorder')).name).toBe('Sam');
  });

  it.each([
    ['/quiz', 200],
    // Not routes of spec §2: the not-found page.
    ['/lab-reorder/extra', 404],
    ['/exclusive-2024', 404],
    ['/quizresults', 404],
  ])('gives %s no results data', async (path, status) => {
    const res = await t.visitor.get(path);
    expect(res.statusCode).toBe(status);
    const data = readPageConfig(res.body).data;
    expect(data === undefined || !(typeof data === 'object' && data !== null && 'results' in data)).toBe(
      true,
    );
  });

  it('reads the catalogue from the database exactly as the seed describes it', async () => {
    const loaded = await loadResultsCatalogue(t.database.db);
    const seed = seedCatalogue();
    expect([...loaded.keys()].sort()).toEqual(expect.arrayContaining(['candle', 'face_set', 'cologne_play']));
    expect(loaded).toEqual(new Map([...loaded.keys()].map((slug) => [slug, seed.get(slug)])));
  });
});

/** The cart lines a Results product's forms must add (spec §4 Results "Add to cart"; spec §3, §9 prices). */
const expectedLines = (product: ResultsProduct, surveyLogId: string) => {
  const subscribed = product.isSubscription;
  const items = product.selected > 0 ? [product.products[product.selected - 1]!] : [product];
  const lines =
    product.bundleType === 'synthetic' && product.selected === 0
      ? product.products.filter((p) => !p.isPromo)
      : items;
  return lines.map((item) => {
    const sub = subscribed && item.hasSubscription;
    return {
      productId: item.parentId ?? item.id,
      variationId: item.variationId,
      price: sub ? item.price.subscription : item.price.once,
      cadence: sub ? item.cadence : 0,
      surveyLogId: surveyLogId === '' ? null : surveyLogId,
      source: 'quiz-results',
      bundle:
        item === product && product.bundleType === 'bundle'
          ? product.products.map((sub) => ({
              itemId: sub.bundleItemId,
              variationId: sub.variationId,
              attribute: sub.attributeName,
              value: sub.bundleAttribute,
              quantity: 1,
            }))
          : [],
    };
  });
};

const roundTrip = async (product: ResultsProduct, surveyLogId: string) => {
  await clear();
  for (const form of addToCartForms(product, surveyLogId)) {
    const res = await t.visitor.postForm(AJAX, form);
    expect(res.statusCode, `${product.name}: ${res.body}`).toBe(200);
  }
  const lines = (await cart()).items.map((item: CartItem) => ({
    productId: item.productId,
    variationId: item.variationId,
    price: item.price,
    cadence: item.cadence,
    surveyLogId: item.surveyLogId,
    source: item.source,
    bundle: item.bundle,
  }));
  expect(lines, product.name).toEqual(expectedLines(product, surveyLogId));
};

describe('add-to-cart forms built from each Results product (spec §4, §7)', () => {
  it.each([
    ['every set', EVERYTHING],
    [
      'a synthetic Body Set and a lone shampoo',
      { deo_freq: '4', hair_type: 'bald', hair_freq: 'daily', hair_need: 'dandruff' },
    ],
    [
      'tailored formulas',
      {
        face_need: 'sensitive',
        hair_type: 'straight',
        hair_need: 'anti_frizz',
        deo_freq: '0',
        deo_care: 'irritation',
        shower_freq: '3',
        fragrance_knowledge: '1',
        night_out: 'dancing',
      },
    ],
  ])('%s: whole, once, and each item on its own', async (_case, answers) => {
    const id = await complete(t.visitor, 'self', answers);
    const state = await resultsOf(t.visitor, `/quizresult?survey_log_id=${id}`);
    for (const product of state.allProducts.filter((p) => !p.isHidden)) {
      await roundTrip(product, id);
      await roundTrip({ ...product, isSubscription: false }, id);
      for (
        let selected = 1;
        product.selectIndividualProducts && selected <= product.products.length;
        selected++
      ) {
        if (!product.products[selected - 1]!.isPromo) await roundTrip({ ...product, selected }, id);
      }
    }
  });

  it('the catalogue and candle pages add untailored lines', async () => {
    for (const path of ['/lab-reorder', '/gift-sets', '/browse-candles']) {
      const state = await resultsOf(t.visitor, path);
      for (const product of state.allProducts.filter((p) => !p.isHidden)) await roundTrip(product, '');
    }
  });
});

describe('POST v2/survey_results/{id}: save results and email capture', () => {
  it('captures a form-encoded email, lower-cased and trimmed, then stops asking', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    const res = await t.visitor.postForm(SAVE(id), {
      email: '  Sam.Rivera@Example.COM ',
      source: 'captured_email_for_quiz_results',
    });
    expect(res.statusCode).toBe(200);
    expect(v.parse(captureEmail.response, res.json())).toEqual({
      success: true,
      data: { sanitizedEmail: 'sam.rivera@example.com' },
    });
    expect((await resultsOf(t.visitor, `/quizresult?survey_log_id=${id}`)).showEmailCapture).toBe(false);
  });

  it('saves results sent as JSON', async () => {
    const id = await complete(t.visitor, 'gift', { relationship: '1' });
    const res = await t.visitor.postJson(SAVE(id), {
      email: 'alex@example.com',
      source: 'saved_quiz_results',
    });
    expect(v.parse(saveResults.response, res.json())).toEqual({
      success: true,
      data: { sanitizedEmail: 'alex@example.com' },
    });
  });

  it.each(['', '   ', 'not-an-email', 'sam@example', 'a@b.c'])(
    'refuses %j with 400 and a display message',
    async (email) => {
      const id = await complete(t.visitor, 'self', EVERYTHING);
      const body = expectError(
        await t.visitor.postJson(SAVE(id), { email, source: 'saved_quiz_results' }),
        400,
        'rest_invalid_param',
      );
      expect(body.displayMessage).toBe('Please enter a valid email address.');
    },
  );

  it('refuses an unknown source, and an unknown log with 404', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    const bad = expectError(
      await t.visitor.postJson(SAVE(id), { email: 'a@example.com', source: 'newsletter' }),
      400,
      'rest_invalid_param',
    );
    expect(bad.displayMessage).toMatch(/the source/);
    const missing = expectError(
      await t.visitor.postJson(SAVE('unknown1'), { email: 'a@example.com', source: 'saved_quiz_results' }),
      404,
      'pc_unknown_survey_log',
    );
    expect(missing.displayMessage).toBe('These results could not be found. Please take the quiz again.');
  });

  it('needs the nonce', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    const res = await t.visitor.postJson(
      SAVE(id),
      { email: 'a@example.com', source: 'saved_quiz_results' },
      { nonce: false },
    );
    expectError(res, 403, 'rest_cookie_invalid_nonce');
  });
});

describe('GET v1/survey_restrictions/compatibility (spec §4 one tailored order at a time)', () => {
  const compatible = async (id: string) =>
    v.parse(checkCompatibility.response, (await t.visitor.get(COMPATIBLE(id))).json());

  it('is false once the cart holds a tailored line of another survey', async () => {
    const first = await complete(t.visitor, 'self', { face_type: '1' });
    const second = await complete(t.visitor, 'self', { hair_type: 'wavy' });
    expect(await compatible(second)).toBe(true);
    await t.visitor.postForm(AJAX, {
      quantity: 1,
      'add-to-cart': 201,
      convert_to_sub_201: 9,
      survey_log_id: first,
    });
    expect(await compatible(first)).toBe(true);
    expect(await compatible(second)).toBe(false);
    await clear();
    await t.visitor.postForm(AJAX, { quantity: 1, 'add-to-cart': 108 });
    expect(await compatible(second)).toBe(true);
  });

  it.each(['', 'bad%20id', 'x'.repeat(65)])('refuses the survey log id %j with 400', async (id) => {
    expectError(await t.visitor.get(COMPATIBLE(id)), 400, 'rest_invalid_param');
  });
});

describe('v1/survey_results/{id}/bathroom_module', () => {
  it('answers the tailored essentials and the discount in percent', async () => {
    const id = await complete(t.visitor, 'self', { deo_freq: '4', shower_freq: '3' });
    const module = v.parse(getBathroomModule.response, (await t.visitor.get(MODULE(id))).json());
    expect(module).toEqual({
      products: [
        { productId: 106, image: '/assets/products/body-wash.svg', subscription: true },
        { productId: 107, image: '/assets/products/body-lotion.svg', subscription: true },
        { productId: 103, image: '/assets/products/shampoo.svg', subscription: true },
      ],
      discount: 15,
    });
  });

  it('adds the module once, as discounted subscriptions of the survey', async () => {
    const id = await complete(t.visitor, 'self', { deo_freq: '4', shower_freq: '3' });
    for (let click = 0; click < 2; click++) {
      const res = await t.visitor.postJson(MODULE(id), {});
      expect(v.parse(addBathroomModule.response, res.json())).toEqual({ success: true });
    }
    expect(
      (await cart()).items.map((i) => [i.productId, i.price, i.cadence, i.source, i.surveyLogId, i.quantity]),
    ).toEqual([
      [106, 12.75, 2, 'bathroom-module', id, 1],
      [107, 16.15, 12, 'bathroom-module', id, 1],
      [103, 14.45, 9, 'bathroom-module', id, 1],
    ]);
    expect(v.parse(checkCompatibility.response, (await t.visitor.get(COMPATIBLE(id))).json())).toBe(true);
  });

  it('answers 404 for an unknown survey, and 403 without the nonce', async () => {
    expectError(await t.visitor.get(MODULE('unknown1')), 404, 'pc_unknown_survey_log');
    expectError(await t.visitor.postJson(MODULE('unknown1'), {}), 404, 'pc_unknown_survey_log');
    const id = await complete(t.visitor, 'self', EVERYTHING);
    expectError(await t.visitor.postJson(MODULE(id), {}, { nonce: false }), 403, 'rest_cookie_invalid_nonce');
    expect((await cart()).items).toEqual([]);
  });
});

describe('{product}_show_proceed_to_checkout', () => {
  const proceed = (product: string) =>
    t.visitor.postForm(AJAX, { action: `${product}_show_proceed_to_checkout` });

  it('is false on an empty cart, then true', async () => {
    const empty = v.parse(showProceedToCheckout.response, (await proceed('quiz')).json());
    expect(empty).toEqual({ success: true, data: false, newNonce: t.visitor.nonce });
    await t.visitor.postForm(AJAX, { quantity: 1, 'add-to-cart': 108 });
    expect(v.parse(showProceedToCheckout.response, (await proceed('quiz')).json()).data).toBe(true);
    expect(v.parse(showProceedToCheckout.response, (await proceed('candle')).json()).data).toBe(false);
  });

  it.each(['launch', 'Quiz', '', 'x'.repeat(41)])('refuses the product %j with 400', async (product) => {
    expect((await proceed(product)).statusCode).toBe(400);
  });

  it('needs the nonce', async () => {
    const res = await t.visitor.postForm(AJAX, { action: 'quiz_show_proceed_to_checkout' }, { nonce: false });
    expectError(res, 403, 'rest_cookie_invalid_nonce');
  });
});

describe('spec §4 one tailored order at a time, enforced by the store (409)', () => {
  const ONE_ORDER =
    'You already have a tailored order in your cart. We only allow one tailored order at a time.';

  it("POST bathroom_module refuses a cart holding another survey's tailored line, and adds nothing", async () => {
    const first = await complete(t.visitor, 'self', { face_type: '1' });
    const second = await complete(t.visitor, 'self', { deo_freq: '4', shower_freq: '3' });
    await t.visitor.postForm(AJAX, {
      quantity: 1,
      'add-to-cart': 201,
      convert_to_sub_201: 9,
      survey_log_id: first,
    });
    const body = expectError(await t.visitor.postJson(MODULE(second), {}), 409, 'pc_one_tailored_order');
    expect(body.displayMessage).toBe(ONE_ORDER);
    expect((await cart()).items.map((item) => item.surveyLogId)).toEqual([first]);
    // After Clear Cart And Proceed (spec §4) the module is added.
    await clear();
    expect((await t.visitor.postJson(MODULE(second), {})).statusCode).toBe(200);
    expect(new Set((await cart()).items.map((item) => item.surveyLogId))).toEqual(new Set([second]));
  });

  it('a cart with untailored lines only (no survey log) takes the module', async () => {
    const id = await complete(t.visitor, 'self', EVERYTHING);
    await t.visitor.postForm(AJAX, { quantity: 1, 'add-to-cart': 108 });
    expect((await t.visitor.postJson(MODULE(id), {})).statusCode).toBe(200);
    expect((await cart()).items).toHaveLength(4);
  });

  it('add_to_cart refuses a tailored line after the bathroom module of another survey', async () => {
    const first = await complete(t.visitor, 'self', EVERYTHING);
    const second = await complete(t.visitor, 'self', { face_type: '1' });
    expect((await t.visitor.postJson(MODULE(first), {})).statusCode).toBe(200);
    const res = await t.visitor.postForm(AJAX, {
      quantity: 1,
      'add-to-cart': 201,
      convert_to_sub_201: 9,
      survey_log_id: second,
    });
    expect(expectError(res, 409, 'pc_one_tailored_order').displayMessage).toBe(ONE_ORDER);
    expect(new Set((await cart()).items.map((item) => item.surveyLogId))).toEqual(new Set([first]));
  });
});
