/** A piece of an answer: plain text, or a link inside the text. */
export type FaqSegment = string | { readonly text: string; readonly href: string };

/** A FAQ entry given as data (the gift card page's FAQ; the contact page's own is in its catalog). */
export interface FaqEntry {
  /** Stable id, used for the accordion's ids and by tests. */
  readonly id: string;
  readonly question: string;
  readonly answer: readonly FaqSegment[];
}

/** Where a customer manages orders and subscriptions (spec §2 route table: /account/orders). */
export const ACCOUNT_ORDERS_PATH = '/account/orders';

/** The answer as plain text (for tests and for anything that cannot render links). */
export const answerText = (entry: FaqEntry): string =>
  entry.answer.map((segment) => (typeof segment === 'string' ? segment : segment.text)).join('');
