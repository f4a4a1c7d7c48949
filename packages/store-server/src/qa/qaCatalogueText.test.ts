import { describe, expect, it } from 'vitest';
import { findProductById } from '../catalogue/productRepository.ts';
import { startProductionApp, useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { QA_CALLS } from './qaSchemas.ts';

// docs/decisions/0050: the demo's QA call that puts CMS text (the XSS corpus) into
// the catalogue for the browser tests; a session's reset restores what that session changed
// (docs/decisions/0069); production has no such path.

const NOW = new Date('2026-03-10T15:00:00Z');
const CANDLE_PRODUCT = 301;
const PAYLOAD = '<img src=x onerror="window.pcXss=true">';
const t = useTestApp({ clock: () => NOW });

describe('POST /__qa/catalogue-text (demo mode)', () => {
  it('overrides product and variation texts, merges metadata, and the reset restores them', async () => {
    const visitor = await Visitor.arrive(t.app);
    const before = await findProductById(t.database.db, CANDLE_PRODUCT);
    const candle = before?.variations[0];
    if (!before || !candle) throw new Error('the seed has the candle product');
    const res = await visitor.postJson(QA_CALLS.catalogueText.path, {
      products: [{ id: CANDLE_PRODUCT, name: PAYLOAD }],
      variations: [{ id: candle.id, fullDescription: PAYLOAD, metadata: { notes: PAYLOAD } }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    const after = await findProductById(t.database.db, CANDLE_PRODUCT);
    expect(after?.name).toBe(PAYLOAD);
    expect(after?.variations[0]?.fullDescription).toBe(PAYLOAD);
    expect(after?.variations[0]?.metadata).toEqual({ ...candle.metadata, notes: PAYLOAD });

    expect((await visitor.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
    const restored = await findProductById(t.database.db, CANDLE_PRODUCT);
    expect(restored?.name).toBe(before.name);
    expect(restored?.variations[0]?.metadata).toEqual(candle.metadata);
  });

  // docs/decisions/0069: a tester's reset undoes that tester's own edits only, so two testers (the
  // browser suite's two workers) never undo each other's texts mid-test.
  it("leaves another session's edits in place when one session resets", async () => {
    const a = await Visitor.arrive(t.app);
    const b = await Visitor.arrive(t.app);
    const seeded = await findProductById(t.database.db, CANDLE_PRODUCT);
    const [first, second] = seeded?.variations ?? [];
    if (!seeded || !first || !second) throw new Error('the seed has two candles');
    await a.postJson(QA_CALLS.catalogueText.path, {
      variations: [{ id: first.id, name: 'A', metadata: { notes: 'A notes', added: 'A' } }],
    });
    await b.postJson(QA_CALLS.catalogueText.path, {
      products: [{ id: CANDLE_PRODUCT, description: 'B' }],
      variations: [{ id: second.id, metadata: { notes: 'B notes' } }],
    });

    expect((await a.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
    const afterA = await findProductById(t.database.db, CANDLE_PRODUCT);
    expect(afterA?.variations[0]?.name).toBe(first.name);
    expect(afterA?.variations[0]?.metadata).toEqual(first.metadata);
    expect(afterA?.description).toBe('B');
    expect(afterA?.variations[1]?.metadata).toEqual({ ...second.metadata, notes: 'B notes' });

    expect((await b.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
    const afterB = await findProductById(t.database.db, CANDLE_PRODUCT);
    expect(afterB?.description).toBe(seeded.description);
    expect(afterB?.variations[1]?.metadata).toEqual(second.metadata);
  });

  it('gives a text to the session that wrote it last; an earlier writer’s reset leaves it', async () => {
    const a = await Visitor.arrive(t.app);
    const b = await Visitor.arrive(t.app);
    const seeded = await findProductById(t.database.db, CANDLE_PRODUCT);
    const candle = seeded?.variations[0];
    if (!seeded || !candle) throw new Error('the seed has the candle product');
    await a.postJson(QA_CALLS.catalogueText.path, {
      products: [{ id: CANDLE_PRODUCT, name: 'A' }],
      variations: [{ id: candle.id, metadata: { notes: 'A', footer: 'A' } }],
    });
    await b.postJson(QA_CALLS.catalogueText.path, {
      variations: [{ id: candle.id, metadata: { notes: 'B' } }],
    });

    await a.postJson(QA_CALLS.reset.path, {});
    const afterA = await findProductById(t.database.db, CANDLE_PRODUCT);
    expect(afterA?.name).toBe(seeded.name);
    expect(afterA?.variations[0]?.metadata).toEqual({ ...candle.metadata, notes: 'B' });

    await b.postJson(QA_CALLS.reset.path, {});
    expect((await findProductById(t.database.db, CANDLE_PRODUCT))?.variations[0]?.metadata).toEqual(
      candle.metadata,
    );
  });

  it('keeps the edits a session owns across a login (the id rotates, decision 0043)', async () => {
    const tester = await Visitor.arrive(t.app);
    const seeded = await findProductById(t.database.db, CANDLE_PRODUCT);
    if (!seeded) throw new Error('the seed has the candle product');
    await tester.postJson(QA_CALLS.catalogueText.path, { products: [{ id: CANDLE_PRODUCT, name: PAYLOAD }] });
    const before = tester.session;
    await tester.postJson(QA_CALLS.identity.path, { customer: true });
    expect(tester.session).not.toBe(before);
    expect((await findProductById(t.database.db, CANDLE_PRODUCT))?.name).toBe(PAYLOAD);
    await tester.postJson(QA_CALLS.reset.path, {});
    expect((await findProductById(t.database.db, CANDLE_PRODUCT))?.name).toBe(seeded.name);
  });

  it('answers 400 to unknown fields and needs the nonce', async () => {
    const visitor = await Visitor.arrive(t.app);
    const bad = await visitor.postJson(QA_CALLS.catalogueText.path, { products: [{ id: 1, price: 0 }] });
    expect(bad.statusCode).toBe(400);
    const noNonce = await visitor.postJson(QA_CALLS.catalogueText.path, {}, { nonce: false });
    expect(noNonce.statusCode).toBe(403);
  });

  it('is 404 in production mode', async () => {
    const app = await startProductionApp(t.database, () => NOW);
    try {
      const visitor = await Visitor.arrive(app);
      const res = await visitor.postJson(QA_CALLS.catalogueText.path, {
        products: [{ id: CANDLE_PRODUCT, name: 'x' }],
      });
      expect(res.statusCode).toBe(404);
      expect((await findProductById(t.database.db, CANDLE_PRODUCT))?.name).not.toBe('x');
    } finally {
      await app.close();
    }
  });
});
