import type { CartItem } from '@pc/shared/contract';

// spec §4 Results: "Before adding a tailored order, compatibility is checked; a false answer means a
// cart conflict" and the single-survey overlay says "We only allow one tailored order at a time".

/** A tailored line: one added from a survey's results (it carries that survey log's id). */
export const isTailored = (item: Pick<CartItem, 'surveyLogId'>): boolean =>
  item.surveyLogId !== null && item.surveyLogId !== '';

/** False when the cart already holds a tailored line of another survey. */
export const isCompatible = (items: readonly Pick<CartItem, 'surveyLogId'>[], surveyLogId: string): boolean =>
  !items.some((item) => isTailored(item) && item.surveyLogId !== surveyLogId);
