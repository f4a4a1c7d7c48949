import { SUBSCRIPTION_CHANGE_PATH, SUBSCRIPTIONS_PAGE_PATH } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptFormBodies } from '../http/bodyParsers.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { isRecord } from '../http/isRecord.ts';
import { answerMessages } from '../http/messages/index.ts';
import { sessionClock } from '../session/requestNow.ts';
import {
  changeSubscription,
  SUBSCRIPTION_ACTIONS,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  type SubscriptionAction,
} from './subscriptionChanges.ts';
import { sessionOfKey } from './subscriptionRepository.ts';

// issue 40 item 1 (decisions 0155, 0156): the forms of /account/subscriptions post here with the page's
// key, which is the proof (as the data-rights link's token, decision 0150), so they ask for no nonce and
// work on any device. A change answers 303 back to the page, which says what was done; a refused one
// answers 4xx with its message (subscriptionChanges.ts).

export const UNKNOWN_ACTION_MESSAGE = answerMessages['en-US'].chooseChange;

const field = (body: unknown, name: string): string => {
  const value = isRecord(body) ? body[name] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

export const subscriptionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, mode }) => {
  await acceptFormBodies(app);
  app.post(SUBSCRIPTION_CHANGE_PATH, { config: { nonceFree: true } }, async (request, reply) => {
    const key = field(request.body, 'key');
    const action = field(request.body, 'action') as SubscriptionAction;
    if (!SUBSCRIPTION_ACTIONS.includes(action))
      throw invalidParam(UNKNOWN_ACTION_MESSAGE, (m) => m.chooseChange);
    const owner = key === '' ? null : await sessionOfKey(db, key);
    if (owner === null) {
      throw new RestHttpError(
        404,
        'pc_subscription_not_found',
        SUBSCRIPTION_NOT_FOUND_MESSAGE,
        (m) => m.subscriptionNotFound,
      );
    }
    const id = field(request.body, 'id');
    // The subscriber's time: their session's QA clock in demo mode (resume reads it).
    const { now } = await sessionClock({ db, mode }, owner, request.serverNow);
    await changeSubscription(
      db,
      owner,
      id,
      {
        action,
        weeks: Number(field(request.body, 'weeks')),
        productId: Number(field(request.body, 'productId')),
      },
      now,
    );
    const page = `${SUBSCRIPTIONS_PAGE_PATH}?key=${encodeURIComponent(key)}&done=${action}#subscription-${id}`;
    return reply.code(303).header('cache-control', 'no-store').redirect(page);
  });
};
