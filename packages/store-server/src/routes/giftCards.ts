import {
  applyGiftCard,
  changeEGiftDate,
  checkGiftCardBalance,
  removeGiftCard,
  resendEGift,
} from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { applyGiftCardToCart, removeGiftCardFromCart } from '../checkout/checkoutGiftCards.ts';
import { orderOf } from '../checkout/orderDetails.ts';
import { createCodeGuessLimit } from '../giftCards/codeGuessLimit.ts';
import { changeEGiftDate as moveEGift, resendEGift as sendAgain } from '../giftCards/eGiftChanges.ts';
import { checkBalance } from '../giftCards/giftCardBalanceCheck.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';

// spec §9 gift cards after the sale (docs/decisions/0114, 0115, 0118): applying one at checkout, taking
// it off, the shopper's balance check, and the buyer's resend and date change. Both lookups by code share one limit against guessing,
// counted per address by the server's own clock (a QA clock never lifts it).
export const giftCardRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);
  answerNoStore(app);
  const guesses = createCodeGuessLimit();
  const limitOf = (request: FastifyRequest) => ({ guesses, who: request.ip, now: Date.now() });

  contractRoute(
    app,
    applyGiftCard,
    ({ code }, request) => applyGiftCardToCart(db, request.sessionId, code, limitOf(request)),
    { config: { clockedLines: 'recheck' } },
  );
  contractRoute(app, removeGiftCard, ({ id }, request) => removeGiftCardFromCart(db, request.sessionId, id), {
    config: { clockedLines: 'recheck' },
  });
  contractRoute(app, checkGiftCardBalance, ({ code }, request) => checkBalance(db, code, limitOf(request)));

  // The buyer's e-gift after the order (docs/decisions/0118): the session that placed it only.
  contractRoute(app, resendEGift, async ({ orderId, cardId, email }, request) => {
    await sendAgain(db, request.sessionId, { orderId, cardId }, email, request.now);
    return orderOf(db, orderId, request.now);
  });
  contractRoute(app, changeEGiftDate, async ({ orderId, cardId, date }, request) => {
    await moveEGift(db, request.sessionId, { orderId, cardId }, date, request.now);
    return orderOf(db, orderId, request.now);
  });
};
