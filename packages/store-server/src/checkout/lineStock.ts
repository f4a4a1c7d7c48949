import type { CartItem } from '@pc/shared/contract';
import { qaStockOf } from '../catalogue/qaStock.ts';
import type { Queryable } from '../db/db.ts';

// spec §4 "onbackorder: footer note 'NEXT BATCH SHIPS IN 4 WEEKS'": which cart lines checkout flags.

/** The variations of `items` whose stock status is onbackorder. */
export const backorderedVariations = async (
  db: Queryable,
  items: readonly CartItem[],
): Promise<Set<number>> => {
  if (items.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM variations WHERE stock_status = 'onbackorder'
       AND id IN (SELECT value::integer FROM jsonb_array_elements_text($1::text::jsonb))`,
    [JSON.stringify(items.map((item) => item.variationId))],
  );
  const backordered = new Set(rows.map((row) => row.id));
  // A QA session's stock switch stands for the catalogue's status (decision 0189).
  for (const { variationId } of items) {
    const held = qaStockOf(variationId);
    if (held === 'onbackorder') backordered.add(variationId);
    else if (held !== undefined) backordered.delete(variationId);
  }
  return backordered;
};
