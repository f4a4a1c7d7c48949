import type { OrderDetails } from '@pc/shared/contract';
import { formatPrice } from '@pc/shared/format';
import { dayText, eGiftWhenText, lineMarkup } from './checkoutLineDetails.ts';
import { cardName } from './giftCardField.ts';
import { type Markup, m, termRow as row } from './markup.ts';

// An order as its buyer reads it back (spec §2: the order-received page and /account/orders;
// docs/decisions/0117): lines with cadences and e-gift details, discounts, totals, the gift cards used,
// and the email. Markup only (markup.ts), so the store server prints it and the demo draws the same.

const PLACED = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** The order's totals: subtotal, discounts, shipping, tax, total, the gift cards that paid, the amount due. */
const orderTotals = (order: OrderDetails) =>
  m(
    'dl',
    { class: 'checkout-totals' },
    ...row('Subtotal', formatPrice(order.subtotal)),
    ...order.discounts.flatMap((discount) =>
      row(`Discount (${discount.code})`, `−${formatPrice(discount.amount)}`),
    ),
    ...row('Shipping', order.shipping > 0 ? formatPrice(order.shipping) : 'Free'),
    ...(order.tax > 0 ? row('Tax', formatPrice(order.tax)) : []),
    ...row('Total', formatPrice(order.total), order.giftCards.length > 0 ? undefined : 'checkout-total'),
    ...order.giftCards.flatMap((card) => row(cardName(card.last4), `−${formatPrice(card.amount)}`)),
    ...(order.giftCards.length > 0 ? row('Amount due', formatPrice(order.amountDue), 'checkout-total') : []),
  );

/** What became of an e-gift (docs/decisions/0118). */
const eGiftState = (gift: OrderDetails['eGifts'][number]): string =>
  gift.status === 'sent'
    ? `Sent to ${gift.to}.`
    : gift.status === 'retrying'
      ? `Sending to ${gift.to} is being retried.`
      : `${eGiftWhenText(gift.deliveryDate)} to ${gift.to}.`;

/** decision 0145: a new address waits for the buyer's confirmation from the order's email. */
export const pendingText = (gift: OrderDetails['eGifts'][number]): string | null =>
  gift.pendingTo ? `Waiting for your confirmation (see your email) to send it to ${gift.pendingTo}.` : null;

export const CHANGE_DATE = 'CHANGE DATE';
export const RESEND = 'RESEND';

/**
 * The order's e-gifts and what the buyer may do with each (docs/decisions/0118): change a date still
 * to come, or send a sent one again to the same email, or to another once the buyer confirms it from
 * their email (decision 0145). Each form names its card; its
 * answer shows in the section's alert (orderActions.ts).
 */
const eGiftActions = (order: OrderDetails): Markup[] =>
  order.eGifts.length === 0
    ? []
    : [
        m(
          'section',
          { class: 'order-egifts', 'aria-labelledby': `order-${order.id}-egifts`, 'data-order': order.id },
          m('h3', { id: `order-${order.id}-egifts`, tabindex: '-1' }, 'E-gift cards'),
          m(
            'ul',
            { class: 'order-egift-list' },
            ...order.eGifts.map((gift) =>
              m(
                'li',
                { class: 'order-egift' },
                m('p', {}, m('strong', {}, `For ${gift.recipientName}: `), eGiftState(gift)),
                ...(pendingText(gift) ? [m('p', { class: 'checkout-note' }, pendingText(gift)!)] : []),
                ...(gift.canChangeDate
                  ? [
                      m(
                        'form',
                        { class: 'egift-date', 'data-card': gift.id, novalidate: true },
                        m(
                          'label',
                          { for: `egift-date-${gift.id}` },
                          `New date for ${gift.recipientName}’s e-gift`,
                        ),
                        m('input', {
                          id: `egift-date-${gift.id}`,
                          name: 'date',
                          type: 'date',
                          required: true,
                          value: gift.deliveryDate,
                          'aria-describedby': `egift-date-hint-${gift.id}`,
                        }),
                        m('button', { type: 'submit' }, CHANGE_DATE),
                        m(
                          'p',
                          { id: `egift-date-hint-${gift.id}`, class: 'checkout-note' },
                          `${gift.deliveryDate ? `Now ${dayText(gift.deliveryDate)}. ` : ''}It is emailed at 8 AM ET on the day you choose.`,
                        ),
                      ),
                    ]
                  : []),
                ...(gift.canResend
                  ? [
                      m(
                        'form',
                        { class: 'egift-resend', 'data-card': gift.id, novalidate: true },
                        m(
                          'label',
                          { for: `egift-email-${gift.id}` },
                          `Send ${gift.recipientName}’s e-gift again to`,
                        ),
                        m('input', {
                          id: `egift-email-${gift.id}`,
                          name: 'email',
                          type: 'email',
                          autocomplete: 'email',
                          required: true,
                          value: gift.to,
                        }),
                        m('button', { type: 'submit' }, RESEND),
                      ),
                    ]
                  : []),
              ),
            ),
          ),
          m('p', { class: 'egift-message', role: 'alert' }),
        ),
      ];

/**
 * One order: when it was placed and where its confirmation goes, its lines and its totals. `heading`:
 * the order's heading (an h2), whose id labels the section. `actions`: the e-gifts' forms (its own
 * page only).
 */
export const orderMarkup = (order: OrderDetails, heading: string, { actions = false } = {}): Markup =>
  m(
    'section',
    { class: 'order', 'aria-labelledby': `order-${order.id}` },
    m('h2', { id: `order-${order.id}` }, heading),
    m(
      'p',
      { class: 'order-placed' },
      `Placed ${PLACED.format(new Date(order.placedAt))} ET.${order.email ? ` A confirmation goes to ${order.email}.` : ''}`,
    ),
    m(
      'ul',
      { class: 'checkout-lines', 'aria-label': `Items in order #${order.id}` },
      ...order.lines.map((line) => lineMarkup(line)),
    ),
    orderTotals(order),
    ...(actions ? eGiftActions(order) : []),
  );
