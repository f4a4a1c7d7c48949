import { catalogMessages, type LazyChunk, type Locale, lazyChunk } from '@pc/shared';

// The page's later code (behaviour/later.ts: the physical view, 'SOLD OUT', the send time in the
// shopper's own time, the add to the cart) is a chunk of its own, never loaded with the page
// (docs/decisions/0136): the first view has no selection, shows the e-gift view, says the send rule
// and keeps the FAQ's answers closed. It starts loading as the shopper heads for any of them
// (docs/decisions/0067): their first entry, pick or switch; a pointer, finger or focus reaching the
// physical view's toggle or the FAQ. So it is here when a selection is complete, the physical view
// opens or an answer is read; until then the page says what its first view says. Its texts
// (messages/later) and, on a page in another locale than en-US, the shop catalog's messages in it come
// with it, so 'SOLD OUT', the physical view or a send time never holds a render.

export type Later = typeof import('./later.ts');

const chunks: Partial<Record<Locale, LazyChunk<Later>>> = {};

/** The later code's chunk for a page in `locale`. */
export const laterChunkIn = (locale: Locale): LazyChunk<Later> =>
  (chunks[locale] ??= lazyChunk(() =>
    import('./later.ts').then(async (later) => {
      await Promise.all([
        catalogMessages(later.shopMessages, locale),
        catalogMessages(later.laterMessages, locale),
      ]);
      return later;
    }),
  ));

/** unit tests: a page that has not loaded the chunk yet, in any locale */
export const resetLaterChunkForTests = (): void => {
  for (const chunk of Object.values(chunks)) chunk.resetForTests();
};
