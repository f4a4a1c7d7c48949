import { describe, expect, it } from 'vitest';
import { GRAN_CENOTE_METADATA, launchProduct } from '../test/launchFixture.ts';
import {
  checkoutHref,
  checkoutPosition,
  type LaunchSectionKind,
  launchSections,
  launchView,
} from './launchView.ts';

describe('checkoutHref (spec §2: the collaboration edition appends a utm-style query string to /checkout)', () => {
  it.each([
    [undefined, '/checkout'],
    ['', '/checkout'],
    ['utm_source=throwingfits', '/checkout?utm_source=throwingfits'],
    ['?utm_source=a&utm_medium=b', '/checkout?utm_source=a&utm_medium=b'],
  ])('%j → %s', (query, href) => {
    expect(checkoutHref(query)).toBe(href);
  });
});

describe('launchSections (spec §2: banner, optional description, optional story, optional reviews, ingredients or scent notes, perfumer, footer)', () => {
  const review = [{ author: 'a', location: 'b', rating: 5, title: 't', text: 'x' }];
  const rows: [string, Parameters<typeof launchSections>[0], LaunchSectionKind[]][] = [
    [
      'every section, scent notes',
      {
        description: 'd',
        story: { title: 's', paragraphs: [], image: '' },
        reviews: review,
        scentNotes: { top: [], heart: [], base: [] },
      },
      ['banner', 'description', 'story', 'reviews', 'scent-notes', 'perfumer', 'footer'],
    ],
    [
      'no optional section, ingredients',
      { reviews: [], ingredients: [{ name: 'Glycerin', benefit: 'b' }] },
      ['banner', 'ingredients', 'perfumer', 'footer'],
    ],
    ['neither notes nor ingredients', { reviews: review }, ['banner', 'reviews', 'perfumer', 'footer']],
  ];
  it.each(rows)('%s', (_case, content, sections) => {
    expect(launchSections(content)).toEqual(sections);
  });

  it('numbers the checkout buttons by their section, 1-based (spec §7 position)', () => {
    const sections = launchSections({
      description: 'd',
      reviews: review,
      scentNotes: { top: [], heart: [], base: [] },
    });
    expect(checkoutPosition(sections, 'banner')).toBe(1);
    expect(checkoutPosition(sections, 'reviews')).toBe(3);
    expect(checkoutPosition(sections, 'footer')).toBe(6);
  });
});

describe('launchView', () => {
  it('gives gran-cenote its own content and plain /checkout', () => {
    const view = launchView('gran-cenote', launchProduct(), 'instock');
    expect(view).toMatchObject({
      productId: 111,
      variationId: 11103,
      price: 50,
      stockStatus: 'instock',
      banner: { title: 'Warm & Oceanic Breeze' },
      description: 'Lime and sea salt over driftwood.',
      checkoutHref: '/checkout',
      sections: ['banner', 'description', 'reviews', 'scent-notes', 'perfumer', 'footer'],
    });
    expect(view?.story).toBeUndefined();
  });

  it('lays the collaboration edition over gran-cenote: its banner, story and checkout query', () => {
    const view = launchView('gran-cenote_tf', launchProduct(), 'outofstock');
    expect(view).toMatchObject({
      variationId: 11103,
      stockStatus: 'outofstock',
      banner: { title: 'Gran Cenote × Throwing Fits' },
      // the edition has no description of its own: gran-cenote's shows
      description: 'Lime and sea salt over driftwood.',
      story: { title: 'How it came together' },
      reviews: GRAN_CENOTE_METADATA.reviews,
      checkoutHref: '/checkout?utm_source=throwingfits&utm_medium=partner',
      sections: ['banner', 'description', 'story', 'reviews', 'scent-notes', 'perfumer', 'footer'],
    });
  });

  it('shows nothing for content that does not parse (spec §8: the page stays empty)', () => {
    expect(launchView('green', launchProduct({ banner: 'nope' }), 'instock')).toBeNull();
  });
});
