import { CATALOG } from '../catalogue/seed/catalog.ts';
import type { Queryable } from '../db/db.ts';
import { ensureSession } from '../session/sessionRepository.ts';

// docs/decisions/0069: the demo's catalogue text edits (POST /__qa/catalogue-text, decision 0050) belong
// to the session that made them. Each text (a product's or variation's field, or one top-level key of a
// variation's metadata) is owned by the session that wrote it last (table qa_catalogue_edits); that
// session's POST /__qa/reset puts the seed's value back for what it owns and leaves every other text,
// so one tester's reset never undoes another's edit in the middle of their work.

type RowKind = 'product' | 'variation';
type Field = 'name' | 'description' | 'full_description' | 'metadata';

/** One text a session owns; `metadataKey` is '' unless `field` is 'metadata'. */
interface OwnedText {
  readonly rowKind: RowKind;
  readonly rowId: number;
  readonly field: Field;
  readonly metadataKey: string;
}

export interface ProductTextEdit {
  readonly id: number;
  readonly name?: string | undefined;
  readonly description?: string | undefined;
}

export interface VariationTextEdit {
  readonly id: number;
  readonly name?: string | undefined;
  readonly description?: string | undefined;
  readonly fullDescription?: string | undefined;
  readonly metadata?: Readonly<Record<string, unknown>> | undefined;
}

const textsOf = (
  products: readonly ProductTextEdit[],
  variations: readonly VariationTextEdit[],
): OwnedText[] => {
  const texts: OwnedText[] = [];
  const add = (rowKind: RowKind, rowId: number, field: Field, present: boolean, metadataKey = '') => {
    if (present) texts.push({ rowKind, rowId, field, metadataKey });
  };
  for (const p of products) {
    add('product', p.id, 'name', p.name !== undefined);
    add('product', p.id, 'description', p.description !== undefined);
  }
  for (const x of variations) {
    add('variation', x.id, 'name', x.name !== undefined);
    add('variation', x.id, 'description', x.description !== undefined);
    add('variation', x.id, 'full_description', x.fullDescription !== undefined);
    for (const key of Object.keys(x.metadata ?? {})) add('variation', x.id, 'metadata', true, key);
  }
  // One row per text (a row named twice in one call would be upserted twice), in one order for every
  // caller, so two sessions claiming the same texts take their locks in the same order.
  const unique = new Map(texts.map((text) => [JSON.stringify(Object.values(text)), text]));
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, text]) => text);
};

/**
 * Makes `sessionId` the owner of every text this edit sets, on rows that exist. Call it in the edit's
 * transaction before the texts are written: a reset of the previous owner running at the same time
 * then waits for this claim, or has finished before it.
 */
export const claimCatalogueTexts = async (
  tx: Queryable,
  sessionId: string,
  products: readonly ProductTextEdit[],
  variations: readonly VariationTextEdit[],
): Promise<void> => {
  const texts = textsOf(products, variations);
  if (texts.length === 0) return;
  await ensureSession(tx, sessionId);
  await tx.query(
    `INSERT INTO qa_catalogue_edits (session_id, row_kind, row_id, field, metadata_key)
     SELECT $1, x."rowKind", x."rowId", x.field, x."metadataKey"
     FROM jsonb_to_recordset($2::text::jsonb) AS x("rowKind" text, "rowId" integer, field text, "metadataKey" text)
     WHERE (x."rowKind" = 'product' AND x."rowId" IN (SELECT id FROM products))
        OR (x."rowKind" = 'variation' AND x."rowId" IN (SELECT id FROM variations))
     ON CONFLICT (row_kind, row_id, field, metadata_key) DO UPDATE SET session_id = EXCLUDED.session_id`,
    [sessionId, JSON.stringify(texts)],
  );
};

const SEED_PRODUCTS = new Map(CATALOG.map((p) => [p.id, p]));
const SEED_VARIATIONS = new Map(CATALOG.flatMap((p) => p.variations.map((v) => [v.id, v] as const)));

/**
 * Puts the seed's value back for every text `sessionId` owns and gives them up. Answers how many texts
 * it restored. The caller forgets the kept catalogue (decision 0045) after the transaction.
 */
export const restoreCatalogueTexts = async (tx: Queryable, sessionId: string): Promise<number> => {
  const owned = await tx.query<{ row_kind: RowKind; row_id: number; field: Field; metadata_key: string }>(
    `SELECT row_kind, row_id, field, metadata_key FROM qa_catalogue_edits WHERE session_id = $1
     ORDER BY row_kind, row_id, field, metadata_key FOR UPDATE`,
    [sessionId],
  );
  const byRow = new Map<string, { kind: RowKind; id: number; fields: Set<Field>; keys: string[] }>();
  for (const text of owned) {
    const at = `${text.row_kind}:${text.row_id}`;
    const row = byRow.get(at) ?? { kind: text.row_kind, id: text.row_id, fields: new Set(), keys: [] };
    row.fields.add(text.field);
    if (text.field === 'metadata') row.keys.push(text.metadata_key);
    byRow.set(at, row);
  }
  for (const { kind, id, fields, keys } of byRow.values()) {
    if (kind === 'product') {
      const seed = SEED_PRODUCTS.get(id);
      if (!seed) continue;
      await tx.query(
        `UPDATE products SET name = CASE WHEN $2::boolean THEN $3 ELSE name END,
           description = CASE WHEN $4::boolean THEN $5 ELSE description END
         WHERE id = $1`,
        [id, fields.has('name'), seed.name, fields.has('description'), seed.description],
      );
      continue;
    }
    const seed = SEED_VARIATIONS.get(id);
    if (!seed) continue;
    // The owned metadata keys: dropped, then the seed's value put back where the seed has one.
    const seededKeys = Object.fromEntries(
      keys.filter((key) => key in seed.metadata).map((key) => [key, seed.metadata[key]]),
    );
    await tx.query(
      `UPDATE variations SET name = CASE WHEN $2::boolean THEN $3 ELSE name END,
         description = CASE WHEN $4::boolean THEN $5 ELSE description END,
         full_description = CASE WHEN $6::boolean THEN $7 ELSE full_description END,
         metadata = (metadata - ARRAY(SELECT jsonb_array_elements_text($8::text::jsonb))) || $9::text::jsonb
       WHERE id = $1`,
      [
        id,
        fields.has('name'),
        seed.name,
        fields.has('description'),
        seed.description,
        fields.has('full_description'),
        seed.fullDescription,
        JSON.stringify(keys),
        JSON.stringify(seededKeys),
      ],
    );
  }
  await tx.query('DELETE FROM qa_catalogue_edits WHERE session_id = $1', [sessionId]);
  return owned.length;
};
