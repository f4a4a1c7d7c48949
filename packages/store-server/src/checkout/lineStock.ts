import type { CartItem } from '@pc/shared/contract';
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
  return new Set(rows.map((row) => row.id));
};
