import type { Queryable } from '../db/db.ts';

// An order's lines as they were bought (decision 0036): the demo checkout's order and a paid platform
// order (decision 0144) write them the same way, in the order's transaction.

/** One line of an order, its image resolved. */
export interface OrderLineRow {
  readonly productId: number;
  readonly variationId: number | null;
  readonly name: string;
  readonly sku: string | null;
  readonly category: string | null;
  readonly image: string;
  readonly quantity: number;
  readonly price: number;
  readonly cadence: number;
  readonly surveyLogId: number | string | null;
  readonly bundle: unknown;
  readonly giftCard: unknown;
}

/** Writes `lines` as order `orderId`'s, in their order. */
export const insertOrderLines = async (
  tx: Queryable,
  orderId: string,
  lines: readonly OrderLineRow[],
): Promise<void> => {
  for (const [position, line] of lines.entries()) {
    await tx.query(
      `INSERT INTO order_lines (order_id, position, product_id, variation_id, name, sku, category, image, quantity,
         price, cadence, survey_log_id, bundle, gift_card)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::text::jsonb, $14::text::jsonb)`,
      [
        orderId,
        position,
        line.productId,
        line.variationId,
        line.name,
        line.sku,
        line.category,
        line.image,
        line.quantity,
        line.price,
        line.cadence,
        line.surveyLogId,
        JSON.stringify(line.bundle),
        line.giftCard === null || line.giftCard === undefined ? null : JSON.stringify(line.giftCard),
      ],
    );
  }
};
