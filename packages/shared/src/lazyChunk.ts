/**
 * A chunk the page does not load with its first view but as soon as the shopper heads for what needs
 * it (docs/decisions/0067): `preload` from the events that come before the click (a pointer or finger
 * reaching a control, focus), `load` when it is needed at once, `loaded` to render it in the same
 * render as the click once it is here. Loaded once per page; a failed load is tried again on the
 * next call. `importer` holds the literal `import()`, so the bundler makes the chunk.
 */
export interface LazyChunk<T> {
  load(): Promise<T>;
  /** for event handlers: starts the load, ignores its outcome (`load` asks again when needed) */
  preload(): void;
  /** what the chunk gave, once it has arrived; else null */
  loaded(): T | null;
  /** unit tests: a page that has not loaded the chunk yet */
  resetForTests(): void;
}

export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let loading: Promise<T> | undefined;
  let value: { readonly current: T } | null = null;
  const load = (): Promise<T> => {
    loading ??= importer().then(
      (current) => {
        value = { current };
        return current;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    load,
    preload: () => {
      load().catch(() => {});
    },
    loaded: () => (value ? value.current : null),
    resetForTests: () => {
      loading = undefined;
      value = null;
    },
  };
}
