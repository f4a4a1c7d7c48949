import { lazyChunk, useLazyChunk } from '@pc/shared';

// docs/decisions/0074: the bodies of the results page's three modals (spec §2 'more info' sections,
// the single-survey overlay, the email capture) are one chunk of their own, not part of the page's
// first load: no modal is open in the server's first view. It starts loading as the shopper heads
// for what opens one (a pointer, finger or focus reaching a 'More info' or add-to-cart button), and
// at once when the results state says the email capture is due (state/email.ts), which opens only
// once the chunk is here. Their texts come with them (messages/dialogs), in the locales the page speaks.
const dialogs = lazyChunk(() =>
  import('../components/dialogs.ts').then((chunk) => chunk.dialogTexts().then(() => chunk)),
);

export type Dialogs = typeof import('../components/dialogs.ts');

export const loadDialogs = dialogs.load;
export const preloadDialogs = dialogs.preload;
// A function, not the property read: an unused read stays in the bundle (a getter might have effects).
export const resetDialogsChunkForTests = (): void => dialogs.resetForTests();

/**
 * The modals' chunk once a modal has opened, else null (`useLazyChunk`): asked for when one opens and
 * it is not here yet. Then it stays, so a closed modal stays in place as the others do (closing one
 * leaves the keyboard's place in the results, where the next Tab goes on). `onFailure`: a load failed.
 */
export const useDialogs = (wanted: boolean, onFailure?: () => void): Dialogs | null =>
  useLazyChunk(dialogs, wanted, { keep: true, onFailure });
