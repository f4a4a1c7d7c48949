import { AsyncLocalStorage } from 'node:async_hooks';
import type { StockStatus } from '@pc/shared/contract';

// Issue 44 item 1, docs/decisions/0189: the QA panel's stock switches. A QA session may see a
// variation in stock, on backorder or sold out whatever the catalogue holds; no other session does.
// The switches ride in the request's async context, as its database work does (db/requestWork.ts,
// decision 0146), so every stock reading (product calls, page data and first views, add-to-cart, the
// cart, tailoring, checkout's backorder note) sees them through the one rule, effectiveStockStatus,
// without a session id passed down to each. Outside a demo-mode request there are none.

/** Variation id → the stock status a QA session holds for it. */
export type QaStock = Readonly<Record<string, StockStatus>>;

const NONE: QaStock = Object.freeze({});
const storage = new AsyncLocalStorage<QaStock>();

/** Runs `fn` (and all it starts) with the QA session's stock switches. */
export const runWithQaStock = <R>(stock: QaStock, fn: () => R): R => storage.run(stock, fn);

/** Runs `fn` with no QA stock: what is the same for every shopper (a fragment, decision 0171). */
export const withoutQaStock = <R>(fn: () => R): R => storage.run(NONE, fn);

/** The stock status the request's QA session holds for the variation, if it holds one. */
export const qaStockOf = (variationId: number): StockStatus | undefined =>
  (storage.getStore() ?? NONE)[String(variationId)];
