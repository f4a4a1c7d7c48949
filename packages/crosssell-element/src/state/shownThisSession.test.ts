import { describe, expect, it } from 'vitest';
import { SHOWN_KEY, sessionMemory, type TabStorage } from './shownThisSession.ts';

// decision 0052: the tab's memory of a shown show-once-per-session pop-up, over any Storage.

const storageOf = (entries: Record<string, string> = {}): TabStorage => {
  const map = new Map<string, string>(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
  };
};

function refusing(): TabStorage {
  throw new DOMException('The operation is insecure.', 'SecurityError');
}

const TABS: [string, () => TabStorage | undefined, boolean][] = [
  ['a fresh tab', () => storageOf(), false],
  ['a tab that showed it', () => storageOf({ [SHOWN_KEY]: '1' }), true],
  ['no storage (server, old browser)', () => undefined, false],
  ['a storage the browser refuses', refusing, false],
];

describe('sessionMemory', () => {
  it.each(TABS)('%s: shown() is %s', (_, storage, shown) => {
    expect(sessionMemory(storage).shown()).toBe(shown);
  });

  it('remembers a shown pop-up in the storage', () => {
    const storage = storageOf();
    const memory = sessionMemory(() => storage);
    memory.markShown();
    expect(memory.shown()).toBe(true);
    expect(storage.getItem(SHOWN_KEY)).toBe('1');
  });

  it('remembers nothing, without throwing, when the storage is refused', () => {
    const memory = sessionMemory(refusing);
    expect(() => memory.markShown()).not.toThrow();
    expect(memory.shown()).toBe(false);
  });
});
