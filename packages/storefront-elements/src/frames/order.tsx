import type { OrderDetails } from '@pc/shared/contract';
import { formatPrice } from '@pc/shared/format';
import { PageHeading, Totals } from './checkout.tsx';
import { dayText, eGiftWhenText, Line } from './lines.tsx';

// An order as its buyer reads it back (spec §2: the order-received page and /account/orders;
// docs/decisions/0117, 0147): lines with cadences and e-gift details, discounts, totals, the gift cards
// used, and the email; on its own page, the e-gifts' forms (docs/decisions/0118).

const PLACED = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

type EGift = OrderDetails['eGifts'][number];

/** What became of an e-gift (docs/decisions/0118). */
const eGiftState = (gift: EGift): string =>
  gift.status === 'sent'
    ? `Sent to ${gift.to}.`
    : gift.status === 'retrying'
      ? `Sending to ${gift.to} is being retried.`
      : `${eGiftWhenText(gift.deliveryDate)} to ${gift.to}.`;

/** decision 0145: a new address waits for the buyer's confirmation from the order's email. */
export const pendingText = (gift: EGift): string | null =>
  gift.pendingTo ? `Waiting for your confirmation (see your email) to send it to ${gift.pendingTo}.` : null;

export const CHANGE_DATE = 'CHANGE DATE';
export const RESEND = 'RESEND';

function EGiftItem({ gift }: { gift: EGift }) {
  const pending = pendingText(gift);
  return (
    <li className="order-egift">
      <p>
        <strong>{`For ${gift.recipientName}: `}</strong>
        {eGiftState(gift)}
      </p>
      {pending ? <p className="checkout-note">{pending}</p> : null}
      {gift.canChangeDate ? (
        <form className="egift-date" data-card={gift.id} noValidate>
          <label htmlFor={`egift-date-${gift.id}`}>{`New date for ${gift.recipientName}’s e-gift`}</label>
          <input
            id={`egift-date-${gift.id}`}
            name="date"
            type="date"
            required
            defaultValue={gift.deliveryDate}
            aria-describedby={`egift-date-hint-${gift.id}`}
          />
          <button type="submit">{CHANGE_DATE}</button>
          <p id={`egift-date-hint-${gift.id}`} className="checkout-note">
            {`${gift.deliveryDate ? `Now ${dayText(gift.deliveryDate)}. ` : ''}It is emailed at 8 AM ET on the day you choose.`}
          </p>
        </form>
      ) : null}
      {gift.canResend ? (
        <form className="egift-resend" data-card={gift.id} noValidate>
          <label htmlFor={`egift-email-${gift.id}`}>{`Send ${gift.recipientName}’s e-gift again to`}</label>
          <input
            id={`egift-email-${gift.id}`}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={gift.to}
          />
          <button type="submit">{RESEND}</button>
        </form>
      ) : null}
    </li>
  );
}

/**
 * The order's e-gifts and what the buyer may do with each (docs/decisions/0118): change a date still
 * to come, or send a sent one again to the same email, or to another once the buyer confirms it from
 * their email (decision 0145). Each form names its card; its answer shows in the section's alert (the
 * demo's orderActions.ts).
 */
function EGiftActions({ order }: { order: OrderDetails }) {
  if (order.eGifts.length === 0) return null;
  return (
    <section className="order-egifts" aria-labelledby={`order-${order.id}-egifts`} data-order={order.id}>
      <h3 id={`order-${order.id}-egifts`} tabIndex={-1}>
        E-gift cards
      </h3>
      <ul className="order-egift-list">
        {order.eGifts.map((gift) => (
          <EGiftItem key={gift.id} gift={gift} />
        ))}
      </ul>
      <p className="egift-message" role="alert" />
    </section>
  );
}

/**
 * One order: when it was placed and where its confirmation goes, its lines and its totals. `heading`:
 * the order's heading (an h2), whose id labels the section. `actions`: the e-gifts' forms (its own
 * page only).
 */
export function Order({
  order,
  heading,
  actions = false,
}: {
  order: OrderDetails;
  heading: string;
  actions?: boolean;
}) {
  return (
    <section className="order" aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`}>{heading}</h2>
      <p className="order-placed">
        {`Placed ${PLACED.format(new Date(order.placedAt))} ET.${order.email ? ` A confirmation goes to ${order.email}.` : ''}`}
      </p>
      <ul className="checkout-lines" aria-label={`Items in order #${order.id}`}>
        {order.lines.map((line, index) => (
          // An order's lines have no key; they are drawn once and never reordered.
          <Line key={index} line={line} />
        ))}
      </ul>
      <Totals totals={{ ...order, shipping: order.shipping > 0 ? formatPrice(order.shipping) : 'Free' }} />
      {actions ? <EGiftActions order={order} /> : null}
    </section>
  );
}

/**
 * /checkout/order-received/{id}: the thank-you before <pc-post-purchase-survey>, and the order itself
 * when the page data holds it (spec §2; docs/decisions/0117).
 */
export function OrderReceivedFrame({
  orderId,
  order,
}: {
  orderId: string;
  order?: OrderDetails | undefined;
}) {
  return (
    <>
      <PageHeading text="Order received" />
      <p className="order-received" data-frame="order-received">
        {`Thank you. Your order #${orderId} has been received.`}
      </p>
      {order ? <Order order={order} heading="Order details" actions /> : null}
    </>
  );
}
