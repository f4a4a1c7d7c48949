import * as v from 'valibot';
import { forgetCatalogue } from '../catalogue/productRepository.ts';
import type { Db } from '../db/db.ts';
import { claimCatalogueTexts } from './catalogueEdits.ts';

// docs/decisions/0050, 0069: the browser tests put hostile CMS text (the XSS corpus) into the catalogue
// the pages read (product names and descriptions, candle metadata, launch content) and check every page
// shows it inert. Like every /__qa/* path it exists in demo mode only (docs/decisions/0042: 404 in
// production). The texts a call sets become the calling session's (the last writer's): that session's
// POST /__qa/reset puts the seed's texts back for them and leaves other sessions' edits alone.

const text = v.pipe(v.string(), v.maxLength(20_000));
const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

export const QaCatalogueTextRequest = v.strictObject({
  products: v.optional(
    v.pipe(
      v.array(v.strictObject({ id, name: v.optional(text), description: v.optional(text) })),
      v.maxLength(200),
    ),
    [],
  ),
  variations: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          id,
          name: v.optional(text),
          description: v.optional(text),
          fullDescription: v.optional(text),
          /** Merged over the variation's metadata, key by key (a nested object is replaced whole). */
          metadata: v.optional(v.record(v.string(), v.unknown())),
        }),
      ),
      v.maxLength(200),
    ),
    [],
  ),
});
type QaCatalogueTextRequest = v.InferOutput<typeof QaCatalogueTextRequest>;

/** Sets the texts and claims them for the session; answers how many rows changed. */
export const editCatalogueTexts = async (
  db: Db,
  sessionId: string,
  { products, variations }: QaCatalogueTextRequest,
): Promise<{ changed: number }> => {
  const changed = await db.transaction(async (tx) => {
    await claimCatalogueTexts(tx, sessionId, products, variations);
    let rows = 0;
    for (const p of products) {
      const updated = await tx.query<{ id: number }>(
        `UPDATE products SET name = coalesce($2, name), description = coalesce($3, description)
         WHERE id = $1 RETURNING id`,
        [p.id, p.name ?? null, p.description ?? null],
      );
      rows += updated.length;
    }
    for (const x of variations) {
      const updated = await tx.query<{ id: number }>(
        `UPDATE variations SET name = coalesce($2, name), description = coalesce($3, description),
           full_description = coalesce($4, full_description), metadata = metadata || $5::text::jsonb
         WHERE id = $1 RETURNING id`,
        [
          x.id,
          x.name ?? null,
          x.description ?? null,
          x.fullDescription ?? null,
          JSON.stringify(x.metadata ?? {}),
        ],
      );
      rows += updated.length;
    }
    return rows;
  });
  forgetCatalogue(db);
  return { changed };
};
