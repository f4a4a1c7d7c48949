import { describe, expect, it } from 'vitest';
import { LOAD_SCENARIOS, type LoadFigures, loadTable, selectedScenarios } from './load.ts';

// docs/decisions/0061: the load table marks a p99 past its goal, errors, or a rate not reached.

const row = (figures: Partial<LoadFigures>): LoadFigures => ({
  label: 'get_cart_items',
  rate: 300,
  goalP99: 20,
  achieved: 300,
  p50: 3,
  p99: 12,
  max: 30,
  errors: 0,
  non2xx: 0,
  status: { '200': 3000 },
  ...figures,
});

const p99Cell = (figures: Partial<LoadFigures>) => {
  const line = loadTable([row(figures)]).split('\n')[2] ?? '';
  return line.split(/\s{2,}/)[4];
};

describe('loadTable', () => {
  it.each([
    ['within the goal', {}, '12'],
    ['past the goal', { p99: 21 }, '21 ✗'],
    ['with errors', { errors: 1 }, '12 ✗'],
    ['short of the asked rate', { achieved: 200 }, '12 ✗'],
  ])('%s', (_label, figures, cell) => {
    expect(p99Cell(figures)).toBe(cell);
  });

  it('lists the non-2xx answers by status', () => {
    const table = loadTable([row({ non2xx: 7, status: { '200': 10, '429': 5, '500': 2 } })]);
    expect(table).toContain('5×429 2×500');
  });
});

describe('BENCH_LOAD_CALLS', () => {
  it('runs the calls it names, by label, and every call when unset or empty', () => {
    expect(selectedScenarios('add-to-cart, GET /quiz').map(({ label }) => label)).toEqual([
      'add-to-cart',
      'GET /quiz',
    ]);
    expect(selectedScenarios(undefined)).toBe(LOAD_SCENARIOS);
    expect(selectedScenarios(' ,')).toBe(LOAD_SCENARIOS);
  });
});
