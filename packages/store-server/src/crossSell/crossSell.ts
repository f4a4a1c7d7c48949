import { cartLineFromRequest } from '../cart/addToCart.ts';
import { insertLine, listCart } from '../cart/cartRepository.ts';
import { addCoupon } from '../checkout/orderRepository.ts';
import type { Db, Queryable } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import { ensureSession } from '../session/sessionRepository.ts';
import {
  type CrossSellOffer,
  type CrossSellRequest,
  crossSellOffer,
  offerKey,
  refuseCrossSell,
} from './crossSellRules.ts';
import { offerLines, offerSets, quizTypeOf, recommendedSets } from './offerFacts.ts';

// spec §7 cart/cross_sell over the database: GET computes the offer for the session's cart, POST
// takes it (decision 0037); NO THANKS declines it for the cart (decision 0127).

const declinedOffers = async (db: Queryable, sessionId: string): Promise<Set<string>> => {
  const rows = await db.query<{ offer_key: string }>(
    'SELECT offer_key FROM cross_sell_declines WHERE session_id = $1',
    [sessionId],
  );
  return new Set(rows.map((row) => row.offer_key));
};

/** The offer for the session's cart now. */
export const cartOffer = async (db: Queryable, sessionId: string): Promise<CrossSellOffer> => {
  const { items } = await listCart(db, sessionId);
  const lines = offerLines(items);
  const surveyLogId = lines.find((line) => line.surveyLogId !== null)?.surveyLogId ?? null;
  return crossSellOffer({
    lines,
    quizType: await quizTypeOf(db, surveyLogId),
    sets: await offerSets(db),
    recommended: await recommendedSets(db, surveyLogId),
    declined: await declinedOffers(db, sessionId),
  });
};

/**
 * NO THANKS (decision 0127): the offer the session's cart has now is remembered as declined, so GET
 * answers it no more, for a cookie or a token session alike. Nothing offered: nothing to remember.
 */
export const declineCrossSell = async (db: Queryable, sessionId: string, now: Date): Promise<void> => {
  const offer = await cartOffer(db, sessionId);
  if (offer.kind === 'none') return;
  await db.query(
    `INSERT INTO cross_sell_declines (session_id, offer_key, created_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT DO NOTHING`,
    [sessionId, offerKey(offer.answer), now.toISOString()],
  );
};

/**
 * Applies the action to the cart as GET offered it, all or nothing: SUBSCRIBE adds the offered
 * products as subscriptions, ONE_TIME (BUY ONCE) adds them once (decision 0127); the coupon
 * goes on the cart, and the action is recorded. The offer is computed again under the session's lock,
 * so an action that is no longer offered (the cart changed, a second click) is refused with 400.
 */
export const takeCrossSell = (
  db: Db,
  sessionId: string,
  request: CrossSellRequest,
  now: Date,
): Promise<void> =>
  db.transaction(async (tx) => {
    await ensureSession(tx, sessionId);
    await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [sessionId]);
    const offer = await cartOffer(tx, sessionId);
    const refusal = refuseCrossSell(offer, request);
    if (refusal) throw invalidParam(`Invalid parameter(s): ${refusal.message}`, (m) => m[refusal.display]);
    if (offer.kind === 'add') {
      for (const product of offer.products) {
        const cadence = request.action === 'SUBSCRIBE' ? product.cadence : 0;
        const line = await cartLineFromRequest(
          tx,
          { productId: product.productId, cadence, source: 'cross-sell' },
          now,
        );
        await insertLine(tx, sessionId, line);
      }
    }
    const coupon = request.couponCode === null ? undefined : offer.answer.discounts[request.action];
    if (coupon) await addCoupon(tx, sessionId, coupon);
    await tx.query(
      `INSERT INTO cross_sell_events (session_id, action, products, coupon_code, survey_log_id)
       VALUES ($1, $2, $3::text::jsonb, $4, $5)`,
      [
        sessionId,
        request.action,
        JSON.stringify(request.products),
        coupon?.code ?? null,
        offer.answer.surveyLogId,
      ],
    );
  });

/** spec §7 GET cart/cross_sell: what the offer for the session's cart answers. */
export const crossSellOf = async (db: Queryable, sessionId: string) =>
  (await cartOffer(db, sessionId)).answer;
