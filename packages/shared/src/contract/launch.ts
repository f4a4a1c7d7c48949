import * as v from 'valibot';
import { COLLAB_SOLD_OUT_AT } from '../constants.ts';
import { defineCall } from './call.ts';
import { BODY_WASH_CODES, COLOGNE_PLAY_CODES, StockStatus, Variation } from './products.ts';

// spec §2 Launch page by product code, spec §7 the variation call each code makes, spec §4 the
// collaboration edition's dated sold-out rule. Both sides use these: the element (its first view from
// page data, or its own call) and the store server (the page data it prints).

/** spec §2 "Product landing pages, by product code". */
export const LAUNCH_CODES = [
  'green',
  'bw-hydrating-woodlime',
  'bw-sensitive-riseup',
  'oud',
  'gran-cenote',
  'gran-cenote_tf',
] as const;
export type LaunchCode = (typeof LAUNCH_CODES)[number];

/** spec §2: the partner-collaboration edition, the one launch page with a story section. */
export const COLLAB_EDITION_CODE = 'gran-cenote_tf' satisfies LaunchCode;

export const isLaunchCode = (value: unknown): value is LaunchCode =>
  typeof value === 'string' && (LAUNCH_CODES as readonly string[]).includes(value);

/** The spec §7 variation call a launch page makes: its product slug and variation code. */
export type LaunchVariationRequest =
  | { readonly slug: 'cologne_play'; readonly code: (typeof COLOGNE_PLAY_CODES)[number] }
  | { readonly slug: 'body_wash'; readonly code: (typeof BODY_WASH_CODES)[number] };

/**
 * spec §7: `cologne_play/variations/{code}` for green, oud and gran-cenote, "also for the
 * collaboration edition, gran-cenote"; `body_wash/variations/{code}` for the two body washes.
 */
export const launchVariationRequest = (code: LaunchCode): LaunchVariationRequest => {
  if (code === COLLAB_EDITION_CODE) return { slug: 'cologne_play', code: 'gran-cenote' };
  if (code === 'bw-hydrating-woodlime' || code === 'bw-sensitive-riseup') return { slug: 'body_wash', code };
  return { slug: 'cologne_play', code };
};

/** spec §4: "The collaboration edition also becomes sold out at or after 8 July 2021 00:00 Eastern time." */
export const isCollabSoldOut = (now: Date): boolean => now.getTime() >= Date.parse(COLLAB_SOLD_OUT_AT);

/**
 * The stock status a launch page shows (spec §4): the variation's own, except that the collaboration
 * edition is sold out from its date on. `now` is the store's clock (the server's, with the session's
 * QA override) or, on a page without page data, the browser's once the element has mounted.
 */
export const launchStockStatus = (code: LaunchCode, status: StockStatus, now: Date): StockStatus =>
  code === COLLAB_EDITION_CODE && isCollabSoldOut(now) ? 'outofstock' : status;

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

/**
 * Page data of the launch routes (docs/decisions/0033): the launch product as the route's
 * spec §7 call answers it and the stock status the page shows, both as of the store's clock, so the
 * first view (and the sold-out decision) is in the HTML and needs no request.
 */
export const LaunchPageData = v.object({
  launch: v.object({
    code: v.picklist(LAUNCH_CODES),
    product: LaunchProduct,
    stockStatus: StockStatus,
  }),
});
export type LaunchPageData = v.InferOutput<typeof LaunchPageData>;
