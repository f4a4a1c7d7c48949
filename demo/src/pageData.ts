/**
 * Page data on every way in (decision 0011). The store server prints the first page's
 * data into `#pc-config`; this router never reloads, so every later route asks the server for its own
 * (`getPageData`, the same data for the same path and session) before it mounts the element.
 */

/** Fetches the page data of a path with its query; rejects when the call fails. */
export type FetchPageData = (path: string, signal: AbortSignal) => Promise<unknown>;

/** What a route mounts with: its data (undefined when it has none or the call failed). */
export interface LoadedPageData {
  readonly data: unknown;
}

/**
 * Loads the page data of each route in turn. The first route uses the data printed into the page (no
 * extra request). A later load supersedes the one in flight: that one resolves with null and must not
 * mount, so a stale answer never shows on the wrong page. A failed call resolves with no data: the
 * element mounts without it, as spec §8 ignores a failed load ("silently ignored").
 */
export const createPageDataLoader = (printed: unknown, fetchPageData: FetchPageData) => {
  let first: LoadedPageData | null = { data: printed };
  let inFlight: AbortController | null = null;

  return async (path: string, needsData: boolean): Promise<LoadedPageData | null> => {
    inFlight?.abort();
    inFlight = null;
    const printedData = first;
    first = null;
    if (!needsData) return { data: undefined };
    if (printedData) return printedData;
    const controller = new AbortController();
    inFlight = controller;
    let data: unknown;
    try {
      data = await fetchPageData(path, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) console.warn(`[demo] page data of ${path} failed`, error);
      data = undefined;
    }
    if (controller.signal.aborted) return null;
    inFlight = null;
    return { data };
  };
};

/**
 * The element's `pageData` when a route has no data: null, "this page has none". Only an element
 * given no property at all (undefined) reads `#pc-config`'s data (defineElement), which describes the
 * first page loaded, not this one.
 */
export const NO_PAGE_DATA = null;
