// The checkout's and the orders' views (/elements/frames.js, docs/decisions/0147): React's, from the
// element build, loaded on demand with the React of the elements' runtime chunk, so the router holds
// none of it. The router asks for them with a route that shows an order (routeView.ts prepareRoute),
// so they are in before its view draws.

type FrameViews = typeof import('@pc/storefront-elements/frames');

let views: FrameViews | null = null;
let loading: Promise<FrameViews> | null = null;

/** Loads the views once; a failed load is tried again by the next call. */
export const loadFrameViews = (): Promise<FrameViews> => {
  loading ??= import('@pc/storefront-elements/frames').then(
    (module) => {
      views = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** The views once loaded; null before. */
export const frameViews = (): FrameViews | null => views;
