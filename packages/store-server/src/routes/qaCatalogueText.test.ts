import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { findProductById } from '../products/productRepository.ts';
import { startTestApp, type TestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// issue 11 item 6, docs/decisions/0050: the demo's QA call that puts CMS text (the XSS corpus) into
// the catalogue for the browser tests; the reset restores it; production has no such path.

const NOW = new Date('2026-03-10T15:00:00Z');
const CANDLE_PRODUCT = 301;
const PAYLOAD = '<img src=x onerror="window.pcXss=true">';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: () => NOW });
});
afterAll(() => t.close());

describe('POST /__qa/catalogue-text (demo mode)', () => {
  it('overrides product and variation texts, merges metadata, and the reset restores them', async () => {
    const visitor = await Visitor.arrive(t.app);
    const before = await findProductById(t.database.db, CANDLE_PRODUCT);
    const candle = before?.variations[0];
    if (!before || !candle) throw new Error('the seed has the candle product');
    const res = await visitor.postJson('/__qa/catalogue-text', {
      products: [{ id: CANDLE_PRODUCT, name: PAYLOAD }],
      variations: [{ id: candle.id, fullDescription: PAYLOAD, metadata: { notes: PAYLOAD } }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changed: 2 });
    const after = await findProductById(t.database.db, CANDLE_PRODUCT);
    expect(after?.name).toBe(PAYLOAD);
    expect(after?.variations[0]?.fullDescription).toBe(PAYLOAD);
    expect(after?.variations[0]?.metadata).toEqual({ ...candle.metadata, notes: PAYLOAD });

    expect((await visitor.postJson('/__qa/reset', {})).statusCode).toBe(200);
    const restored = await findProductById(t.database.db, CANDLE_PRODUCT);
    expect(restored?.name).toBe(before.name);
    expect(restored?.variations[0]?.metadata).toEqual(candle.metadata);
  });

  it('answers 400 to unknown fields and needs the nonce', async () => {
    const visitor = await Visitor.arrive(t.app);
    const bad = await visitor.postJson('/__qa/catalogue-text', { products: [{ id: 1, price: 0 }] });
    expect(bad.statusCode).toBe(400);
    const noNonce = await visitor.postJson('/__qa/catalogue-text', {}, { nonce: false });
    expect(noNonce.statusCode).toBe(403);
  });

  it('is 404 in production mode', async () => {
    const app = buildApp({
      db: t.database.db,
      distDir: '/nonexistent',
      nonceSecret: 'test-secret',
      clock: () => NOW,
      mode: 'production',
    });
    await app.ready();
    try {
      const visitor = await Visitor.arrive(app);
      const res = await visitor.postJson('/__qa/catalogue-text', {
        products: [{ id: CANDLE_PRODUCT, name: 'x' }],
      });
      expect(res.statusCode).toBe(404);
      expect((await findProductById(t.database.db, CANDLE_PRODUCT))?.name).not.toBe('x');
    } finally {
      await app.close();
    }
  });
});
