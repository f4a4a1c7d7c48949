import type { EGiftSelection, GiftCardSelection, PhysicalSelection } from '@pc/shared';
import { EGIFT_FIXED_CARDS } from '@pc/shared/constants';
import type { Variation } from '@pc/shared/contract';
import type { GiftCardsMessages } from '../messages/index.ts';

// spec §2 Gift card page, §3 E-gift and Physical gift card selections, §4 Gift card page: the rules
// of the page as pure functions (the view renders, GiftCardsRoot wires); what entries and picks select
// is model/selections.ts, part of the page's later code.

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

/**
 * spec §4 Gift card page: "Checkout is enabled only when a selection is complete and its stock status
 * is instock; if the selection is not instock the button reads 'SOLD OUT', else 'CHECKOUT'." The words
 * are the catalog's `checkout` and the shop catalog's `soldOut` (the buy button's, decision 0211).
 */
export function checkoutButton<Word>(
  selection: GiftCardSelection | null,
  words: { readonly checkout: Word; readonly soldOut: Word },
): { label: Word; enabled: boolean } {
  if (selection && selection.stockStatus !== 'instock') return { label: words.soldOut, enabled: false };
  return { label: words.checkout, enabled: selection !== null };
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
