import { shopMessages, useMessages } from '@pc/shared';

/**
 * spec §4 "if the selection is not instock the button reads 'SOLD OUT'": the buy button's word, the
 * shop catalog's (decision 0211), in the element's locale with the author's words. It comes with the
 * page's later code (behaviour/later.ts): the first view has no selection to say it of.
 */
export const SoldOut = (): string => useMessages(shopMessages).soldOut;
