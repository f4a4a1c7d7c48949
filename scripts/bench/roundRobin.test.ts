import { describe, expect, it } from 'vitest';
import { roundRobin } from './roundRobin.ts';

describe('roundRobin', () => {
  it('measures one of each page per round, after a warm-up round that is not counted', async () => {
    const calls: string[] = [];
    let clock = 0;
    const series = await roundRobin(['a', 'b', 'c'], 2, async (page) => {
      calls.push(page);
      return ++clock;
    });
    expect(calls).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
    expect(Object.fromEntries(series)).toEqual({
      a: { values: [4, 7] },
      b: { values: [5, 8] },
      c: { values: [6, 9] },
    });
  });

  it('leaves a page that fails out of later rounds, with its error, and goes on with the others', async () => {
    const calls: string[] = [];
    let round = 0;
    const series = await roundRobin(['a', 'b'], 2, async (page) => {
      calls.push(page);
      if (page === 'a') round++;
      if (page === 'b' && round === 2) throw new Error('timed out');
      return 1;
    });
    expect(calls).toEqual(['a', 'b', 'a', 'b', 'a']);
    expect(series.get('a')).toEqual({ values: [1, 1] });
    expect(series.get('b')).toEqual({ error: new Error('timed out') });
  });
});
