import { describe, expect, it } from 'vitest';
import { redeem } from './redemptionRules.ts';

// spec §9 "Gift cards are not usable on subscriptions and do not cover tax or shipping beyond the
// balance"; docs/decisions/0114 (gift cards do not buy gift cards; amounts in cents).

const card = (balanceCents: number, id = `c${balanceCents}`) => ({ id, balanceCents });

describe('redeem (spec §9)', () => {
  it.each([
    ['a card larger than the order pays all of it', 3800, 0, [card(5000)], [3800], 0],
    ['a card smaller than the order pays its balance', 3800, 0, [card(2500)], [2500], 1300],
    ['exactly the order', 3800, 0, [card(3800)], [3800], 0],
    // total 19.00 + 5.95 shipping + 1.52 tax
    ['shipping and tax are covered within the balance', 2647, 0, [card(5000)], [2647], 0],
    ['shipping and tax beyond the balance are not', 2647, 0, [card(2000)], [2000], 647],
    ['a subscription line is never paid: only the once line', 3400, 1500, [card(5000)], [1900], 1500],
    ['a cart of subscriptions alone: the card pays nothing', 1500, 1500, [card(5000)], [0], 1500],
    ['a discount is not taken as paying the subscription', 2900, 1500, [card(5000)], [1400], 1500],
    ['a discount larger than the other lines: nothing is coverable', 1000, 1500, [card(5000)], [0], 1000],
    ['a spent card pays nothing', 3800, 0, [card(0)], [0], 3800],
    ['two cards in the order applied', 6000, 0, [card(2500, 'a'), card(5000, 'b')], [2500, 3500], 0],
    ['a second card with nothing left pays 0', 2000, 0, [card(2500, 'a'), card(5000, 'b')], [2000, 0], 0],
    ['an empty order', 0, 0, [card(5000)], [0], 0],
    ['no cards', 3800, 0, [], [], 3800],
  ])('%s', (_, totalCents, excludedCents, cards, amounts, dueCents) => {
    const result = redeem({ totalCents, excludedCents }, cards);
    expect(result.cards.map((applied) => applied.amountCents)).toEqual(amounts);
    expect(result.dueCents).toBe(dueCents);
    expect(result.coveredCents + result.dueCents).toBe(totalCents);
  });

  it('never pays more than a balance or less than 0 (every split of a small order)', () => {
    for (let total = 0; total <= 300; total += 7)
      for (let excluded = 0; excluded <= 300; excluded += 11)
        for (const balance of [0, 1, 50, 299, 301]) {
          const [applied] = redeem({ totalCents: total, excludedCents: excluded }, [card(balance)]).cards;
          expect(applied!.amountCents).toBeGreaterThanOrEqual(0);
          expect(applied!.amountCents).toBeLessThanOrEqual(balance);
          expect(applied!.amountCents).toBeLessThanOrEqual(Math.max(0, total - excluded));
        }
  });
});
