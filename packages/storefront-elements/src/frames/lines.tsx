import { elementLocale, type Locale, shopMessages, useMessages, usePrice } from '@pc/shared';
import { EGIFT_SEND_HOUR_ET } from '@pc/shared/constants';
import type { EGiftDetails } from '@pc/shared/contract';
import { dayLabel } from '@pc/shared/format';
import { type LineView, type ListedLine, listedLineView } from '../cart/model/cartView.ts';
import { type FramesMessages, framesMessages } from './messages/index.ts';

// A line as the checkout and the order pages draw it (spec §4, §9; docs/decisions/0124, 0147): the
// cart's line view (cartView.ts listedLineView) with its picture, name, cadence and quantity, an
// e-gift's recipient, date and message, a backordered line's 'NEXT BATCH SHIPS IN 4 WEEKS', its
// price, and at checkout the quantity control and Remove the cart drawer has.

/**
 * The frames' locale: `#pc-config`'s `locale` (a frame has no element host), as `useMessages` reads it
 * for their texts; their dates say it too.
 */
export const frameLocale = (): Locale => elementLocale(null);

/** spec §9 "E-gift email is sent at 8 AM Eastern on the chosen date, immediately if no date is chosen". */
const eGiftWhenText = (m: FramesMessages, deliveryDate: string, locale: Locale): string =>
  deliveryDate
    ? m.eGiftWhen({ day: dayLabel(deliveryDate, locale), hour: EGIFT_SEND_HOUR_ET })
    : m.eGiftWhenNow;

/** An e-gift's recipient, date and message (spec §3 E-gift card selection), as a short list. */
function EGiftDetailsList({ gift }: { gift: EGiftDetails }) {
  const m = useMessages(framesMessages);
  return (
    <ul className="line-gift">
      <li>{m.eGiftTo({ name: gift.recipientName, email: gift.to, from: gift.from })}</li>
      <li>{eGiftWhenText(m, gift.deliveryDate, frameLocale())}</li>
      {gift.message ? <li>{m.eGiftMessage({ message: gift.message })}</li> : null}
    </ul>
  );
}

function StepButton({ line, to, label, sign, disabled }: StepProps) {
  return (
    <button
      type="button"
      className="line-step"
      aria-label={label}
      data-line-key={line.key}
      data-quantity={String(to)}
      disabled={disabled}
    >
      <span aria-hidden="true">{sign}</span>
    </button>
  );
}
interface StepProps {
  line: LineView;
  to: number;
  label: string;
  sign: string;
  disabled: boolean;
}

/**
 * A checkout line's quantity control and Remove (docs/decisions/0124), as the cart drawer's
 * (CartLine, QuantityStepper): the same names, the same limits from the store, and a line that holds
 * one unit says why. The page's script acts on them (`data-line-key`, `data-quantity`).
 */
export function LineControls({ line }: { line: LineView }) {
  const m = useMessages(shopMessages);
  const own = useMessages(framesMessages);
  return (
    <div className="line-controls">
      {line.max > 1 ? (
        <fieldset className="line-stepper">
          <legend className="visually-hidden">{m.lineQuantity({ name: line.name })}</legend>
          <StepButton
            line={line}
            to={line.quantity - 1}
            label={m.lineDecrease({ name: line.name })}
            sign="−"
            disabled={line.quantity <= 1}
          />
          <span className="line-count">{String(line.quantity)}</span>
          <StepButton
            line={line}
            to={line.quantity + 1}
            label={m.lineIncrease({ name: line.name })}
            sign="+"
            disabled={line.quantity >= line.max}
          />
        </fieldset>
      ) : null}
      <button
        type="button"
        className="line-remove"
        aria-label={m.lineRemove({ name: line.name })}
        data-line-key={line.key}
        data-quantity="0"
      >
        {own.remove}
      </button>
      {line.note ? <span className="line-note">{line.note}</span> : null}
    </div>
  );
}

const LINE_IMAGE_PX = 64;

/** One line: its picture, name, cadence and quantity, its details, its price, and its controls (checkout). */
export function Line({ line, controls = false }: { line: ListedLine; controls?: boolean }) {
  const m = useMessages(shopMessages);
  const own = useMessages(framesMessages);
  const view = listedLineView(line, m, usePrice());
  return (
    <li className="checkout-line">
      {/* The name beside it says what it is (WCAG 1.1.1: decorative). A thumbnail is not what the page
          waits for (the pop-up over it is), so it loads after what is; React's server render then
          adds no preload of it either (docs/decisions/0147). */}
      <img src={view.image} alt="" width={LINE_IMAGE_PX} height={LINE_IMAGE_PX} fetchPriority="low" />
      <div className="checkout-line-text">
        <span className="checkout-line-name">{view.name}</span>
        <span className="checkout-line-detail">
          {own.lineDetail({ detail: view.detail, quantity: view.quantity })}
        </span>
        {line.eGift ? <EGiftDetailsList gift={line.eGift} /> : null}
        {line.backordered ? <span className="line-backorder">{m.backorderNote}</span> : null}
      </div>
      <span className="checkout-line-price">{view.price}</span>
      {controls ? <LineControls line={view} /> : null}
    </li>
  );
}
