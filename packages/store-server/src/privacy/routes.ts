import { askForData } from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { varyByLanguage } from '../http/answerLocale.ts';
import { acceptFormBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { isRecord } from '../http/isRecord.ts';
import { answerMessages } from '../http/messages/index.ts';
import { storedLocale } from '../http/requestLocale.ts';
import {
  addressOf,
  askForData as ask,
  DATA_JSON_PATH,
  DATA_PATH,
  dataLinkLocale,
  dataOf,
  ERASE_PATH,
  eraseData,
} from './dataRights.ts';
import { dataPageHtml, erasedPageHtml } from './dataRightsPage.ts';

/**
 * issue 39 item 5 (docs/decisions/0150): a shopper asks for a link to their data (the same answer
 * whether the store knows the address), and the link's page: what it offers, the JSON, the erasure.
 * The link's token is the proof, so its pages ask for no nonce; the server's clock, never a QA clock.
 */
export const privacyRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, emailLimits, locale }) => {
  contractRoute(app, askForData, async ({ email }, request, reply) => {
    await ask(db, email, {
      sessionId: request.sessionId,
      clientAddress: request.ip,
      storeOrigin: `${request.protocol}://${request.host}`,
      serverNow: request.serverNow,
      limited: emailLimits,
      locale: request.answerLocale,
    });
    varyByLanguage(reply);
    return { success: true as const, message: answerMessages[request.answerLocale].dataAsked };
  });

  const html = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
  const tokenOf = (query: unknown) => (isRecord(query) && typeof query.token === 'string' ? query.token : '');
  // issue 43: a link's pages speak the language its email was sent in (a navigation's or a form post's
  // Accept-Language is the browser's, not the shopper's page's), else the store's.
  const linkLocale = async (token: unknown) => storedLocale(await dataLinkLocale(db, token), locale);
  app.get(DATA_PATH, async (request, reply) => {
    const token = tokenOf(request.query);
    const email = await addressOf(db, token, request.serverNow);
    return html(
      reply.code(email ? 200 : 404),
      dataPageHtml(email, token, { json: DATA_JSON_PATH, erase: ERASE_PATH }, await linkLocale(token)),
    );
  });
  app.get(DATA_JSON_PATH, async (request, reply) => {
    const token = tokenOf(request.query);
    const email = await addressOf(db, token, request.serverNow);
    if (!email) return html(reply.code(404), erasedPageHtml(false, await linkLocale(token)));
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="our-data.json"')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await dataOf(db, email), null, 2));
  });
  await app.register(async (form) => {
    await acceptFormBodies(form);
    form.post(ERASE_PATH, { config: { nonceFree: true } }, async (request, reply) => {
      const token = isRecord(request.body) ? request.body.token : undefined;
      const erased = await eraseData(db, token, request.serverNow);
      return html(reply.code(erased ? 200 : 404), erasedPageHtml(erased, await linkLocale(token)));
    });
  });
};
