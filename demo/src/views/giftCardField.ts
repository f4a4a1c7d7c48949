import type { CheckoutSummary } from '@pc/shared/contract';
import { formatPrice } from '@pc/shared/format';
import { type Markup, m } from './markup.ts';

// spec §9 redemption at checkout (docs/decisions/0114): the gift card code field, the cards applied
// with what each pays, and their rows in the totals. Markup only; giftCardApply.ts makes it work.

export const GIFT_CARD_LABEL = 'Gift card code';
export const APPLY = 'APPLY';
/** spec §9, in the shopper's words. */
export const GIFT_CARD_RULES =
  'Gift cards cannot be used on subscriptions, cover tax and shipping only within their balance, and are non-refundable.';
export const GIFT_CARD_EXCLUSIONS =
  'Subscriptions and gift cards in your cart are left to pay: a gift card cannot be used on them.';

/** "Gift card ending WXYZ": how a card is named (never its whole code). */
export const cardName = (last4: string): string => `Gift card ending ${last4}`;

const appliedCard = (card: CheckoutSummary['giftCards'][number]) =>
  m(
    'li',
    { class: 'gift-card-applied' },
    m(
      'span',
      {},
      `${cardName(card.last4)}: pays ${formatPrice(card.amount)} of its ${formatPrice(card.balance)}`,
    ),
    m(
      'button',
      {
        type: 'button',
        class: 'gift-card-remove',
        'data-gift-card': card.id,
        'aria-label': `Remove ${cardName(card.last4)}`,
      },
      'Remove',
    ),
  );

/** The field and the cards applied. The form keeps no state: a refusal shows in its alert. */
export const giftCardFieldMarkup = (summary: CheckoutSummary): Markup =>
  m(
    'section',
    { class: 'checkout-gift-cards', 'aria-labelledby': 'gift-card-heading' },
    m('h2', { id: 'gift-card-heading' }, 'Gift card'),
    ...(summary.giftCards.length > 0
      ? [
          m(
            'ul',
            { class: 'gift-card-list', 'aria-label': 'Gift cards applied' },
            ...summary.giftCards.map(appliedCard),
          ),
        ]
      : []),
    ...(summary.giftCards.length > 0 && summary.giftCardExclusions
      ? [m('p', { class: 'checkout-note' }, GIFT_CARD_EXCLUSIONS)]
      : []),
    m(
      'form',
      { class: 'gift-card-form', novalidate: true },
      m('label', { for: 'gift-card-code' }, GIFT_CARD_LABEL),
      m(
        'div',
        { class: 'gift-card-entry' },
        m('input', {
          id: 'gift-card-code',
          name: 'code',
          type: 'text',
          autocomplete: 'off',
          autocapitalize: 'characters',
          spellcheck: 'false',
          maxlength: '40',
          'aria-describedby': 'gift-card-rules gift-card-message',
        }),
        m('button', { type: 'submit', class: 'gift-card-apply' }, APPLY),
      ),
      m('p', { id: 'gift-card-rules', class: 'checkout-note' }, GIFT_CARD_RULES),
      m('p', { id: 'gift-card-message', class: 'gift-card-message', role: 'alert' }),
    ),
  );

/** The totals' rows after Total when cards are applied: what each pays, and what is left due. */
export const giftCardTotalsRows = (summary: CheckoutSummary): Markup[] =>
  summary.giftCards.length === 0
    ? []
    : [
        ...summary.giftCards.flatMap((card) => [
          m('dt', {}, cardName(card.last4)),
          m('dd', {}, `−${formatPrice(card.amount)}`),
        ]),
        m('dt', { class: 'checkout-total' }, 'Amount due'),
        m('dd', { class: 'checkout-total' }, formatPrice(summary.amountDue)),
      ];
