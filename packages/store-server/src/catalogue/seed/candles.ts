import type { CandleMetadata, StockStatus } from '@pc/shared/contract';
import { asset, type SeedProduct, type SeedVariation } from './types.ts';

// spec §2 candle landing page and spec §3 candle metadata. Each candle is a place: the map shows a
// marker at its latitude/longitude, /candle/{url} opens it (url is the path segment after /candle/),
// and the arrows skip the disabled one (spec §4).

const CANDLE_PRICE = 48;
const CANDLE_PRODUCT_ID = 301;

interface CandleSeed {
  stockStatus: StockStatus;
  meta: Omit<CandleMetadata, 'videos' | 'url'>;
  url: string;
}

/** Four short clips per candle (spec §3: videos (four)), files under assets/candles/videos. */
const videosOf = (url: string): string[] =>
  ['flame', 'pour', 'label', 'place'].map((clip) => asset(`candles/videos/${url}-${clip}.webm`));

const FOOTER = 'Hand-poured in Brooklyn, NY. 8 oz coconut-soy wax, cotton wick, about 50 hours of burn time.';

const CANDLES: CandleSeed[] = [
  {
    url: 'gran-cenote',
    stockStatus: 'instock',
    meta: {
      disabled: false,
      title: 'No. 01',
      name: 'Gran Cenote',
      short_description: 'Limestone, lime and cool fresh water.',
      latitude: 20.2465,
      longitude: -87.4642,
      notes: 'Top: lime, sea salt. Heart: water lily, jasmine. Base: limestone accord, driftwood.',
      full_description:
        'A candle for the cenote outside Tulum: the cold water, the limestone walls, the jungle at the edge. Bright lime and salt up top, a cool watery heart, and a mineral, woody base.',
      footer: FOOTER,
      address: 'Carretera Tulum-Cobá km 3.5, 77796 Tulum, Quintana Roo, Mexico',
    },
  },
  {
    url: 'arashiyama',
    stockStatus: 'instock',
    meta: {
      disabled: false,
      title: 'No. 02',
      name: 'Arashiyama',
      short_description: 'Green bamboo, hinoki and morning mist.',
      latitude: 35.017,
      longitude: 135.6713,
      notes: 'Top: green bamboo, yuzu. Heart: hinoki, green tea. Base: moss, white cedar.',
      full_description:
        'The bamboo grove west of Kyoto before the crowds arrive: tall green stalks creaking in the wind, hinoki wood from the temples nearby and a soft mossy floor.',
      footer: FOOTER,
      address: 'Sagaogurayama Tabuchiyamacho, Ukyo Ward, Kyoto 616-8394, Japan',
    },
  },
  {
    url: 'majorelle',
    stockStatus: 'instock',
    meta: {
      disabled: false,
      title: 'No. 03',
      name: 'Majorelle',
      short_description: 'Orange blossom, cactus and warm blue walls.',
      latitude: 31.6417,
      longitude: -8.0033,
      notes: 'Top: orange blossom, bitter orange. Heart: cactus flower, mint. Base: cedar, warm stone.',
      full_description:
        'The garden in Marrakech painted cobalt blue: orange trees, cactus in the sun and cool mint tea in the shade, over a base of cedar and sun-warmed stone.',
      footer: FOOTER,
      address: 'Rue Yves Saint Laurent, Marrakech 40090, Morocco',
    },
  },
  {
    url: 'big-sur',
    stockStatus: 'onbackorder',
    meta: {
      disabled: false,
      title: 'No. 04',
      name: 'Big Sur',
      short_description: 'Redwood, sage and Pacific fog.',
      latitude: 36.238,
      longitude: -121.8161,
      notes: 'Top: sea fog, bay leaf. Heart: coastal sage, eucalyptus. Base: redwood, amber.',
      full_description:
        'Pfeiffer Beach at the end of a long drive down Highway 1: fog rolling off the Pacific, sage on the cliffs and the redwoods behind you.',
      footer: FOOTER,
      address: 'Sycamore Canyon Rd, Big Sur, CA 93920, United States',
    },
  },
  {
    url: 'blue-lagoon',
    stockStatus: 'instock',
    meta: {
      disabled: false,
      title: 'No. 05',
      name: 'Blue Lagoon',
      short_description: 'Silica, moss and warm mineral water.',
      latitude: 63.8804,
      longitude: -22.4495,
      notes: 'Top: cold air, juniper. Heart: silica mud, Icelandic moss. Base: volcanic stone, musk.',
      full_description:
        'Steam over milky blue water in the lava fields of Reykjanes: cold air on your face, warm water to your shoulders, moss on the black rock.',
      footer: FOOTER,
      address: 'Norðurljósavegur 9, 240 Grindavík, Iceland',
    },
  },
  {
    url: 'positano',
    stockStatus: 'outofstock',
    meta: {
      disabled: false,
      title: 'No. 06',
      name: 'Positano',
      short_description: 'Amalfi lemon, fig and sea air.',
      latitude: 40.6281,
      longitude: 14.485,
      notes: 'Top: Amalfi lemon, neroli. Heart: fig, sea air. Base: white wood, sun-dried linen.',
      full_description:
        'A terrace above the Tyrrhenian Sea: lemons on the trees, figs ripening on the wall, linen drying in the afternoon sun.',
      footer: FOOTER,
      address: 'Via Cristoforo Colombo, 84017 Positano SA, Italy',
    },
  },
  {
    url: 'oia',
    stockStatus: 'instock',
    meta: {
      // spec §4: disabled candles stay on the map data but the arrows skip them.
      disabled: true,
      title: 'No. 07',
      name: 'Oia',
      short_description: 'Whitewash, wild thyme and sunset.',
      latitude: 36.4618,
      longitude: 25.3753,
      notes: 'Top: wild thyme, sea salt. Heart: caper flower, olive leaf. Base: volcanic stone, warm amber.',
      full_description:
        'The village at the northern tip of Santorini at sunset: whitewashed walls still warm, wild thyme on the hillside, the caldera turning gold. Coming back next season.',
      footer: FOOTER,
      address: 'Oia 847 02, Santorini, Greece',
    },
  },
];

