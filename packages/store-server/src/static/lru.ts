/**
 * A map that keeps its `size` most recently used entries (docs/decisions/0045): for answers that are a
 * pure function of their key, such as a typeahead query's matches or a page's first render.
 */
export const createLru = <V>(size: number) => {
  const entries = new Map<string, V>();
  return {
    /** The kept value of `key`, or `make()`'s, kept. */
    get(key: string, make: () => V): V {
      if (entries.has(key)) {
        const value = entries.get(key) as V;
        // Most recently used last: the first key is the one to drop.
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const value = make();
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
      return value;
    },
    /** The kept value of `key` (now the most recently used), or undefined. */
    peek(key: string): V | undefined {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    /** Keeps `value` under `key`, in place of what was kept there. */
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
};
