import { lazyChunk } from '@pc/shared';

// spec §2 Post-purchase survey modal: the follow-up search's fuzzy matcher (@pc/shared/search with
// fuse.js, 6.6 KB brotli) is its own chunk, never loaded with the survey's first view, which is the
// option list (docs/decisions/0072). It starts loading as soon as the shopper heads for an option that
// has a follow-up (docs/decisions/0067): a pointer or finger reaches it, it takes focus, or it is
// chosen; the follow-up search loads it at the latest when it appears (spec §4: 350 ms after the
// choice), and a query typed before it arrives is searched as soon as it does.
export const searchChunk = lazyChunk(() =>
  import('@pc/shared/search').then((module) => module.createFuzzySearch),
);

export const preloadSearch = searchChunk.preload;
