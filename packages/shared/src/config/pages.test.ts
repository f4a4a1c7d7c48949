// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { pageUrl } from './pages.ts';

// docs/decisions/0098: where each kind of page lives; the store's pages by default, never the host's by accident.

afterEach(() => setPageConfig(null));

const STORE = 'https://shop.example.com';
const pages = { results: 'https://www.example.org/our-results', checkout: 'https://www.example.org/pay' };

describe('pageUrl', () => {
  it.each([
    ['the store’s own pages keep the path', { apiRoot: '', ns: 'pc' }, '/checkout', '/checkout'],
    [
      'another origin: the store’s checkout',
      { apiRoot: `${STORE}/`, ns: 'pc' },
      '/checkout',
      `${STORE}/checkout`,
    ],
    ['its query kept', { apiRoot: STORE, ns: 'pc' }, '/checkout?utm=tf', `${STORE}/checkout?utm=tf`],
    ['orders', { apiRoot: STORE, ns: 'pc' }, '/account/orders', `${STORE}/account/orders`],
    ['FAQs', { apiRoot: STORE, ns: 'pc' }, '/faqs-shipping-returns', `${STORE}/faqs-shipping-returns`],
    ['careers', { apiRoot: STORE, ns: 'pc' }, '/careers', `${STORE}/careers`],
    ['a path of no kind: the store’s', { apiRoot: STORE, ns: 'pc', pages }, '/quiz', `${STORE}/quiz`],
    ['a named checkout', { apiRoot: STORE, ns: 'pc', pages }, '/checkout?utm=tf', `${pages.checkout}?utm=tf`],
    [
      'a named results page for every results path',
      { apiRoot: STORE, ns: 'pc', pages },
      '/gift-quizresult?survey_log_id=7',
      `${pages.results}?survey_log_id=7`,
    ],
    ['a kind not named: the store’s', { apiRoot: STORE, ns: 'pc', pages }, '/careers', `${STORE}/careers`],
    ['a URL already resolved stays', { apiRoot: STORE, ns: 'pc' }, `${STORE}/checkout`, `${STORE}/checkout`],
    [
      'a path that only starts like a kind',
      { apiRoot: STORE, ns: 'pc', pages },
      '/checkouts',
      `${STORE}/checkouts`,
    ],
  ])('%s', (_label, config, path, url) => {
    setPageConfig(config);
    expect(pageUrl(path)).toBe(url);
  });
});
