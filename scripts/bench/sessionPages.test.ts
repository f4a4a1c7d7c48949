import { describe, expect, it } from 'vitest';
import { cookieHeader, nonceOfPage, SESSION_PAGES } from './sessionPages.ts';

// docs/decisions/0044: the bench measures an order-received page in the session that placed the order.

describe('nonceOfPage', () => {
  it('reads the nonce of the page configuration the store prints', () => {
    const html =
      '<head><script type="application/json" id="pc-config">{"apiRoot":"","ns":"pc","nonce":"abc\\u003c1"}</script></head>';
    expect(nonceOfPage(html)).toBe('abc<1');
  });

  it('passes over the demo page comment that names the tag (demo/index.html)', () => {
    const html =
      '<!-- The store server injects the page configuration here: <script type="application/json" id="pc-config">. -->' +
      '<script type="module" src="/demo/x.js"></script>' +
      '<script type="application/json" id="pc-config">{"nonce":"n-2"}</script>';
    expect(nonceOfPage(html)).toBe('n-2');
  });

  it.each([
    ['no configuration', '<head></head>'],
    [
      'a configuration without a nonce',
      '<script type="application/json" id="pc-config">{"ns":"pc"}</script>',
    ],
  ])('refuses a page with %s', (_, html) => {
    expect(() => nonceOfPage(html)).toThrow('the page carries no nonce');
  });
});

describe('cookieHeader', () => {
  it.each([
    [[], ''],
    [[{ name: 'pc_session', value: 's1' }], 'pc_session=s1'],
    [
      [
        { name: 'pc_session', value: 's1' },
        { name: 'other', value: 'x' },
      ],
      'pc_session=s1; other=x',
    ],
  ])('%j → %s', (cookies, header) => {
    expect(cookieHeader(cookies)).toBe(header);
  });
});

describe('SESSION_PAGES', () => {
  it('makes a session for the checkout (a cart with an offer) and the order-received page', () => {
    expect(Object.keys(SESSION_PAGES)).toEqual(['checkout', 'order-received']);
  });
});
