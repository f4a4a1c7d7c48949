import { describe, expect, it } from 'vitest';
import type { QuestionCode } from '../contract/quiz.ts';
import { CADENCE_RULES, type CadenceAnswers, ruledCadence } from './cadenceRules.ts';

const answers = (values: Partial<Record<QuestionCode, string>>): CadenceAnswers => ({
  value: (code) => values[code] ?? null,
});

// docs/decisions/0016 "Recorded difference": spec §9's 4 weeks of body wash is a bottle at one shower
// a day; the quiz recommends it sooner or later by shower_freq. Every other item keeps §9's default.
describe('CADENCE_RULES through ruledCadence', () => {
  it.each([
    ['body_wash', { shower_freq: '3' }, 2, 'twice a day or more: every 2 weeks'],
    ['body_wash', { shower_freq: '0' }, 8, 'every few days: every 8 weeks'],
    ['body_wash', { shower_freq: '1' }, undefined, 'every other day: §9 default'],
    ['body_wash', { shower_freq: '2' }, undefined, 'daily: §9 default'],
    ['body_wash', {}, undefined, 'not asked: §9 default'],
    ['deodorant', { shower_freq: '3' }, undefined, 'no rule for another item'],
    ['body_lotion', { shower_freq: '0' }, undefined, 'no rule for another item'],
  ] as const)('%s with %o → %s (%s)', (item, values, weeks, _why) => {
    expect(ruledCadence(item, answers(values))).toBe(weeks);
  });

  it('names each rule once', () => {
    const ids = CADENCE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
