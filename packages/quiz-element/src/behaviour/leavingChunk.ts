import { lazyChunk } from '@pc/shared';

// docs/decisions/0188: the leaving guard (leaving.ts, spec §4 Leaving) holds a quiz back only once it has
// started, so its code is not part of the page's first load (the quiz's page is at its 80 KB): it
// starts loading as the shopper heads for the quiz (the first pointer over it, or focus in it), and
// the guard is installed once the quiz has started and the chunk is here.
export const leavingChunk = lazyChunk(() => import('./leaving.ts'));
