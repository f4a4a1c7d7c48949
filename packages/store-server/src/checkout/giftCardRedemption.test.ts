import {
  ADMIN_AJAX_PATH,
  applyGiftCard,
  CheckoutSummary,
  checkGiftCardBalance,
  getCheckout,
  placeOrder,
  removeGiftCard,
} from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import {
  GIFT_CARD_ALREADY_APPLIED,
  GIFT_CARD_EMPTY_CART,
  GIFT_CARD_MISTYPED,
  GIFT_CARD_NOT_FOR_GIFT_CARDS,
  GIFT_CARD_NOT_FOR_SUBSCRIPTIONS,
  GIFT_CARD_SPENT,
  GIFT_CARD_TOO_MANY_TRIES,
  GIFT_CARD_UNKNOWN,
  normalizeGiftCardCode,
} from '../giftCards/giftCardRedemption.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// spec §9 "Gift cards are not usable on subscriptions and do not cover tax or shipping beyond the
// balance; gift cards are non-refundable", docs/decisions/0114, 0115: a card applied at checkout pays
// what the rules let it, the order redeems it once (a ledger row with the order), and wrong codes
// are told apart and limited.

const AJAX = ADMIN_AJAX_PATH;
const APPLY = callUrl(applyGiftCard);
const REMOVE = callUrl(removeGiftCard);
const BALANCE = callUrl(checkGiftCardBalance);
const CHECKOUT = callUrl(getCheckout);
const ORDER = callUrl(placeOrder);
/** $13 hand cream, bought once; under $25, so $5.95 shipping. */
const HAND_CREAM = { quantity: 1, 'add-to-cart': 108, variation_id: 10801 };
/** The Face Set as a subscription every 9 weeks ($34). */
const FACE_SET_SUBSCRIPTION = { quantity: 1, 'add-to-cart': 201, convert_to_sub_201: 9 };

/** An e-gift's delivery date a month ahead (spec §5: not in the past; at most a year ahead). */
const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const t = useTestApp();
/** An app of its own for the guessing limit, counted per address: the other tests' wrong codes stay out of it. */
const limited = useTestApp();

/** A $75 e-gift card bought by a visitor of its own: its code. */
const issueCard = async (app = t.app): Promise<string> => {
  const buyer = await Visitor.arrive(app);
  const bought = await buyer.postForm(AJAX, eGiftForm(IN_A_MONTH));
  expect(bought.statusCode, bought.body).toBe(200);
  const placed = await buyer.postJson(ORDER, {});
  expect(placed.statusCode, placed.body).toBe(200);
  const [card] = await (app === t.app ? t : limited).database.db.query<{ code: string }>(
    'SELECT code FROM gift_cards WHERE order_id = $1::bigint',
    [placed.json().orderId],
  );
  return card!.code;
};

const ledgerOf = (code: string) =>
  t.database.db.query<{ kind: string; amount: string; order_id: string }>(
    `SELECT l.kind, l.amount::text, l.order_id::text FROM gift_card_ledger l JOIN gift_cards g ON g.id = l.gift_card_id
     WHERE g.code = $1 ORDER BY l.id`,
    [code],
  );

const summaryOf = (response: { json(): unknown }) => v.parse(CheckoutSummary, response.json());

let shopper: Visitor;
let code: string;

beforeEach(async () => {
  code = await issueCard();
  shopper = await Visitor.arrive(t.app);
});

/** Adds a line `times` times (spec §7's form adds quantity 1; identical additions share a line). */
const add = async (form: Record<string, string | number>, times = 1, visitor = shopper) => {
  for (let i = 0; i < times; i++) {
    const added = await visitor.postForm(AJAX, form);
    expect(added.statusCode, added.body).toBe(200);
  }
};

