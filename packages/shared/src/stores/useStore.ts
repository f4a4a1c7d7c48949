import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * A store's value in a React view, re-rendered when it changes (design.md "State"): what
 * @nanostores/react's `useStore` does without its `keys` and `ssr` options, which no element uses and
 * which brought nanostores' key listeners and deep-map paths into every page (docs/decisions/0211).
 * The snapshot is the value the view rendered with, so a computed store that makes a new object on
 * each `get()` while nothing listens does not make React render again and again.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const snapshot = useRef<T>(store.get());
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const changed = (value: T) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      // A change between this render and the subscription is not lost.
      changed(store.value as T);
      return store.listen(changed);
    },
    [store],
  );
  const get = () => snapshot.current;
  return useSyncExternalStore(subscribe, get, get);
}
