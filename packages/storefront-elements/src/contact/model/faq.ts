import {
  RETURNS_DAYS,
  SHIPPING_EXPRESS_BUSINESS_DAYS,
  SHIPPING_REGULAR_BUSINESS_DAYS,
} from '@pc/shared/constants';

/** A piece of an answer: plain text, or a link inside the text. */
export type FaqSegment = string | { readonly text: string; readonly href: string };

export interface FaqEntry {
  /** Stable id, used for the accordion's ids and by tests. */
  readonly id: string;
  readonly question: string;
  readonly answer: readonly FaqSegment[];
}

/** Where a customer manages orders and subscriptions (spec §2 route table: /account/orders). */
export const ACCOUNT_ORDERS_PATH = '/account/orders';

/**
 * spec §2 Contact page: the FAQ accordion holds exactly these three entries, in this order: returns
 * satisfaction guarantee, managing or cancelling a subscription, shipping speed. The answers state
 * spec §9's facts; the questions' and answers' wording is ours, since the spec names the topics only.
 */
export const CONTACT_FAQ: readonly FaqEntry[] = [
  {
    id: 'returns',
    question: 'What is your satisfaction guarantee?',
    // spec §9: returns are free, 30 days from receipt, as an exchange or a return.
    answer: [
      `Every order is covered by our 100% satisfaction guarantee. If you don't love it, exchange or return it for free within ${RETURNS_DAYS} days from receipt.`,
    ],
  },
  {
    id: 'subscription',
    question: 'How do I manage or cancel my subscription?',
    answer: [
      'You can change or cancel your subscription anytime from your account: go to ',
      { text: 'your orders', href: ACCOUNT_ORDERS_PATH },
      ', pick the subscription and change its products, its delivery frequency or cancel it.',
    ],
  },
  {
    id: 'shipping',
    question: 'How long does shipping take?',
    // spec §9: regular shipping 3-7 business days; express 2 business days.
    answer: [
      `Regular shipping takes ${SHIPPING_REGULAR_BUSINESS_DAYS} business days. Express shipping takes ${SHIPPING_EXPRESS_BUSINESS_DAYS} business days.`,
    ],
  },
];

/** The answer as plain text (for tests and for anything that cannot render links). */
export const answerText = (entry: FaqEntry): string =>
  entry.answer.map((segment) => (typeof segment === 'string' ? segment : segment.text)).join('');
