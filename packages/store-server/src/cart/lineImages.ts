import type { CartItem } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';

// What checkout and the cross-sell show beside a cart line: its picture (decision 0037).

/** Each line's picture: its variation's image, or for a set (variation 0) the set's first image. */
export const lineImages = async (db: Queryable, items: readonly CartItem[]): Promise<Map<string, string>> => {
  if (items.length === 0) return new Map();
  const rows = await db.query<{ kind: 'v' | 'p'; id: number; image: string | null }>(
    `SELECT 'v' AS kind, id, image FROM variations
       WHERE id IN (SELECT value::integer FROM jsonb_array_elements_text($1::text::jsonb))
     UNION ALL
     SELECT 'p' AS kind, id, images->>0 AS image FROM products
       WHERE id IN (SELECT value::integer FROM jsonb_array_elements_text($2::text::jsonb))`,
    [
      JSON.stringify(items.map((item) => item.variationId)),
      JSON.stringify(items.map((item) => item.productId)),
    ],
  );
  const image = (kind: 'v' | 'p', id: number) =>
    rows.find((row) => row.kind === kind && row.id === id)?.image ?? null;
  return new Map(
    items.map((item) => [
      item.key,
      (item.variationId !== 0 ? image('v', item.variationId) : null) ?? image('p', item.productId) ?? '',
    ]),
  );
};
