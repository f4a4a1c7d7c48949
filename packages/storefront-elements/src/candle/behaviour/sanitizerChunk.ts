import type { sanitizeHtml } from './candleSanitizer.ts';

// The overlay's HTML sanitiser (DOMPurify, 10 KB brotli) is its own chunk, never loaded with the page
// (docs/decisions/0029). It starts loading as soon as the shopper heads for 'tap for more info'
// (docs/decisions/0067): a pointer or finger reaches it, or it takes focus; so the overlay opens with
// its full description in it, not an empty line waiting for the chunk.

type Sanitize = typeof sanitizeHtml;

let loading: Promise<Sanitize> | undefined;
let loaded: Sanitize | null = null;

/** Starts loading the sanitiser's chunk, once per page; a failed load is tried again on the next call. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./candleSanitizer.ts').then(
    (module) => {
      loaded = module.sanitizeHtml;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For event handlers: starts the load, ignores its outcome (the overlay asks again when it opens). */
export const preloadSanitizer = (): void => {
  loadSanitizer().catch(() => {});
};

/** The sanitiser if its chunk has arrived, else null. */
export const loadedSanitizer = (): Sanitize | null => loaded;

/** Unit tests: a page that has not loaded the chunk yet. */
export const resetSanitizerChunkForTests = (): void => {
  loading = undefined;
  loaded = null;
};
