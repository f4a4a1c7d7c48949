import { lazyChunk } from '@pc/shared';

// The overlay's HTML sanitiser (DOMPurify, 10 KB brotli) is its own chunk, never loaded with the page
// (docs/decisions/0029). It starts loading as soon as the shopper heads for 'tap for more info'
// (docs/decisions/0067): a pointer or finger reaches it, or it takes focus; so the overlay opens with
// its full description in it, not an empty line waiting for the chunk.
export const sanitizerChunk = lazyChunk(() =>
  import('./candleSanitizer.ts').then((module) => module.sanitizeHtml),
);

export const preloadSanitizer = sanitizerChunk.preload;
