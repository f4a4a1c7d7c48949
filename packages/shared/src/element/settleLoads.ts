/** A load a view's first render may wait for with React's `use`: one promise, the same on every call. */
export type FirstViewLoad = () => Promise<unknown>;

/**
 * Calls each load and waits for it, then marks its promise fulfilled as React marks a promise it has
 * seen settle, so a render that reads it with `use` reads it at once: a server render cannot wait
 * (serverElements.ts `loadFirstViews`). A load that fails stays unmarked (a render that reads it
 * suspends, and a server render of it fails as it would have).
 */
export const settleLoads = async (loads: readonly FirstViewLoad[]): Promise<void> => {
  await Promise.allSettled(
    loads.map((load) => {
      const promise = load();
      return promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
    }),
  );
};
