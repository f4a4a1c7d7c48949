import { shopMessages, useMessages, usePrice, withNodes } from '@pc/shared';
import type { CheckoutSummary } from '@pc/shared/contract';
import { cardName } from '@pc/shared/format';
import { shippingNote } from '@pc/shared/shipping';
import { Line } from './lines.tsx';
import { framesMessages } from './messages/index.ts';

// The demo's checkout frame around <pc-cross-sell> (docs/decisions/0036, 0063, 0147): the heading, the
// cart's lines with their controls, the totals, the shipping note, the gift card field, PLACE ORDER
// and the platform's hand-off. React's markup: the store server prints it (frameViews.tsx) and the
// page's script draws it again after a change (draw.tsx); the script acts on it by its classes. Its
// words are the frames' catalog's (messages/en-US.json, docs/decisions/0210), in the page's locale.

/**
 * Each page has one `<h1 tabindex="-1">`: a route change focuses it so screen readers announce the
 * new page (the demo's pages.ts pageHeading).
 */
export function PageHeading({ text }: { text: string }) {
  return (
    <h1 tabIndex={-1} data-page-heading="">
      {text}
    </h1>
  );
}

/** A term and its value in a `<dl>` (the totals), with an optional class on both. */
function TermRow({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <>
      <dt className={className}>{label}</dt>
      <dd className={className}>{value}</dd>
    </>
  );
}

/** What a totals list shows: the checkout's and an order's sums alike. */
export interface TotalsView {
  subtotal: number;
  discounts: readonly { code: string; amount: number }[];
  /** the shipping row's value: a price, or the catalog's `shippingFree` or `shippingNone` */
  shipping: string;
  tax: number;
  total: number;
  /** the gift cards that pay, each with what it pays */
  giftCards: readonly { last4: string; amount: number }[];
  amountDue: number;
}

/**
 * The totals: subtotal, discounts, shipping, tax, total, then what each gift card pays and what is left
 * due (spec §9; docs/decisions/0114). The last row is the total the shopper pays.
 */
export function Totals({ totals }: { totals: TotalsView }) {
  const m = useMessages(framesMessages);
  const money = usePrice();
  const cards = totals.giftCards.length > 0;
  return (
    <dl className="checkout-totals">
      <TermRow label={m.subtotal} value={money(totals.subtotal)} />
      {totals.discounts.map((discount) => (
        <TermRow
          key={discount.code}
          label={m.discount({ code: discount.code })}
          value={`−${money(discount.amount)}`}
        />
      ))}
      <TermRow label={m.shipping} value={totals.shipping} />
      {totals.tax > 0 ? <TermRow label={m.tax} value={money(totals.tax)} /> : null}
      <TermRow label={m.total} value={money(totals.total)} className={cards ? undefined : 'checkout-total'} />
      {totals.giftCards.map((card, index) => (
        // A card pays once per order or checkout; the list is drawn once and never reordered.
        <TermRow
          key={`${card.last4}-${index}`}
          label={cardName(card.last4, m)}
          value={`−${money(card.amount)}`}
        />
      ))}
      {cards ? (
        <TermRow label={m.amountDue} value={money(totals.amountDue)} className="checkout-total" />
      ) : null}
    </dl>
  );
}

/**
 * spec §9 redemption at checkout (docs/decisions/0114): the gift card code field and the cards applied
 * with what each pays. The form keeps no state: a refusal shows in its alert.
 */
