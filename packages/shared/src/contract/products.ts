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

/**
 * spec §7: the variation codes of the launch calls. The collaboration edition (launch code
 * gran-cenote_tf) asks for gran-cenote (contract/launch.ts).
 */
export const COLOGNE_PLAY_CODES = ['green', 'oud', 'gran-cenote'] as const;
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

const LaunchBanner = v.object({ image: v.string(), title: v.string(), subtitle: v.string() });
const LaunchStory = v.object({ title: v.string(), paragraphs: v.array(v.string()), image: v.string() });

/**
 * What a launch code shows differently from the variation it sells (spec §2: the collaboration
 * edition gran-cenote_tf sells gran-cenote, with its own banner and story, and appends a utm-style
 * `checkoutQuery` to /checkout). Decision 0033.
 */
export const LaunchEdition = v.object({
  banner: LaunchBanner,
  description: v.optional(v.string()),
  story: v.optional(LaunchStory),
  checkoutQuery: v.optional(v.string()),
});
export type LaunchEdition = v.InferOutput<typeof LaunchEdition>;

/**
 * spec §2 Launch page content, carried in a launch variation's metadata: a banner, optional
 * description, optional story, reviews, scent notes (colognes) or ingredients (body washes), the
 * perfumer, and the editions other launch codes show of the same variation (keyed by launch code).
 */
export const LaunchMetadata = v.object({
  banner: LaunchBanner,
  description: v.optional(v.string()),
  story: v.optional(LaunchStory),
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
  editions: v.optional(v.record(v.string(), LaunchEdition)),
});
export type LaunchMetadata = v.InferOutput<typeof LaunchMetadata>;
