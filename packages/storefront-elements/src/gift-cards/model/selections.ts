// spec §3 E-gift and Physical gift card selections, §4 Gift card page: what the shopper's entries and
// picks select, or null while they select nothing. The DOM-free rules come through @pc/shared's browser
// entry (its validation and price formatter), so the element shares the shared chunks' copy of them.
// Part of the page's later code (behaviour/later.ts): the first view selects nothing (an empty form,
// no pick), and a selection needs the shopper's entries, the first of which sends for it.
import {
  cleanGiftMessage,
  cleanName,
  type EGiftSelection,
  elementPrices,
  type GiftCardSelection,
  isDeliveryDate,
  isEmailAddress,
  type PhysicalSelection,
} from '@pc/shared';
import type { Product, Variation } from '@pc/shared/contract';
import { latestDeliveryDay } from '@pc/shared/shop-time';
import type { EGiftForm } from './giftCardSelection.ts';

/**
 * The variation's name as the cart lists it: the amount and the product's name ('$50 E-Gift Card'), the
 * amount in the page's locale and the store's currency (`#pc-config`, else the store's session answer).
 */
const variationName = (product: Product, variation: Variation): string =>
  `${elementPrices(null)(variation.price)} ${product.name}`;

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

/** True when two selections name the same thing (so the page emits a change only when there is one). */
export function sameSelection(a: GiftCardSelection | null, b: GiftCardSelection | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
