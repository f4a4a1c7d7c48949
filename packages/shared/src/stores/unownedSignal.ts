/**
 * The signal of a request no single component owns (a shared store's load, a cart write the shopper
 * already committed to): nothing aborts it, because abandoning it would leave the store out of date.
 */
export const unownedSignal = (): AbortSignal => new AbortController().signal;
