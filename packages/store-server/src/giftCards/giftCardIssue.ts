import type { CartItem } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { E_GIFT_CATEGORY } from '@pc/shared/shipping';
import type { Queryable } from '../db/db.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';
import { eGiftDueAt } from './eGiftDueAt.ts';
import { newGiftCardCode } from './giftCardCode.ts';
import { recordBalanceChange } from './giftCardLedger.ts';

// spec §9 gift cards, docs/decisions/0095: placing an order issues each card it bought, in the
// order's transaction, so an order never stands without its cards nor a card without its order. One
// card per unit: a line of two $50 physical cards is two cards with two codes.

/** The catalogue categories of the cards the store sells (catalogue/seed/giftCards.ts). */
export { E_GIFT_CATEGORY };

const PHYSICAL_CATEGORY = 'gift-card';
/** Both kinds: a gift card never pays for a gift card (docs/decisions/0114). */
export const GIFT_CARD_CATEGORIES: ReadonlySet<string> = new Set([E_GIFT_CATEGORY, PHYSICAL_CATEGORY]);

export interface IssuedGiftCard {
  id: string;
  code: string;
  delivery: 'email' | 'mail';
  amount: number;
}

type OrderLine = Pick<CartItem, 'category' | 'quantity' | 'price' | 'giftCard'>;

/** Whether an order line is a gift card the order issues (a card at no charge has no balance to give). */
const deliveryOf = (line: OrderLine): 'email' | 'mail' | null => {
  if (line.price <= 0) return null;
  if (line.category === E_GIFT_CATEGORY && line.giftCard) return 'email';
  if (line.category === PHYSICAL_CATEGORY) return 'mail';
  return null;
};

/** Inserts a card under a fresh code; a code already taken (all but impossible at 80 bits) is drawn again. */
const insertCard = async (
  db: Queryable,
  values: readonly unknown[],
): Promise<{ id: string; code: string }> => {
  for (;;) {
    const code = newGiftCardCode();
    const [row] = await db.query<{ id: string | number }>(
      `INSERT INTO gift_cards (code, order_id, position, delivery, amount, recipient_email, recipient_name,
         sender_name, message, delivery_date)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date)
       ON CONFLICT (code) DO NOTHING RETURNING id`,
      [code, ...values],
    );
    if (row) return { id: String(row.id), code };
  }
};

/**
 * Issues the gift cards of an order's lines (`lines[i]` is the order line at position i), within the
 * order's transaction `tx`: each card with its ledger row 'issued', and for an e-gift its email in the
 * outbox, due at 8 AM Eastern on its date or at `placedAt` (the session's clock) without one.
 */
export const issueGiftCards = async (
  tx: Queryable,
  orderId: string,
  lines: readonly OrderLine[],
  placedAt: Date,
  /** The language of the page that placed the order (issue 43): its e-gifts' emails speak it. Null: the store's. */
  locale: Locale | null = null,
): Promise<IssuedGiftCard[]> => {
  const issued: IssuedGiftCard[] = [];
  for (const [position, line] of lines.entries()) {
    const delivery = deliveryOf(line);
    if (delivery === null) continue;
    const gift = delivery === 'email' ? line.giftCard : null;
    const deliveryDate = gift?.deliveryDate ? gift.deliveryDate : null;
    for (let unit = 0; unit < line.quantity; unit++) {
      const { id, code } = await insertCard(tx, [
        orderId,
        position,
        delivery,
        line.price,
        gift?.to ?? null,
        gift?.recipientName ?? null,
        gift?.from ?? null,
        gift?.message ?? null,
        deliveryDate,
      ]);
      await recordBalanceChange(tx, { giftCardId: id, kind: 'issued', amount: line.price, orderId });
      if (gift) {
        const dueAt = eGiftDueAt(deliveryDate, placedAt);
        await tx.query(
          'INSERT INTO gift_card_emails (gift_card_id, to_address, due_at, locale) VALUES ($1, $2, $3, $4)',
          [id, gift.to, dueAt.toISOString(), locale],
        );
      }
      await emitWebhookEvent(
        tx,
        {
          id: `gift_card.issued:${id}`,
          type: 'gift_card.issued',
          data: { giftCardId: id, orderId, delivery, amount: line.price },
        },
        placedAt,
      );
      issued.push({ id, code, delivery, amount: line.price });
    }
  }
  return issued;
};
