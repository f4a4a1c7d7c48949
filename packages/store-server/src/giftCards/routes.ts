import {
  applyGiftCard,
  changeEGiftDate,
  checkGiftCardBalance,
  removeGiftCard,
  resendEGift,
} from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { applyGiftCardToCart, removeGiftCardFromCart } from '../checkout/checkoutGiftCards.ts';
import { orderOf } from '../checkout/orderDetails.ts';
import { acceptFormBodies, acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { isRecord } from '../http/isRecord.ts';
import { limitClockMs } from '../http/limitClock.ts';
import { answerNoStore } from '../http/noStore.ts';
import { storedLocale } from '../http/requestLocale.ts';
import { createCodeGuessLimit } from './codeGuessLimit.ts';
import { changeEGiftDate as moveEGift, resendEGift as sendAgain } from './eGiftChanges.ts';
import {
  CONFIRM_PATH,
  changeLinkLocale,
  confirmRecipientChange,
  pendingChangeOf,
} from './eGiftRecipientChange.ts';
import { checkBalance } from './giftCardBalanceCheck.ts';
import { confirmedPageHtml, confirmPageHtml } from './recipientChangePage.ts';

// spec §9 gift cards after the sale (docs/decisions/0114, 0115, 0118): applying one at checkout, taking
// it off, the shopper's balance check, and the buyer's resend and date change. Both lookups by code share one limit against guessing,
// counted per address by the server's own clock (a QA clock never lifts it).
export const giftCardRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, locale }) => {
  acceptJsonBodies(app);
  answerNoStore(app);
  const guesses = createCodeGuessLimit();
  const limitOf = (request: FastifyRequest) => ({ guesses, who: request.ip, now: limitClockMs() });

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

  // The buyer's e-gift after the order (docs/decisions/0118): the session that placed it only; a new
  // address waits for the buyer's confirmation from the order's email (decision 0145).
  contractRoute(app, resendEGift, async ({ orderId, cardId, email }, request) => {
    await sendAgain(db, request.sessionId, { orderId, cardId }, email, request.now, {
      clientAddress: request.ip,
      storeOrigin: `${request.protocol}://${request.host}`,
      serverNow: request.serverNow,
      locale: request.answerLocale,
    });
    return orderOf(db, orderId, request.now);
  });
  contractRoute(app, changeEGiftDate, async ({ orderId, cardId, date }, request) => {
    await moveEGift(db, request.sessionId, { orderId, cardId }, date, request.now);
    return orderOf(db, orderId, request.now);
  });

  // The page the buyer's confirmation email links to (decision 0145): GET shows, POST confirms. The
  // link's token is the proof, so the form asks for no nonce; the server's clock, never a QA clock.
  const html = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  // issue 43: the page speaks the language its email was sent in (a navigation's Accept-Language is the
  // browser's, not the page's that asked), else the store's.
  const linkLocale = async (token: unknown) => storedLocale(await changeLinkLocale(db, token), locale);
  app.get(CONFIRM_PATH, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const change = await pendingChangeOf(db, token, request.serverNow);
    return html(
      reply.code(change ? 200 : 404),
      confirmPageHtml(change, String(token ?? ''), CONFIRM_PATH, await linkLocale(token)),
    );
  });
  await app.register(async (form) => {
    await acceptFormBodies(form);
    form.post(CONFIRM_PATH, { config: { nonceFree: true } }, async (request, reply) => {
      const token = isRecord(request.body) ? request.body.token : undefined;
      const change = await confirmRecipientChange(db, token, request.serverNow);
      return html(reply.code(change ? 200 : 404), confirmedPageHtml(change, await linkLocale(token)));
    });
  });
};