/**
 * spec §3 metadata full_description is HTML from the CMS (the candle page sanitises it, docs/decisions/0050): the
 * story, then how to burn it, as a CMS author writes them.
 */
const fullDescriptionHtml = (candle: CandleSeed): string =>
  `<p>${candle.meta.full_description}</p><p>Light it for <strong>two to three hours</strong> the first time, until the whole surface has melted, and it burns evenly to the end.</p>`;

const variation = (candle: CandleSeed, index: number): SeedVariation => {
  const metadata: CandleMetadata = {
    ...candle.meta,
    url: candle.url,
    videos: videosOf(candle.url),
    full_description: fullDescriptionHtml(candle),
  };
  return {
    id: CANDLE_PRODUCT_ID * 100 + index + 1,
    code: candle.url,
    name: `${candle.meta.name} Candle`,
    sku: `CANDLE-${candle.url.toUpperCase()}`,
    price: CANDLE_PRICE,
    subscriptionPrice: null,
    description: candle.meta.short_description,
    fullDescription: candle.meta.full_description,
    image: asset(`candles/${candle.url}.svg`),
    stockStatus: candle.stockStatus,
    attributes: { place: candle.url },
    metadata,
  };
};

export const CANDLE: SeedProduct = {
  id: CANDLE_PRODUCT_ID,
  slug: 'candle',
  name: 'Places Candle Collection',
  description: 'Candles that smell like places we love. Pick a spot on the map.',
  category: 'candle',
  kind: 'variable',
  price: CANDLE_PRICE,
  subscriptionPrice: null,
  defaultCadence: null,
  images: [asset('candles/collection.svg')],
  metadata: {},
  bundleItems: [],
  variations: CANDLES.map(variation),
};
