import {
  COLLAB_EDITION_CODE,
  type LaunchEdition,
  type LaunchMetadata,
  type StockStatus,
} from '@pc/shared/contract';
import { asset } from './types.ts';

// spec §2 launch pages: the limited-release variations of the Play cologne (cologne_play) and of the
// body wash (body_wash), each with the content of its landing page (contract LaunchMetadata).
// Stock covers every spec §4 state: oud is on backorder, the Sensitive Rise Up wash is sold out, and
// the collaboration edition (an edition of gran-cenote, spec §7) sells out by date.

export interface LaunchVariationSeed {
  code: string;
  name: string;
  description: string;
  stockStatus: StockStatus;
  image: string;
  metadata: LaunchMetadata;
}

const PERFUMERS = {
  clara: {
    name: 'Clara Moreau',
    title: 'Perfumer, Grasse',
    bio: 'Trained in Grasse and Paris, Clara spent twelve years building fine fragrances before turning to everyday scents that last from the morning commute to last call.',
    image: asset('launch/perfumers/clara-moreau.svg'),
  },
  daniel: {
    name: 'Daniel Okafor',
    title: 'Perfumer, New York',
    bio: 'Daniel grew up between Lagos and Brooklyn and writes scents around places: a market at dusk, a ferry crossing, a kitchen full of spice.',
    image: asset('launch/perfumers/daniel-okafor.svg'),
  },
  ines: {
    name: 'Inés Castillo',
    title: 'Cosmetic chemist and perfumer, Mexico City',
    bio: 'Inés formulates washes for sensitive skin and blends their scents herself, so the fragrance never fights the formula.',
    image: asset('launch/perfumers/ines-castillo.svg'),
  },
};

const GRAN_CENOTE_NOTES = {
  top: ['Sea salt', 'Lime zest', 'Pink pepper'],
  heart: ['Jasmine sambac', 'Driftwood', 'Coconut water'],
  base: ['Ambergris accord', 'Sandalwood', 'Tonka bean'],
};

/**
 * spec §2 /throwing-fits (aliases /throwingfits, /tf), launch code gran-cenote_tf: the Gran Cenote
 * scent in the partner-collaboration bottle. It becomes sold out at 8 July 2021 00:00 Eastern (spec §4,
 * @pc/shared/contract launchStockStatus) and its checkout link carries this utm-style query (spec §2).
 */
const THROWING_FITS_EDITION: LaunchEdition = {
  banner: {
    image: asset('launch/banners/gran-cenote-tf.svg'),
    title: 'Gran Cenote × Throwing Fits',
    subtitle: 'A limited edition, available until July 8, 2021',
  },
  description:
    'The Warm & Oceanic Breeze you know, in a numbered collaboration bottle designed with the Throwing Fits crew.',
  story: {
    title: 'How the collaboration came together',
    paragraphs: [
      'Throwing Fits spent a week in Tulum in the spring and came back talking about one thing: the water at Gran Cenote, cold and clear under the limestone.',
      'We had been working on the same scent with our perfumer for a year. We sent them samples, they sent back notes, and three rounds later we had a bottle that both of us wanted to wear.',
      'This edition is made once. When it is gone, the collaboration bottle is gone too.',
    ],
    image: asset('launch/story-throwing-fits.svg'),
  },
  checkoutQuery: 'utm_source=throwingfits&utm_medium=partner&utm_campaign=gran-cenote-tf',
};

const GRAN_CENOTE_REVIEWS: LaunchMetadata['reviews'] = [
  {
    author: 'Marco R.',
    location: 'Miami, FL',
    rating: 5,
    title: 'Vacation in a bottle',
    text: 'Smells like the first swim of the trip. Two sprays last me all day.',
  },
  {
    author: 'Jae K.',
    location: 'Seattle, WA',
    rating: 5,
    title: 'Compliment magnet',
    text: 'Three people asked what I was wearing on the first night.',
  },
  {
    author: 'Andre P.',
    location: 'Austin, TX',
    rating: 4,
    title: 'Warm, not sweet',
    text: 'The salt and wood keep it from getting sugary. Wish the bottle were bigger.',
  },
];

