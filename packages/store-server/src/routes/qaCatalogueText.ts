import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import type { AppDeps } from '../appDeps.ts';
import { forgetCatalogue } from '../catalogue/productRepository.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { validate } from '../http/validate.ts';
import { claimCatalogueTexts } from '../qa/catalogueEdits.ts';

// issue 11 item 6: the browser tests put hostile CMS text (the XSS corpus) into the catalogue the
// pages read (product names and descriptions, candle metadata, launch content) and check every page
// shows it inert. Like every /__qa/* path it exists in demo mode only (docs/decisions/0042: 404 in
// production). The texts a call sets become the calling session's (the last writer's): that session's
// POST /__qa/reset puts the seed's texts back for them and leaves other sessions' edits alone.
// docs/decisions/0050, 0069.

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

export const qaCatalogueTextRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mode }) => {
  if (mode !== 'demo') return;
  acceptJsonBodies(app);

  app.post('/__qa/catalogue-text', async (request) => {
    const { products, variations } = validate(QaCatalogueTextRequest, request.body ?? {});
    const changed = await db.transaction(async (tx) => {
      await claimCatalogueTexts(tx, request.sessionId, products, variations);
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
  });
};
