import { StockStatus } from '@pc/shared/contract';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { runWithQaStock } from '../catalogue/qaStock.ts';
import type { Db } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import { readSwitches, setQaSwitch } from '../session/sessionRepository.ts';

// Issue 44 item 1, docs/decisions/0189: spec §4 "Stock and buy button" from the QA panel. A session
// holds a stock status per variation (a product's, a launch code's, a gift card amount's) in its row
// (`qa_stock`); its requests see it through the one stock rule (catalogue/qaStock.ts); other sessions
// see the catalogue's. A reset deletes the row, and with it the switches.

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** POST /__qa/stock: a variation's status for this session, or null for the catalogue's. */
export const QaStockRequest = v.strictObject({ variationId: id, status: v.nullable(StockStatus) });
type QaStockRequest = v.InferOutput<typeof QaStockRequest>;

export const QaStockVariation = v.object({
  id: v.number(),
  name: v.string(),
  sku: v.string(),
  /** The catalogue's status, what every other session sees. */
  catalogue: StockStatus,
  /** This session's switch, or null. */
  held: v.nullable(StockStatus),
});
export const QaStockProduct = v.object({
  id: v.number(),
  name: v.string(),
  variations: v.array(QaStockVariation),
});
export const QaStockList = v.object({ products: v.array(QaStockProduct) });
export type QaStockList = v.InferOutput<typeof QaStockList>;

/** Every product with variations, each with the catalogue's status and this session's switch. */
export const stockList = async (db: Db, sessionId: string): Promise<QaStockList> => {
  const { stock } = await readSwitches(db, sessionId);
  const rows = await db.query<{
    product_id: number;
    product_name: string;
    id: number;
    name: string;
    sku: string;
    stock_status: StockStatus;
  }>(
    `SELECT p.id AS product_id, p.name AS product_name, x.id, x.name, x.sku, x.stock_status
     FROM variations x JOIN products p ON p.id = x.product_id ORDER BY p.id, x.position`,
  );
  const products = new Map<number, QaStockList['products'][number]>();
  for (const row of rows) {
    const product = products.get(row.product_id) ?? {
      id: row.product_id,
      name: row.product_name,
      variations: [],
    };
    product.variations.push({
      id: row.id,
      name: row.name,
      sku: row.sku,
      catalogue: row.stock_status,
      held: stock[String(row.id)] ?? null,
    });
    products.set(row.product_id, product);
  }
  return { products: [...products.values()] };
};

/** Sets or clears one variation's switch for the session. */
export const setStock = async (db: Db, sessionId: string, { variationId, status }: QaStockRequest) => {
  const [known] = await db.query<{ id: number }>('SELECT id FROM variations WHERE id = $1', [variationId]);
  if (!known) {
    throw invalidParam(`Invalid parameter(s): no variation ${variationId}`, 'No such variation.');
  }
  const stock: Record<string, StockStatus> = { ...(await readSwitches(db, sessionId)).stock };
  if (status === null) delete stock[String(variationId)];
  else stock[String(variationId)] = status;
  await setQaSwitch(db, sessionId, 'qa_stock', stock);
  return stockList(db, sessionId);
};

/**
 * The demo-mode hook: after the session's `now` is resolved, the rest of the request runs with its
 * stock switches (a session this request made has none).
 */
export const registerQaStock = (app: FastifyInstance, db: Db): void => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.sessionId === '' || (request.sessionIsNew && !request.viaCartToken)) return done();
    readSwitches(db, request.sessionId).then(
      ({ stock }) => runWithQaStock(stock, done),
      (error: Error) => done(error),
    );
  });
};
