import * as v from 'valibot';
import { defineCall, NoParams } from './call.ts';

// spec §3 Product and Variation (a launch product and its page: launch.ts).
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
