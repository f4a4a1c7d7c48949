import { PLATFORM_CHECKOUT_PATH } from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { RestHttpError } from '../http/errors.ts';
import { answerNoStore } from '../http/noStore.ts';
import { handOffToPlatform } from './platformHandOff.ts';
import { PLATFORMS } from './platformSettings.ts';
import {
  paidOrderSessionNow,
  receivePlatformWebhook,
  webhookPath,
  webhookSecretFor,
} from './platformWebhook.ts';

// docs/decisions/0144: the shop's checkout platform. GET checkout/platform hands the session's cart to
// the platform's checkout (303 to its link); POST webhooks/{platform} receives the platform's signed
// order webhooks. Not spec §7 calls and not the elements' contract: a link the shopper follows and a
// call the platform makes in its own format, so plain routes over checkout/ functions. The webhook
// carries no nonce (the platform has no session; its signature is the proof) and is read raw, since
// the signature is over the bytes as sent.

/** WooCommerce orders with many lines pass the app's 64 KB; a platform's order stays far below this. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export const platformRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, mode, platform: settings, clock } = deps;
  answerNoStore(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'buffer' },
    (_request: FastifyRequest, body: Buffer, done: (error: Error | null, body?: Buffer) => void) =>
      done(null, body),
  );

  app.get(PLATFORM_CHECKOUT_PATH, async (request, reply) => {
    if (!settings) {
      throw new RestHttpError(404, 'pc_no_platform', 'No checkout platform is set (PC_PLATFORM).');
    }
    const { url } = await handOffToPlatform(db, settings, request.sessionId);
    return reply.redirect(url, 303);
  });

  const sessionNow = paidOrderSessionNow(deps);

  for (const platform of PLATFORMS) {
    const secret = webhookSecretFor(platform, settings, mode);
    if (secret === null) continue;
    app.post(
      webhookPath(platform),
      { bodyLimit: WEBHOOK_BODY_LIMIT, config: { nonceFree: true } },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await receivePlatformWebhook(db, {
          platform,
          secret,
          rawBody,
          headers: request.headers,
          now: clock(),
          sessionNow,
          origin: `${request.protocol}://${request.host}`,
        });
        if ('renewed' in answer && answer.renewed?.length === 0) {
          // docs/decisions/0168: imported as an order, it renews no subscription.
          request.log.warn(
            { platform, answer },
            'platform renewal order recorded; it renews no subscription (its first order unknown, or cancelled)',
          );
        } else {
          request.log.info({ platform, answer }, 'platform webhook');
        }
        return answer;
      },
    );
  }
};
