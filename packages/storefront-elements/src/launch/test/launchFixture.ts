import type { LaunchMetadata, LaunchProduct } from '@pc/shared/contract';

// A launch product as spec §7's variation call answers it (contract LaunchProduct), for unit tests.

export const GRAN_CENOTE_METADATA: LaunchMetadata = {
  banner: {
    image: '/assets/launch/banners/gran-cenote.svg',
    title: 'Warm & Oceanic Breeze',
    subtitle: 'Sun and salt',
  },
  description: 'Lime and sea salt over driftwood.',
  reviews: [
    {
      author: 'Marco R.',
      location: 'Miami, FL',
      rating: 5,
      title: 'Vacation in a bottle',
      text: 'Two sprays last all day.',
    },
    {
      author: 'Jae K.',
      location: 'Seattle, WA',
      rating: 4,
      title: 'Compliment magnet',
      text: 'People asked.',
    },
  ],
  scentNotes: { top: ['Sea salt'], heart: ['Jasmine'], base: ['Sandalwood'] },
  perfumer: {
    name: 'Daniel Okafor',
    title: 'Perfumer, New York',
    bio: 'Writes scents around places.',
    image: '/p.svg',
  },
  editions: {
    'gran-cenote_tf': {
      banner: {
        image: '/assets/launch/banners/gran-cenote-tf.svg',
        title: 'Gran Cenote × Throwing Fits',
        subtitle: 'Limited',
      },
      story: { title: 'How it came together', paragraphs: ['A week in Tulum.'], image: '/story.svg' },
      checkoutQuery: 'utm_source=throwingfits&utm_medium=partner',
    },
  },
};

export const launchProduct = (
  metadata: Record<string, unknown> = GRAN_CENOTE_METADATA,
  stockStatus: LaunchProduct['variation']['stock_status'] = 'instock',
): LaunchProduct => ({
  product: { id: 111, name: 'Play Cologne', category: 'cologne', images: ['/play.svg'] },
  variation: {
    id: 11103,
    parent_id: 111,
    sku: 'COL-PLAY-GRAN-CENOTE',
    price: 50,
    description: 'Sea salt, lime and driftwood.',
    full_description: 'Sea salt, lime and driftwood.',
    image: '/gran-cenote.svg',
    stock_status: stockStatus,
    metadata,
  },
});
