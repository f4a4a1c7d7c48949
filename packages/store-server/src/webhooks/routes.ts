import {
  addWebhookEndpoint,
  getWebhooks,
  removeWebhookEndpoint,
  replayWebhookDelivery,
} from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { RestHttpError } from '../http/errors.ts';
import { answerNoStore } from '../http/noStore.ts';
import { requireOwner } from '../owner/ownerAccess.ts';
import { addEndpoint, listWebhooks, removeEndpoint } from './webhookEndpoints.ts';
import { replayDelivery } from './webhookOutbox.ts';

// issue 46 item 3 (docs/decisions/0190): the owner's webhooks, in /insights. Owner only, as the report
// (docs/decisions/0119); the owner's time is the server's clock.

const notFound = (what: string) =>
  new RestHttpError(404, 'pc_not_found', `No such ${what}.`, `That ${what} is gone. Reload the page.`);

export const webhookRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, webhooks }) => {
  acceptJsonBodies(app);
  answerNoStore(app);

  contractRoute(app, getWebhooks, async (_input, request) => {
    await requireOwner(db, request, request.serverNow);
    return listWebhooks(db);
  });

  contractRoute(
    app,
    addWebhookEndpoint,
    async (input, request) => {
      await requireOwner(db, request, request.serverNow);
      return addEndpoint(db, input, webhooks, request.serverNow);
    },
    { labels: { url: 'the URL', events: 'the events' } },
  );

  contractRoute(app, removeWebhookEndpoint, async ({ id }, request) => {
    await requireOwner(db, request, request.serverNow);
    if (!(await removeEndpoint(db, id, request.serverNow))) throw notFound('endpoint');
    return { success: true };
  });

  contractRoute(app, replayWebhookDelivery, async ({ id }, request) => {
    await requireOwner(db, request, request.serverNow);
    if (!(await replayDelivery(db, id, request.serverNow))) throw notFound('delivery');
    return { success: true };
  });
};
