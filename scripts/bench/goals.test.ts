import { describe, expect, it } from 'vitest';
import { GOALS, MISS, marked, meets } from './goals.ts';

// The bench's goals (docs/decisions/0019 "Goals"): each bound as it was set.
describe('GOALS', () => {
  it.each([
    ['performance', 98, 97],
    ['cls', 0.01, 0.011],
    ['lcp', 1800, 1801],
    ['tbt', 50, 51],
    ['firstRenderRatio', 1, 1.01],
    ['staticPageFirstRenderRatio', 1.15, 1.16],
    ['jsBrotli', 80 * 1024, 80 * 1024 + 1],
    ['clickToNext', 50, 50.1],
  ] as const)('%s is met at its bound (%d) and missed just past it (%d)', (name, at, past) => {
    expect(meets(GOALS[name], at)).toBe(true);
    expect(meets(GOALS[name], past)).toBe(false);
  });

  it('meets well inside the bound on either side', () => {
    expect(meets(GOALS.performance, 100)).toBe(true);
    expect(meets(GOALS.cls, 0)).toBe(true);
    expect(meets(GOALS.tbt, 0)).toBe(true);
  });

  it('never counts a missing figure (NaN) as met', () => {
    for (const goal of Object.values(GOALS)) expect(meets(goal, Number.NaN)).toBe(false);
  });
});

describe('marked', () => {
  it('leaves a met figure as it is and marks a missed one', () => {
    expect(marked(GOALS.lcp, 1200, '1.20 s')).toBe('1.20 s');
    expect(marked(GOALS.lcp, 3200, '3.20 s')).toBe(`3.20 s ${MISS}`);
    expect(marked(GOALS.performance, 64, '64')).toBe(`64 ${MISS}`);
  });
});