describe('applying a gift card at checkout (spec §9)', () => {
  it('pays the order with its shipping within the balance, and the order redeems it once', async () => {
    await add(HAND_CREAM);
    const applied = await shopper.postJson(APPLY, { code: code.toLowerCase().replaceAll('-', ' ') });
    expect(applied.statusCode, applied.body).toBe(200);
    const summary = summaryOf(applied);
    expect(summary).toMatchObject({ total: 18.95, amountDue: 0 });
    expect(summary.giftCards).toEqual([
      { id: expect.any(String), last4: code.slice(-4), balance: 75, amount: 18.95 },
    ]);

    const placed = await shopper.postJson(ORDER, {});
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().orderId;
    // A double submit finds an empty cart: nothing is redeemed again.
    expect((await shopper.postJson(ORDER, {})).statusCode).toBe(400);
    expect(await ledgerOf(code)).toEqual([
      { kind: 'issued', amount: '75.00', order_id: expect.any(String) },
      { kind: 'redeemed', amount: '-18.95', order_id: orderId },
    ]);
    const balance = await shopper.postJson(BALANCE, { code });
    expect(balance.json()).toEqual({ last4: code.slice(-4), balance: 56.05, amount: 75 });
  });

  it('a retry of the same order (its Idempotency-Key) redeems once', async () => {
    await add(HAND_CREAM);
    expect((await shopper.postJson(APPLY, { code })).statusCode).toBe(200);
    const key = 'retry-key-0123456789';
    const order = () =>
      shopper.send({
        method: 'POST',
        url: ORDER,
        payload: '{}',
        contentType: 'application/json',
        headers: { 'idempotency-key': key },
      });
    const first = await order();
    const again = await order();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await ledgerOf(code)).filter((row) => row.kind === 'redeemed')).toHaveLength(1);
  });

  it('covers at most the balance: past it, the rest is due', async () => {
    // $75 card, 6 hand creams ($78): the card pays $75, $3 is due.
    await add(HAND_CREAM, 6);
    const summary = summaryOf(await shopper.postJson(APPLY, { code }));
    expect(summary).toMatchObject({ total: 78, amountDue: 3 });
    expect(summary.giftCards[0]!.amount).toBe(75);
    const placed = await shopper.postJson(ORDER, {});
    expect(placed.statusCode).toBe(200);
    // Spent: the balance check says 0, and applying it again is refused.
    expect((await shopper.postJson(BALANCE, { code })).json().balance).toBe(0);
    await add(HAND_CREAM);
    const refused = await shopper.postJson(APPLY, { code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().displayMessage).toBe(GIFT_CARD_SPENT);
  });

  it('is not usable on a subscription: refused on one alone, and beside a once line pays only that', async () => {
    await add(FACE_SET_SUBSCRIPTION);
    const refused = await shopper.postJson(APPLY, { code });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().displayMessage).toBe(GIFT_CARD_NOT_FOR_SUBSCRIPTIONS);
    expect(summaryOf(await shopper.get(CHECKOUT)).giftCards).toEqual([]);

    await add(HAND_CREAM);
    const summary = summaryOf(await shopper.postJson(APPLY, { code }));
    // Subscribing ships free: $13 + $34; the card pays the $13 only.
    expect(summary).toMatchObject({ total: 47, amountDue: 34, giftCardExclusions: true });
    expect(summary.giftCards[0]!.amount).toBe(13);
  });

  it('does not buy gift cards', async () => {
    await add(eGiftForm(IN_A_MONTH));
    const refused = await shopper.postJson(APPLY, { code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().displayMessage).toBe(GIFT_CARD_NOT_FOR_GIFT_CARDS);
  });

  it('tells a mistyped, an unknown and an applied code apart, and an empty cart', async () => {
    const tryCode = async (typed: string) =>
      (await shopper.postJson(APPLY, { code: typed })).json().displayMessage;
    expect(await tryCode(code)).toBe(GIFT_CARD_EMPTY_CART);
    await add(HAND_CREAM);
    expect(await tryCode('ABCD-EFGH-IJKL-MNOP')).toBe(GIFT_CARD_MISTYPED);
    expect(await tryCode('ABCD-EFGH')).toBe(GIFT_CARD_MISTYPED);
    expect(await tryCode('ABCD-EFGH-JKLM-NPQR')).toBe(GIFT_CARD_UNKNOWN);
    expect((await shopper.postJson(APPLY, { code })).statusCode).toBe(200);
    expect(await tryCode(code)).toBe(GIFT_CARD_ALREADY_APPLIED);
    const empty = await shopper.postJson(APPLY, { code: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('is taken off again, and another session never sees it applied', async () => {
    await add(HAND_CREAM);
    const [card] = summaryOf(await shopper.postJson(APPLY, { code })).giftCards;
    const other = await Visitor.arrive(t.app);
    expect((await other.postForm(AJAX, HAND_CREAM)).statusCode).toBe(200);
    expect(summaryOf(await other.get(CHECKOUT)).giftCards).toEqual([]);
    // Another session cannot take it off this cart.
    await other.postJson(REMOVE, { id: card!.id });
    expect(summaryOf(await shopper.get(CHECKOUT)).giftCards).toHaveLength(1);
    const removed = summaryOf(await shopper.postJson(REMOVE, { id: card!.id }));
    expect(removed.giftCards).toEqual([]);
    expect(removed.amountDue).toBe(removed.total);
  });

  it('two sessions spending one card: the second pays what the first left', async () => {
    await add(HAND_CREAM, 4);
    const other = await Visitor.arrive(t.app);
    await add(HAND_CREAM, 4, other);
    expect((await shopper.postJson(APPLY, { code })).statusCode).toBe(200);
    expect((await other.postJson(APPLY, { code })).statusCode).toBe(200);
    const [a, b] = await Promise.all([shopper.postJson(ORDER, {}), other.postJson(ORDER, {})]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const redeemed = (await ledgerOf(code))
      .filter((row) => row.kind === 'redeemed')
      .map((row) => Number(row.amount));
    // $52 each; the card held $75.
    expect(redeemed.sort((x, y) => x - y)).toEqual([-52, -23]);
  });
});

describe('the limit against guessing codes (docs/decisions/0115)', () => {
  it('after 10 wrong codes refuses every lookup with 429, a right code too; right codes count nothing', async () => {
    const code = await issueCard(limited.app);
    const shopper = await Visitor.arrive(limited.app);
    for (let i = 0; i < 3; i++) expect((await shopper.postJson(BALANCE, { code })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const wrong = await shopper.postJson(BALANCE, {
        code: `ZZZZ-ZZZZ-ZZZZ-ZZ${String(i).padStart(2, '2')}`,
      });
      expect(wrong.statusCode).toBe(400);
    }
    const refused = await shopper.postJson(BALANCE, { code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().displayMessage).toBe(GIFT_CARD_TOO_MANY_TRIES);
    const elsewhere = await Visitor.arrive(limited.app);
    await elsewhere.postForm(AJAX, HAND_CREAM);
    expect((await elsewhere.postJson(APPLY, { code })).statusCode).toBe(429);
  });
});

describe('normalizeGiftCardCode', () => {
  it.each([
    ['abcd-efgh-jklm-npqr', 'ABCD-EFGH-JKLM-NPQR'],
    [' ABCD EFGH JKLM NPQR ', 'ABCD-EFGH-JKLM-NPQR'],
    ['ABCDEFGHJKLMNPQR', 'ABCD-EFGH-JKLM-NPQR'],
    ['ABCD-EFGH-JKLM-NPQ0', null],
    ['ABCD-EFGH-JKLM-NPQI', null],
    ['ABCD-EFGH-JKLM-NPQRS', null],
    ['', null],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeGiftCardCode(typed)).toBe(expected);
  });
});
