// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { assetUrl } from './assetUrl.ts';
import { resetPageConfigForTests } from './pageConfig.ts';

afterEach(() => resetPageConfigForTests());

describe('assetUrl: store paths on any host', () => {
  it.each([
    ['', '/assets/quiz/icon.svg', '/assets/quiz/icon.svg'],
    ['https://shop.example.com', '/assets/quiz/icon.svg', 'https://shop.example.com/assets/quiz/icon.svg'],
    ['https://shop.example.com/', '/assets/a.png', 'https://shop.example.com/assets/a.png'],
    ['https://shop.example.com', 'https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['https://shop.example.com', '//cdn.example.com/a.png', '//cdn.example.com/a.png'],
    ['https://shop.example.com', 'data:image/svg+xml,', 'data:image/svg+xml,'],
  ])('apiRoot %j: %s → %s', (apiRoot, path, url) => {
    setPageConfig({ apiRoot, ns: 'pc' });
    expect(assetUrl(path)).toBe(url);
  });
});
