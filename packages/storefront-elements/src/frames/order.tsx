import { type Locale, useMessages, usePrice } from '@pc/shared';
import { EGIFT_SEND_HOUR_ET } from '@pc/shared/constants';
import type { OrderDetails } from '@pc/shared/contract';
import { dayLabel } from '@pc/shared/format';
import { PageHeading, Totals } from './checkout.tsx';
import { frameLocale, Line } from './lines.tsx';
import { type FramesMessages, framesMessages } from './messages/index.ts';

// An order as its buyer reads it back (spec §2: the order-received page and /account/orders;
// docs/decisions/0117, 0147): lines with cadences and e-gift details, discounts, totals, the gift cards
// used, and the email; on its own page, the e-gifts' forms (docs/decisions/0118). Its words are the
// frames' catalog's (messages/en-US.json, docs/decisions/0210), its dates in the page's locale.

const PLACED = new Map<Locale, Intl.DateTimeFormat>();

/** When an order was placed, in the shop's time (Eastern), "December 14, 2026 at 12:00 PM". */
const placedText = (placedAt: string, locale: Locale): string => {
  let format = PLACED.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'America/New_York',
    });
    PLACED.set(locale, format);
  }
  return format.format(new Date(placedAt));
};

type EGift = OrderDetails['eGifts'][number];

/** What became of an e-gift (docs/decisions/0118). */
const eGiftState = (m: FramesMessages, gift: EGift, locale: Locale): string =>
  gift.status === 'sent'
    ? m.eGiftSent({ email: gift.to })
    : gift.status === 'retrying'
      ? m.eGiftRetrying({ email: gift.to })
      : gift.deliveryDate
        ? m.eGiftScheduled({
            day: dayLabel(gift.deliveryDate, locale),
            hour: EGIFT_SEND_HOUR_ET,
            email: gift.to,
          })
        : m.eGiftScheduledNow({ email: gift.to });

function EGiftItem({ gift }: { gift: EGift }) {
  const m = useMessages(framesMessages);

  const locale = frameLocale();
  return (
    <li className="order-egift">
      <p>
        <strong>{m.eGiftFor({ name: gift.recipientName })}</strong>
        {eGiftState(m, gift, locale)}
      </p>
      {/* decision 0145: a new address waits for the buyer's confirmation from the order's email. */}
      {gift.pendingTo ? <p className="checkout-note">{m.eGiftPending({ email: gift.pendingTo })}</p> : null}
      {gift.canChangeDate ? (
        <form className="egift-date" data-card={gift.id} noValidate>
          <label htmlFor={`egift-date-${gift.id}`}>{m.newDateLabel({ name: gift.recipientName })}</label>
          <input
            id={`egift-date-${gift.id}`}
            name="date"
            type="date"
            required
            defaultValue={gift.deliveryDate}
            aria-describedby={`egift-date-hint-${gift.id}`}
          />
          <button type="submit">{m.changeDate}</button>
          <p id={`egift-date-hint-${gift.id}`} className="checkout-note">
            {gift.deliveryDate
              ? `${m.dateNow({ day: dayLabel(gift.deliveryDate, locale) })} ${m.dateHint({ hour: EGIFT_SEND_HOUR_ET })}`
              : m.dateHint({ hour: EGIFT_SEND_HOUR_ET })}
          </p>
        </form>
      ) : null}
      {gift.canResend ? (
        <form className="egift-resend" data-card={gift.id} noValidate>
          <label htmlFor={`egift-email-${gift.id}`}>{m.resendLabel({ name: gift.recipientName })}</label>
          <input
            id={`egift-email-${gift.id}`}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={gift.to}
          />
          <button type="submit">{m.resend}</button>
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
  const m = useMessages(framesMessages);
  if (order.eGifts.length === 0) return null;
  return (
    <section className="order-egifts" aria-labelledby={`order-${order.id}-egifts`} data-order={order.id}>
      <h3 id={`order-${order.id}-egifts`} tabIndex={-1}>
        {m.eGiftsHeading}
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
  const m = useMessages(framesMessages);
  const money = usePrice();
  const placed = m.orderPlaced({ date: placedText(order.placedAt, frameLocale()) });
  return (
    <section className="order" aria-labelledby={`order-${order.id}`}>
      <h2 id={`order-${order.id}`}>{heading}</h2>
      <p className="order-placed">
        {order.email ? `${placed} ${m.orderConfirmationTo({ email: order.email })}` : placed}
      </p>
      <ul className="checkout-lines" aria-label={m.orderLinesLabel({ orderId: order.id })}>
        {order.lines.map((line, index) => (
          // An order's lines have no key; they are drawn once and never reordered.
          <Line key={index} line={line} />
        ))}
      </ul>
      <Totals totals={{ ...order, shipping: order.shipping > 0 ? money(order.shipping) : m.shippingFree }} />
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
  const m = useMessages(framesMessages);
  return (
    <>
      <PageHeading text={m.orderReceivedHeading} />
      <p className="order-received" data-frame="order-received">
        {m.orderReceived({ orderId })}
      </p>
      {order ? <Order order={order} heading={m.orderDetailsHeading} actions /> : null}
    </>
  );
}
