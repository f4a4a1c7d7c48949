import { describe, expect, it } from 'vitest';
import { launchProduct } from '../test/launchFixture.ts';
import { readLaunchPageData } from './launchPageData.ts';

describe('readLaunchPageData (docs/decisions/0033)', () => {
  const product = launchProduct();
  it('reads the launch of its own code', () => {
    expect(
      readLaunchPageData(
        { launch: { code: 'gran-cenote_tf', product, stockStatus: 'outofstock' } },
        'gran-cenote_tf',
      ),
    ).toEqual({ product, stockStatus: 'outofstock' });
  });

  it.each([
    ['another launch', { launch: { code: 'gran-cenote', product, stockStatus: 'instock' } }],
    ['no page data', undefined],
    ['none', null],
    ['other page data', { results: {} }],
    ['a bad stock status', { launch: { code: 'gran-cenote_tf', product, stockStatus: 'gone' } }],
  ])('reads %s as none', (_case, pageData) => {
    expect(readLaunchPageData(pageData, 'gran-cenote_tf')).toBeNull();
  });
});
