import { lazyChunk, useLazyChunk } from '@pc/shared';

// docs/decisions/0136: the quiz's two modals (spec §2 welcome-back and lose-progress overlays) are a
// chunk of their own, not part of the page's first load: neither is open in the first view (the
// visitor is asked after it, docs/decisions/0024). The lose-progress modal's code starts loading as
// the quiz starts (its first selection, or a saved one), so it opens without waiting; the welcome-back
// modal's loads once the visitor is known. One asked for before it has arrived opens when it does.
// Their texts come with them (messages/dialogs), in the locales the page speaks.
const dialogs = lazyChunk(() =>
  import('../components/dialogs.ts').then((chunk) => chunk.dialogTexts().then(() => chunk)),
);

export type Dialogs = typeof import('../components/dialogs.ts');

export const preloadDialogs = dialogs.preload;
// A function, not the property read: an unused read stays in the bundle (a getter might have effects).
export const resetDialogsChunkForTests = (): void => dialogs.resetForTests();

/**
 * The modals' chunk once one is wanted and here, else null (`useLazyChunk`). Then it stays, so a
 * closed modal stays in place and hands focus back as it closes.
 */
export const useDialogs = (wanted: boolean): Dialogs | null => useLazyChunk(dialogs, wanted, { keep: true });
