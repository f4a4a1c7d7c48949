import { lazyChunk } from '@pc/shared';

// The checkout's and the orders' views (/elements/frames.js, docs/decisions/0147): React's, from the
// element build, loaded on demand with the React of the elements' runtime chunk, so the router holds
// none of it. The router asks for them with a route that shows an order (routeView.ts prepareRoute),
// so they are in before its view draws; a failed load is tried again by the next such route.
export const frameViews = lazyChunk(() => import('@pc/storefront-elements/frames'));
