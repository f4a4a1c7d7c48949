import {
  type CartItem,
  type CartListing,
  type EGiftDetails,
  maxQuantityOf,
  type SingleUnitReason,
  type SingleUnitWords,
  singleUnitNote,
  singleUnitReason,
} from '@pc/shared/contract';
import { type CadenceWords, type PriceFormat, purchaseLabel } from '@pc/shared/format';
import { E_GIFT_CATEGORY, shippingNote as noteOf, type ShippingWords, shippingOf } from '@pc/shared/shipping';
import type { CartMessages } from '../messages/index.ts';

// What <pc-cart> shows of a cart listing (docs/decisions/0124): pure, with table tests. Its own words
// are its catalog's (messages/en-US.json, docs/decisions/0210), handed in as `m`.

/**
 * spec §9 "spend $25 or subscribe": the note under the subtotal, or that the order ships free; a cart
 * of e-gift cards alone ships nothing, and e-gift cards do not count toward the $25 (docs/decisions/0116),
 * as at checkout (the one note rule: @pc/shared freeShipping.ts shippingNote), in the shop's words (`m`)
 * and the store's currency (`money`).
 */
export const shippingNote = (cart: CartListing, m: ShippingWords, money: PriceFormat): string =>
  noteOf(
    shippingOf(
      cart.items.map((item) => ({
        cents: Math.round(item.price * 100) * item.quantity,
        cadence: item.cadence,
        eGift: item.category === E_GIFT_CATEGORY,
      })),
    ),
    m,
    money,
  );

/** One line as the drawer and the checkout show it. */
export interface LineView {
  key: string;
  name: string;
  image: string;
  /** "Every 4 Weeks" or "One-time purchase" */
  detail: string;
  /** whom the line's e-gift card is for: the drawer says so in place of its detail */
  recipient: string | null;
  /** the line's total */
  price: string;
  /** the unit price when the line holds more than one ("$9.99", the view's `unitPrice` says "each") */
  unitPrice: string | null;
  quantity: number;
  max: number;
  /** why the line holds one unit at most (the one tailored order, an e-gift card) */
  note: string | null;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The shop's words a line is shown in: its cadence, and why it holds one unit (docs/decisions/0219). */
type LineWords = CadenceWords & SingleUnitWords;

/** A cart line as the drawer shows it: its cadence in the shop's words (`m`), its prices in `money`. */
export const lineView = (line: CartItem, m: LineWords, money: PriceFormat): LineView => ({
  key: line.key,
  name: line.name,
  image: line.image ?? '',
  detail: purchaseLabel(line.cadence, m),
  recipient: line.giftCard?.recipientName ?? null,
  price: money((cents(line.price) * line.quantity) / 100),
  unitPrice: line.quantity > 1 ? money(line.price) : null,
  quantity: line.quantity,
  max: maxQuantityOf(line),
  note: singleUnitNote(singleUnitReason(line), m),
});

/**
 * A line as the checkout and the order pages list it (contract CheckoutLine and an order's lines;
 * docs/decisions/0147): an order's lines have no key and no controls.
 */
export interface ListedLine {
  key?: string;
  name: string;
  image: string;
  quantity: number;
  cadence: number;
  unitPrice: number;
  lineTotal: number;
  eGift: EGiftDetails | null;
  backordered?: boolean;
  /** absent: a summary from before the store said it; the line then offers no more units */
  maxQuantity?: number | undefined;
  singleUnit?: SingleUnitReason | null | undefined;
}

/**
 * The same view of a checkout's or an order's line (docs/decisions/0147): its detail is its cadence
 * (an e-gift's recipient is listed under it, checkout's lineDetails), its price the store's line total.
 */
export const listedLineView = (line: ListedLine, m: LineWords, money: PriceFormat): LineView => ({
  key: line.key ?? '',
  name: line.name,
  image: line.image,
  detail: purchaseLabel(line.cadence, m),
  recipient: null,
  price: money(line.lineTotal),
  unitPrice: line.quantity > 1 ? money(line.unitPrice) : null,
  quantity: line.quantity,
  max: line.maxQuantity ?? line.quantity,
  note: singleUnitNote(line.singleUnit, m),
});

/** What the live region says after a change the shopper made in the drawer: removed, or the new quantity. */
export const changeAnnouncement = (
  { name, quantity }: { name: string; quantity: number },
  m: Pick<CartMessages, 'removed' | 'quantityChanged'>,
): string => (quantity === 0 ? m.removed({ name }) : m.quantityChanged({ name, quantity }));