function GiftCardField({ summary }: { summary: CheckoutSummary }) {
  const m = useMessages(framesMessages);
  const money = usePrice();
  const cards = summary.giftCards;
  return (
    <section className="checkout-gift-cards" aria-labelledby="gift-card-heading">
      <h2 id="gift-card-heading">{m.giftCardHeading}</h2>
      {cards.length > 0 ? (
        <ul className="gift-card-list" aria-label={m.giftCardsApplied}>
          {cards.map((card) => (
            <li key={card.id} className="gift-card-applied">
              <span>
                {m.giftCardPays({
                  card: cardName(card.last4, m),
                  amount: money(card.amount),
                  balance: money(card.balance),
                })}
              </span>
              {/* data-card-name: the card's name for the demo's announcement once it is removed. */}
              <button
                type="button"
                className="gift-card-remove"
                data-gift-card={card.id}
                data-card-name={cardName(card.last4, m)}
                aria-label={m.removeGiftCard({ card: cardName(card.last4, m) })}
              >
                {m.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {cards.length > 0 && summary.giftCardExclusions ? (
        <p className="checkout-note">{m.giftCardExclusions}</p>
      ) : null}
      <form className="gift-card-form" noValidate>
        <label htmlFor="gift-card-code">{m.giftCardLabel}</label>
        <div className="gift-card-entry">
          <input
            id="gift-card-code"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck="false"
            maxLength={40}
            aria-describedby="gift-card-rules gift-card-message"
          />
          <button type="submit" className="gift-card-apply">
            {m.apply}
          </button>
        </div>
        {/* spec §9, in the shopper's words. */}
        <p id="gift-card-rules" className="checkout-note">
          {m.giftCardRules}
        </p>
        <p id="gift-card-message" className="gift-card-message" role="alert" />
      </form>
    </section>
  );
}

/** The place a refused order's reason shows (an alert; empty, it takes no room: checkout.css). */
export function CheckoutError({ message = '' }: { message?: string }) {
  return (
    <p className="checkout-error" role="alert">
      {message || null}
    </p>
  );
}

/**
 * What the page data says of the shop's checkout (contract CheckoutPageData; docs/decisions/0144): the
 * hand-off link to the platform when one is set, and whether the store's own PLACE ORDER is there
 * (not in production).
 */
export interface CheckoutOptions {
  platformCheckout?: { label: string; href: string } | undefined;
  placeOrder?: boolean | undefined;
}

/** The cart's part of the page: lines, totals, the shipping note, the gift cards, PLACE ORDER and the hand-off. */
export function CartSummary({
  summary,
  options: { platformCheckout, placeOrder = true } = {},
}: {
  summary: CheckoutSummary | null;
  options?: CheckoutOptions;
}) {
  const m = useMessages(framesMessages);
  const shop = useMessages(shopMessages);
  const money = usePrice();
  if (!summary) return <p>{m.cartNotLoaded}</p>;
  if (summary.lines.length === 0)
    return (
      <p>
        {withNodes(m.cartEmpty, {
          // A link within the demo: a real link, routed in the page by the frame's script.
          quizLink: (
            <a href="/quiz" data-internal="">
              {m.quizLink}
            </a>
          ),
        })}
      </p>
    );
  return (
    <>
      <ul className="checkout-lines" aria-label={m.cartLinesLabel}>
        {/* docs/decisions/0124: each line's quantity control and Remove, as in the cart drawer. */}
        {summary.lines.map((line) => (
          <Line key={line.key} line={line} controls />
        ))}
      </ul>
      <Totals
        totals={{
          ...summary,
          shipping: summary.nothingShips
            ? m.shippingNone
            : summary.freeShipping
              ? m.shippingFree
              : money(summary.shipping),
        }}
      />
      <p className="checkout-note">
        {shippingNote(
          summary.nothingShips ? 'nothing-ships' : summary.freeShipping ? 'free' : 'charged',
          shop,
          money,
        )}
      </p>
      <GiftCardField summary={summary} />
      {placeOrder ? (
        <button type="button" className="checkout-place">
          {m.placeOrder}
        </button>
      ) : null}
      {/* The hand-off: a plain link to the store, which answers with the platform's checkout (303). */}
      {platformCheckout ? (
        <a className="checkout-platform" href={platformCheckout.href}>
          {platformCheckout.label}
        </a>
      ) : null}
      <CheckoutError />
    </>
  );
}

/**
 * /checkout: the heading and the cart, before <pc-cross-sell>. The section says which frame it is
 * (`data-frame`), so the page's boot script finds a served frame without the route table, and keeps
 * the checkout options (`data-checkout`) for the cart's redraws (the demo's checkoutFrame.ts).
 */
export function CheckoutFrame({
  summary,
  options = {},
}: {
  summary: CheckoutSummary | null;
  options?: CheckoutOptions;
}) {
  const m = useMessages(framesMessages);
  const kept =
    options.platformCheckout || options.placeOrder === false
      ? JSON.stringify({ platformCheckout: options.platformCheckout, placeOrder: options.placeOrder })
      : undefined;
  return (
    <>
      <PageHeading text={m.checkoutHeading} />
      <section className="checkout" aria-label={m.cartLabel} data-frame="checkout" data-checkout={kept}>
        <div className="checkout-body">
          <CartSummary summary={summary} options={options} />
        </div>
        <p className="visually-hidden" role="status" />
      </section>
    </>
  );
}
