import { describe, expect, it } from 'vitest';
import { createLru } from './lru.ts';

describe('createLru', () => {
  it('makes a value once, keeps the most recently used, drops the least', () => {
    const lru = createLru<number>(2);
    let made = 0;
    const make = (value: number) => () => {
      made += 1;
      return value;
    };
    expect(lru.get('a', make(1))).toBe(1);
    expect(lru.get('b', make(2))).toBe(2);
    expect(lru.get('a', make(9))).toBe(1); // kept; now the most recent
    expect(lru.get('c', make(3))).toBe(3); // drops b
    expect(lru.size).toBe(2);
    expect(lru.get('b', make(4))).toBe(4); // made again
    expect(made).toBe(4);
    lru.clear();
    expect(lru.size).toBe(0);
  });
});