export const COLOGNE_PLAY_LAUNCH_VARIATIONS: readonly LaunchVariationSeed[] = [
  {
    code: 'green',
    name: 'Green & Airy Cologne',
    description: 'Crushed fig leaf, green tea and white musk: the smell of a garden after rain.',
    stockStatus: 'instock',
    image: asset('launch/green.svg'),
    metadata: {
      banner: {
        image: asset('launch/banners/green.svg'),
        title: 'Green & Airy',
        subtitle: 'A fresh Play cologne for long, bright days',
      },
      description:
        'Green & Airy opens with bergamot and green tea, settles into fig leaf and violet, and dries down to soft vetiver. Light enough for the office, interesting enough for the weekend.',
      reviews: [
        {
          author: 'Sam T.',
          location: 'Portland, OR',
          rating: 5,
          title: 'My new everyday',
          text: 'Clean without smelling like soap. It lasts through a full workday.',
        },
        {
          author: 'Luis G.',
          location: 'Chicago, IL',
          rating: 4,
          title: 'Fresh and easy',
          text: 'Great for summer. The fig note is the star.',
        },
      ],
      scentNotes: {
        top: ['Bergamot', 'Green tea'],
        heart: ['Fig leaf', 'Violet leaf'],
        base: ['Vetiver', 'White musk'],
      },
      perfumer: PERFUMERS.clara,
    },
  },
  {
    code: 'oud',
    name: 'Sophisticated & Spicy Oud Cologne',
    description: 'Smoky oud, saffron and cardamom over a warm leather base.',
    stockStatus: 'onbackorder',
    image: asset('launch/oud.svg'),
    metadata: {
      banner: {
        image: asset('launch/banners/oud.svg'),
        title: 'Sophisticated & Spicy Oud',
        subtitle: 'Our richest Play cologne, for after dark',
      },
      description:
        'A modern oud that stays polished: saffron and cardamom up top, rose and oud at the heart, leather and labdanum to finish. One spray is plenty.',
      reviews: [
        {
          author: 'Omar H.',
          location: 'Houston, TX',
          rating: 5,
          title: 'Worth the wait',
          text: 'Ordered on backorder and it was worth every day. Deep and smooth.',
        },
        {
          author: 'Ben W.',
          location: 'Boston, MA',
          rating: 5,
          title: 'Date-night go-to',
          text: 'Spicy without being loud. Lasts into the next morning.',
        },
        {
          author: 'Chris D.',
          location: 'Denver, CO',
          rating: 4,
          title: 'Strong in the best way',
          text: 'Start with one spray. It projects.',
        },
      ],
      scentNotes: {
        top: ['Saffron', 'Cardamom'],
        heart: ['Oud', 'Damask rose'],
        base: ['Leather', 'Labdanum', 'Patchouli'],
      },
      perfumer: PERFUMERS.daniel,
    },
  },
  {
    code: 'gran-cenote',
    name: 'Warm & Oceanic Breeze Cologne',
    description: 'Sea salt, lime and driftwood, inspired by the cenotes of Tulum.',
    stockStatus: 'instock',
    image: asset('launch/gran-cenote.svg'),
    metadata: {
      banner: {
        image: asset('launch/banners/gran-cenote.svg'),
        title: 'Warm & Oceanic Breeze',
        subtitle: 'Gran Cenote: sun, salt and limestone',
      },
      description:
        'Named for the Gran Cenote outside Tulum, this Play cologne pairs bright lime and sea salt with jasmine and driftwood, then settles warm on sandalwood and ambergris.',
      reviews: GRAN_CENOTE_REVIEWS,
      scentNotes: GRAN_CENOTE_NOTES,
      perfumer: PERFUMERS.daniel,
      // spec §2 /throwing-fits: the partner-collaboration edition sells this variation (spec §7) with
      // its own banner and story; decision 0033.
      editions: { [COLLAB_EDITION_CODE]: THROWING_FITS_EDITION },
    },
  },
];

export const BODY_WASH_LAUNCH_VARIATIONS: readonly LaunchVariationSeed[] = [
  {
    code: 'bw-hydrating-woodlime',
    name: 'Hydrating Woodlime Body Wash',
    description: 'A hydrating wash with glycerin and aloe, scented with lime peel and cedar.',
    stockStatus: 'instock',
    image: asset('launch/woodlime.svg'),
    metadata: {
      banner: {
        image: asset('launch/banners/woodlime.svg'),
        title: 'Woodlime Body Wash',
        subtitle: 'Hydrating, sulfate-free, bright as a lime grove',
      },
      description:
        'A rich, low-foam wash that leaves skin soft instead of tight, with a zesty lime and cedarwood scent that lingers after the shower.',
      reviews: [
        {
          author: 'Dev S.',
          location: 'San Diego, CA',
          rating: 5,
          title: 'No more tight skin',
          text: 'First wash that does not dry me out in winter.',
        },
        {
          author: 'Tom F.',
          location: 'Brooklyn, NY',
          rating: 4,
          title: 'Smells great',
          text: 'The lime is bright and the cedar keeps it grown-up.',
        },
      ],
      ingredients: [
        { name: 'Glycerin', benefit: 'Draws in moisture and keeps skin hydrated.' },
        { name: 'Aloe leaf juice', benefit: 'Soothes and calms after a hot shower.' },
        { name: 'Coco-glucoside', benefit: 'A gentle, plant-derived cleanser, free of sulfates.' },
        { name: 'Lime peel oil', benefit: 'A natural source of the bright citrus scent.' },
      ],
      perfumer: PERFUMERS.ines,
    },
  },
  {
    code: 'bw-sensitive-riseup',
    name: 'Sensitive Rise Up Body Wash',
    description: 'A fragrance-light wash for sensitive skin, with cedar and blood orange.',
    stockStatus: 'outofstock',
    image: asset('launch/riseup.svg'),
    metadata: {
      banner: {
        image: asset('launch/banners/riseup.svg'),
        title: 'Cedar & Orange Body Wash',
        subtitle: 'Rise Up: gentle enough for sensitive skin',
      },
      reviews: [
        {
          author: 'Nate L.',
          location: 'Atlanta, GA',
          rating: 5,
          title: 'Finally, no itch',
          text: 'My skin reacts to everything. Not this.',
        },
      ],
      ingredients: [
        { name: 'Colloidal oatmeal', benefit: 'Calms itchy, reactive skin.' },
        { name: 'Panthenol', benefit: 'Supports the skin barrier.' },
        { name: 'Cedarwood oil', benefit: 'A soft woody scent at a low, skin-friendly level.' },
        { name: 'Blood orange extract', benefit: 'A gentle citrus lift.' },
      ],
      perfumer: PERFUMERS.ines,
    },
  },
];
