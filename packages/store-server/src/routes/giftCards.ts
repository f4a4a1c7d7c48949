import { applyGiftCard, checkGiftCardBalance, removeGiftCard } from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { applyGiftCardToCart, removeGiftCardFromCart } from '../checkout/checkoutGiftCards.ts';
import { createCodeGuessLimit } from '../giftCards/codeGuessLimit.ts';
import { checkBalance } from '../giftCards/giftCardBalanceCheck.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { answerNoStore } from '../http/noStore.ts';

// spec §9 gift cards after the sale (docs/decisions/0114, 0115): applying one at checkout, taking it
// off, and the shopper's balance check. Both lookups by code share one limit against guessing,
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
};
