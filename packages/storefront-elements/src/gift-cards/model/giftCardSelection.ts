// The DOM-free rules come through @pc/shared's browser entry (its validation and price formatter), so
// the element shares the shared chunk's copy of them.
import {
  cleanGiftMessage,
  cleanName,
  type EGiftSelection,
  formatPrice,
  type GiftCardSelection,
  isDeliveryDate,
  isEmailAddress,
  type PhysicalSelection,
} from '@pc/shared';
import { EGIFT_FIXED_CARDS } from '@pc/shared/constants';
import type { Product, Variation } from '@pc/shared/contract';
import { latestDeliveryDay } from '@pc/shared/shop-time';
import type { GiftCardsMessages } from '../messages/index.ts';

// spec §2 Gift card page, §3 E-gift and Physical gift card selections, §4 Gift card page: the rules
// of the page as pure functions (the view renders, GiftCardsRoot wires).

/** spec §2: the page's two views. */
export type GiftView = 'e-gift' | 'physical';

/**
 * The amount picked (spec §4 "Picking a slider amount clears the card selection, and picking a card
 * clears the slider amount"): one value says where it came from, so the two can never both be set.
 */
export interface AmountChoice {
  readonly source: 'card' | 'slider';
  readonly variationId: number;
}

/** What the shopper has entered in the e-gift form, as typed (spec §2 steps 1 and 2). */
export interface EGiftForm {
  readonly recipientName: string;
  readonly email: string;
  readonly senderName: string;
  readonly amount: AmountChoice | null;
  /** YYYY-MM-DD in the shop's time zone, '' until chosen. */
  readonly date: string;
  readonly message: string;
}

export const EMPTY_EGIFT_FORM: EGiftForm = {
  recipientName: '',
  email: '',
  senderName: '',
  amount: null,
  date: '',
  message: '',
};

// spec §3 E-gift and Physical gift card selections: @pc/shared's, the detail of pc-gift-card-select.
export type { EGiftSelection, GiftCardSelection, PhysicalSelection };

/** spec §2, §9: the first 4 e-gift variations are cards (two rows of two), the rest on the slider. */
export function splitAmounts(variations: readonly Variation[]): {
  cards: readonly Variation[];
  slider: readonly Variation[];
} {
  return { cards: variations.slice(0, EGIFT_FIXED_CARDS), slider: variations.slice(EGIFT_FIXED_CARDS) };
}

/** spec §4: a card pick clears the slider, a slider pick clears the card. */
export function pickAmount(source: AmountChoice['source'], variationId: number): AmountChoice {
  return { source, variationId };
}

/** The variation's name as the cart lists it: the amount and the product's name ('$50 E-Gift Card'). */
const variationName = (product: Product, variation: Variation): string =>
  `${formatPrice(variation.price)} ${product.name}`;

/**
 * spec §4 "The e-gift selection is emitted only when recipient, email, sender, date and amount are all
 * set; otherwise it is cleared", with each field as spec §5 allows it: names trimmed, at most 25
 * characters and not empty; the email by the spec §5 pattern; the date YYYY-MM-DD, not before
 * `shopToday` (docs/decisions/0030) and at most a year after it (docs/decisions/0044).
 */
export function eGiftSelection(
  form: EGiftForm,
  /** false: the store did not give it (state/giftCardsState.ts) */
  product: Product | null | false,
  shopToday: string,
): EGiftSelection | null {
  if (!product || !form.amount) return null;
  const index = product.variations.findIndex((variation) => variation.id === form.amount?.variationId);
  const variation = product.variations[index];
  const to = cleanName(form.recipientName);
  const from = cleanName(form.senderName);
  const email = form.email.trim();
  if (!variation || to === '' || from === '' || !isEmailAddress(email)) return null;
  if (!isDeliveryDate(form.date, shopToday)) return null;
  // docs/decisions/0044: the store takes a date at most a year ahead.
  if (form.date > latestDeliveryDay(shopToday)) return null;
  return {
    kind: 'e-gift',
    productId: product.id,
    variationId: variation.id,
    to,
    email,
    from,
    date: form.date,
    message: cleanGiftMessage(form.message),
    selected: true,
    price: variation.price,
    category: product.category,
    name: variationName(product, variation),
    position: index + 1,
    stockStatus: variation.stock_status,
  };
}

/** spec §3 Physical gift card selection of the card the shopper picked, or null. */
export function physicalSelection(
  product: Product | null | false,
  variationId: number | null,
): PhysicalSelection | null {
  if (!product || variationId === null) return null;
  const index = product.variations.findIndex((variation) => variation.id === variationId);
  const variation = product.variations[index];
  if (!variation) return null;
  return {
    kind: 'physical',
    productId: product.id,
    variationId: variation.id,
    price: variation.price,
    sku: variation.sku,
    category: product.category,
    name: variationName(product, variation),
    position: index + 1,
    stockStatus: variation.stock_status,
  };
}

/**
 * spec §4 Gift card page: "Checkout is enabled only when a selection is complete and its stock status
 * is instock; if the selection is not instock the button reads 'SOLD OUT', else 'CHECKOUT'." The words
 * are the catalog's `checkout` and the shop catalog's `soldOut` (the buy button's, decision 0211).
 */
export function checkoutButton(
  selection: GiftCardSelection | null,
  words: { readonly checkout: string; readonly soldOut: string },
): { label: string; enabled: boolean } {
  if (selection && selection.stockStatus !== 'instock') return { label: words.soldOut, enabled: false };
  return { label: words.checkout, enabled: selection !== null };
}

/** True when two selections name the same thing (so the page emits a change only when there is one). */
export function sameSelection(a: GiftCardSelection | null, b: GiftCardSelection | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What the shopper still has to do while checkout is disabled for want of a selection (null: nothing). */
export function checkoutHint(
  view: GiftView,
  selection: GiftCardSelection | null,
  m: GiftCardsMessages,
): string | null {
  if (selection) return null;
  return view === 'e-gift' ? m.eGiftHint : m.physicalHint;
}
