import { ADMIN_AJAX_PATH } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { SELF_ANSWERS, summaryOf } from '../../test/quizSummaries.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { useTestApp } from '../test/testApp.ts';
import { TEST_DATABASE } from '../test/testDb.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';

// docs/decisions/0056: what the server keeps between requests (the cart, the QA
// switches and the quiz logs read until the next write, the catalogue until it is seeded or edited,
// pages cut once per build, first views by their page data) never shows a shopper something stale:
// each change below is seen by the very next request.

const AJAX = ADMIN_AJAX_PATH;
const PLAY = 111;
const GREEN = 11101;
/** The Gran Cenote candle, first on the candle pages. */
const GRAN_CENOTE_CANDLE = 30101;
const NOW = new Date('2026-03-10T15:00:00Z');

const t = useTestApp({ clock: () => NOW });

const cartCount = async (visitor: Visitor): Promise<number> => {
  const res = await visitor.get(`${AJAX}?action=get_cart_items`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { count: number } }).data.count;
};
const addPlay = (visitor: Visitor) =>
  visitor.postForm(AJAX, { quantity: 1, 'add-to-cart': PLAY, variation_id: GREEN });
const pageData = async (visitor: Visitor, path: string) => {
  const res = await visitor.get(path);
  return readPageConfig(res.body).data as Record<string, unknown>;
};

describe('kept reads see every change at once', () => {
  it('get_cart_items, read twice, then after each add and after emptying the cart', async () => {
    const visitor = await Visitor.arrive(t.app);
    expect(await cartCount(visitor)).toBe(0);
    expect(await cartCount(visitor)).toBe(0);
    expect((await addPlay(visitor)).statusCode).toBe(200);
    expect(await cartCount(visitor)).toBe(1);
    expect(await cartCount(visitor)).toBe(1);
    expect((await addPlay(visitor)).statusCode).toBe(200);
    expect(await cartCount(visitor)).toBe(2);
    expect((await visitor.postForm(AJAX, { action: 'delete_all_item_cart' })).statusCode).toBe(200);
    expect(await cartCount(visitor)).toBe(0);
  });

  it("one shopper's add changes nothing another reads, and a write the database gets directly is seen", async () => {
    const [a, b] = [await Visitor.arrive(t.app), await Visitor.arrive(t.app)];
    expect(await cartCount(b)).toBe(0);
    await addPlay(a);
    expect(await cartCount(b)).toBe(0);
    expect(await cartCount(a)).toBe(1);
    await t.database.db.query('UPDATE cart_items SET quantity = 5 WHERE session_id = $1', [a.session]);
    expect(await cartCount(a)).toBe(5);
  });

  it('a QA reset empties the cart and forgets the quiz', async () => {
    const visitor = await Visitor.arrive(t.app);
    await addPlay(visitor);
    const done = await visitor.postForm(completeQuizForm.path, {
      quiz_summary: JSON.stringify(summaryOf('self', SELF_ANSWERS)),
    });
    expect(done.statusCode).toBe(303);
    expect(await cartCount(visitor)).toBe(1);
    const quiz = async () => (await pageData(visitor, '/quiz')).quiz as { complete: boolean };
    expect((await quiz()).complete).toBe(true);
    const results = async () =>
      ((await pageData(visitor, '/quizresult')).results as { surveyLogId: string }).surveyLogId;
    expect(await results()).not.toBe('');

    expect((await visitor.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
    expect(await cartCount(visitor)).toBe(0);
    expect((await quiz()).complete).toBe(false);
    expect(await results()).toBe('');
  });

  it('a QA clock move is seen by the next add: a dated end of sale (spec §4 soldOutAt), and back', async () => {
    const visitor = await Visitor.arrive(t.app);
    // The catalogue gets a dated end of sale for Green & Airy; the reset below restores it.
    await visitor.postJson(QA_CALLS.catalogueText.path, {
      variations: [{ id: GREEN, metadata: { soldOutAt: '2026-06-01T00:00:00Z' } }],
    });
    expect((await addPlay(visitor)).statusCode).toBe(200);
    await visitor.postJson(QA_CALLS.clock.path, { now: '2026-07-01T00:00:00Z' });
    const late = await addPlay(visitor);
    expect(late.statusCode).toBe(400);
    expect((late.json() as { displayMessage: string }).displayMessage).toContain('sold out');
    await visitor.postJson(QA_CALLS.clock.path, { now: null });
    expect((await addPlay(visitor)).statusCode).toBe(200);
    expect((await visitor.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
  });

  it('a stock change and a catalogue text edit are seen by the next add and the next page; the reset restores both', async () => {
    const visitor = await Visitor.arrive(t.app);
    const candleNames = async () => JSON.stringify(await pageData(visitor, '/browse-candles'));
    const before = await candleNames();
    expect((await addPlay(visitor)).statusCode).toBe(200);

    const edit = await visitor.postJson(QA_CALLS.catalogueText.path, {
      variations: [
        { id: GRAN_CENOTE_CANDLE, name: 'Renamed Candle Q' },
        { id: GREEN, metadata: { soldOutAt: '2000-01-01T00:00:00Z' } },
      ],
    });
    expect(edit.statusCode).toBe(200);
    expect((await addPlay(visitor)).statusCode).toBe(400);
    expect(await candleNames()).toContain('Renamed Candle Q');

    expect((await visitor.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
    expect((await addPlay(visitor)).statusCode).toBe(200);
    expect(await candleNames()).toBe(before);
  });

  it('a QA identity switch and a clock set straight in the database are seen by the next read', async () => {
    const visitor = await Visitor.arrive(t.app);
    await addPlay(visitor);
    const state = async () =>
      (await visitor.get(QA_CALLS.state.path)).json() as { identity: string; clock: string | null };
    expect((await state()).identity).toBe('anonymous');
    await visitor.postJson(QA_CALLS.identity.path, { customer: true });
    expect((await state()).identity).toBe('customer');
    await t.database.db.query('UPDATE sessions SET clock_override = $2 WHERE id = $1', [
      visitor.session,
      '2026-05-01T00:00:00Z',
    ]);
    expect((await state()).clock).toBe('2026-05-01T00:00:00.000Z');
    expect((await visitor.postJson(QA_CALLS.reset.path, {})).statusCode).toBe(200);
    expect((await state()).identity).toBe('anonymous');
  });

  it.runIf(TEST_DATABASE === 'pglite')(
    "keeps reads only on PGlite, which counts its writes; a cart's writes leave the sessions' count",
    async () => {
      const { writeCount } = t.database.db;
      if (!writeCount) throw new Error('PGlite counts its writes');
      const visitor = await Visitor.arrive(t.app);
      await addPlay(visitor);
      const [all, sessions] = [writeCount(), writeCount('sessions')];
      await addPlay(visitor);
      expect(writeCount()).toBeGreaterThan(all);
      expect(writeCount('sessions')).toBe(sessions);
      await visitor.postJson(QA_CALLS.clock.path, { now: '2026-05-01T00:00:00Z' });
      expect(writeCount('sessions')).toBeGreaterThan(sessions);
      await visitor.postJson(QA_CALLS.clock.path, { now: null });
    },
  );

  // docs/decisions/0222: within one request a read is kept (db/readCache.test.ts), never past it.
  it.runIf(TEST_DATABASE === 'postgres')(
    'keeps no read past its request on PostgreSQL, which other servers write to',
    () => {
      expect(t.database.db.writeCount).toBeUndefined();
    },
  );
});
