import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

// spec §3 Product and Variation.
export const StockStatus = v.picklist(['instock', 'outofstock', 'onbackorder']);
export type StockStatus = v.InferOutput<typeof StockStatus>;

export const Variation = v.object({
  id: v.number(),
  parent_id: v.number(),
  sku: v.string(),
  price: v.number(),
  description: v.string(),
  full_description: v.string(),
  image: v.string(),
  stock_status: StockStatus,
  metadata: v.record(v.string(), v.unknown()),
});
export type Variation = v.InferOutput<typeof Variation>;

/** spec §3: candle metadata (every field is present on seeded candles). */
export const CandleMetadata = v.object({
  disabled: v.boolean(),
  title: v.string(),
  name: v.string(),
  short_description: v.string(),
  url: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  videos: v.array(v.string()),
  notes: v.string(),
  full_description: v.string(),
  footer: v.string(),
  address: v.string(),
});
export type CandleMetadata = v.InferOutput<typeof CandleMetadata>;

export const Product = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  price: v.number(),
  images: v.array(v.string()),
  category: v.string(),
  variations: v.array(Variation),
});
export type Product = v.InferOutput<typeof Product>;

/** spec §2: launch product codes, by landing route. */
export const COLOGNE_PLAY_CODES = ['green', 'oud', 'gran-cenote', 'gran-cenote_tf'] as const;
export const BODY_WASH_CODES = ['bw-hydrating-woodlime', 'bw-sensitive-riseup'] as const;

export const getCandle = defineCall({
  name: 'getCandle',
  method: 'GET',
  path: '/wp-json/{ns}/v1/products/candle',
  encoding: 'query',
  request: NoParams,
  response: Product,
});

export const getEGiftCard = defineCall({
  name: 'getEGiftCard',
  method: 'GET',
  path: '/wp-json/{ns}/v1/products/e-gift-card',
  encoding: 'query',
  request: NoParams,
  response: Product,
});

export const getGiftCard = defineCall({
  name: 'getGiftCard',
  method: 'GET',
  path: '/wp-json/{ns}/v1/products/gift-card',
  encoding: 'query',
  request: NoParams,
  response: Product,
});

/** A launch product: the variation of the code, with its parent product's name and images. */
export const LaunchProduct = v.object({
  product: v.object({ id: v.number(), name: v.string(), category: v.string(), images: v.array(v.string()) }),
  variation: Variation,
});
export type LaunchProduct = v.InferOutput<typeof LaunchProduct>;

export const getColognePlayVariation = defineCall({
  name: 'getColognePlayVariation',
  method: 'GET',
  path: '/wp-json/{ns}/v1/products/cologne_play/variations/{code}',
  encoding: 'query',
  request: v.object({ code: v.picklist(COLOGNE_PLAY_CODES) }),
  response: LaunchProduct,
});

export const getBodyWashVariation = defineCall({
  name: 'getBodyWashVariation',
  method: 'GET',
  path: '/wp-json/{ns}/v1/products/body_wash/variations/{code}',
  encoding: 'query',
  request: v.object({ code: v.picklist(BODY_WASH_CODES) }),
  response: LaunchProduct,
});

/**
 * spec §2 Launch page content, carried in a launch variation's metadata: a banner, optional
 * description, optional story (the collaboration edition), reviews, scent notes (colognes) or
 * ingredients (body washes), and the perfumer. `soldOutAt` is the spec §4 dated sold-out rule
 * (gran-cenote_tf); `checkoutQuery` is the utm-style query the collaboration edition appends to
 * /checkout (spec §2).
 */
export const LaunchMetadata = v.object({
  banner: v.object({ image: v.string(), title: v.string(), subtitle: v.string() }),
  description: v.optional(v.string()),
  story: v.optional(v.object({ title: v.string(), paragraphs: v.array(v.string()), image: v.string() })),
  reviews: v.array(
    v.object({
      author: v.string(),
      location: v.string(),
      rating: v.number(),
      title: v.string(),
      text: v.string(),
    }),
  ),
  scentNotes: v.optional(
    v.object({ top: v.array(v.string()), heart: v.array(v.string()), base: v.array(v.string()) }),
  ),
  ingredients: v.optional(v.array(v.object({ name: v.string(), benefit: v.string() }))),
  perfumer: v.object({ name: v.string(), title: v.string(), bio: v.string(), image: v.string() }),
  soldOutAt: v.optional(v.string()),
  checkoutQuery: v.optional(v.string()),
});
export type LaunchMetadata = v.InferOutput<typeof LaunchMetadata>;
