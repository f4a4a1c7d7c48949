import { lazyChunk, useLazyChunk } from '@pc/shared';
import { preloadDialogs } from './dialogsChunk.ts';

// docs/decisions/0067, 0136: what the results page does once the shopper acts is a chunk of its own,
// not part of the page's first load: a tailored add's compatibility check and cart lines, the bathroom
// module's add, the email capture's and save-results' sends, and what shows only after one of them (the
// added banner's message, the proceed banner). It starts loading as the shopper heads for what acts: a
// pointer, finger or focus reaching an add-to-cart button, the bathroom module's CHECKOUT or the
// save-results form or a navigation row button, or the email capture as it opens; and as the server
// says the proceed banner is due (it shows 2.5 s later, spec §4). A press before it has arrived waits
// for it (an add's button busy at once).
// Their texts come with them (messages/actions), in the locales the page speaks.
const actions = lazyChunk(() =>
  import('./actions.ts').then((chunk) => chunk.actionTexts().then(() => chunk)),
);

export type Actions = typeof import('./actions.ts');

export const loadActions = actions.load;
export const preloadActions = actions.preload;
/** The chunk once it has arrived, else null. */
export const loadedActions = actions.loaded;
// A function, not the property read: an unused read stays in the bundle (a getter might have effects).
export const resetActionsChunkForTests = (): void => actions.resetForTests();

/** The chunk while `wanted` and here, else null (`useLazyChunk`): the views that show after an action. */
export const useActions = (wanted: boolean): Actions | null => useLazyChunk(actions, wanted);

/**
 * A pointer, finger or focus reaching a tailored add's button (a card's add-to-cart, the bathroom
 * module's CHECKOUT): the add's code, and the modals' chunk, since the add may meet a cart conflict
 * whose overlay is there (docs/decisions/0074).
 */
export const preloadTailoredAdd = (): void => {
  preloadActions();
  preloadDialogs();
};
