import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';
import { emitWebhookEvent } from '../webhooks/webhookOutbox.ts';
import {
  lockSessionSubscription,
  type StoredSubscription,
  type SwapProduct,
  saveSubscription,
  swapChoices,
} from './subscriptionRepository.ts';
import {
  type Change,
  cancel,
  changeCadence,
  isRefusal,
  pause,
  resume,
  skipNext,
  swapProduct,
} from './subscriptionRules.ts';

// issue 40 item 1: a shopper's change to one of their subscriptions, in one transaction: the row locked
// (the worker's renewal waits for it, or it for the renewal), the pure rule applied, the result saved.
// A refused change is a 409 with the rule's message; a subscription not the session's is a 404.

export const SUBSCRIPTION_ACTIONS = ['skip', 'cadence', 'swap', 'pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const SUBSCRIPTION_NOT_FOUND_MESSAGE = answerMessages['en-US'].subscriptionNotFound;
export const SWAP_UNKNOWN_MESSAGE = answerMessages['en-US'].swapUnknown;

export interface SubscriptionChange {
  action: SubscriptionAction;
  /** `cadence`: the weeks between deliveries */
  weeks?: number;
  /** `swap`: the product to swap to */
  productId?: number;
}

/** Applies `change` to the session's subscription `id` at `now` (the session's clock). */
export const changeSubscription = (
  db: Db,
  sessionId: string,
  id: string,
  change: SubscriptionChange,
  now: Date,
): Promise<StoredSubscription> =>
  db.transaction(async (tx) => {
    const sub = await lockSessionSubscription(tx, sessionId, id);
    if (!sub)
      throw new RestHttpError(
        404,
        'pc_subscription_not_found',
        SUBSCRIPTION_NOT_FOUND_MESSAGE,
        (m) => m.subscriptionNotFound,
      );
    let swapTo: SwapProduct | null = null;
    let changed: Change<StoredSubscription>;
    switch (change.action) {
      case 'skip':
        changed = skipNext(sub);
        break;
      case 'cadence':
        changed = changeCadence(sub, change.weeks ?? Number.NaN);
        break;
      case 'swap': {
        swapTo = (await swapChoices(tx, sub.category)).find((p) => p.productId === change.productId) ?? null;
        // Another category's product is not among the choices; the rule names why.
        const [other] =
          swapTo === null
            ? await tx.query<{ category: string }>('SELECT category FROM products WHERE id = $1', [
                change.productId ?? 0,
              ])
            : [];
        if (swapTo === null && !other) throw invalidParam(SWAP_UNKNOWN_MESSAGE, (m) => m.swapUnknown);
        changed = swapProduct(sub, swapTo ?? { productId: change.productId ?? 0, category: other!.category });
        break;
      }
      case 'pause':
        changed = pause(sub);
        break;
      case 'resume':
        changed = resume(sub, now);
        break;
      case 'cancel':
        changed = cancel(sub);
        break;
    }
    if (isRefusal(changed))
      throw new RestHttpError(409, 'pc_subscription_change', changed.refused, changed.shown);
    await saveSubscription(tx, changed, swapTo, now);
    // issue 46 item 3 (docs/decisions/0190): each change its own event (a QA clock can stand still, so
    // not keyed by time); a retry under its Idempotency-Key is answered without running again.
    await emitWebhookEvent(
      tx,
      {
        id: `subscription.changed:${id}:${randomUUID()}`,
        type: 'subscription.changed',
        data: { subscriptionId: id, action: change.action, state: changed.state },
      },
      now,
    );
    return swapTo
      ? {
          ...changed,
          name: swapTo.name,
          image: swapTo.image,
          price: swapTo.price,
          productId: swapTo.productId,
        }
      : changed;
  });
