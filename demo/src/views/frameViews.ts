import { lazyChunk } from '@pc/shared';
import type { PriceFormat } from '@pc/shared/format';
import type { FramesMessages } from '@pc/storefront-elements/frames';

// The checkout's and the orders' views (/elements/frames.js, docs/decisions/0147): React's, from the
// element build, loaded on demand with the React of the elements' runtime chunk, so the router holds
// none of it. The router asks for them with a route that shows an order (routeView.ts prepareRoute),
// so they are in before its view draws; a failed load is tried again by the next such route. They come
// with the frames' messages in the page's locale (docs/decisions/0210: `#pc-config`'s `locale`, fetched
// first when it is not en-US), so a view draws in it at once.
export const frameViews = lazyChunk(async () => {
  const views = await import('@pc/storefront-elements/frames');
  return { ...views, messages: await views.frameMessages(), price: views.framePrices() };
});

/**
 * The frames' messages in the page's locale, for what the demo's scripts write into the frames (an
 * alert, an announcement): loaded with the frames' views.
 */
export const frameMessages = async (): Promise<FramesMessages> => (await frameViews.load()).messages;

/** The frames' prices in the page's locale and the store's currency, loaded with the frames' views. */
export const framePrices = async (): Promise<PriceFormat> => (await frameViews.load()).price;
