import type { Db } from '../db/db.ts';
import type { AddressPolicy } from './webhookAddress.ts';
import { claimDueDelivery, recordAttempt } from './webhookOutbox.ts';
import { postWebhook } from './webhookPost.ts';

// docs/decisions/0190: the webhooks' part of the store's one worker round (giftCards/eGiftMailer.ts
// `alsoEachRound`): deliver what is due, one claimed row at a time, until nothing is. It sends no
// email, so it runs with or without a mail sender.

export const webhookWork =
  (db: Db, policy: AddressPolicy, warn: (message: string) => void) =>
  async (now: Date): Promise<number> => {
    let delivered = 0;
    for (;;) {
      const delivery = await claimDueDelivery(db, now);
      if (!delivery) return delivered;
      const outcome = await postWebhook(delivery, policy, new Date());
      const result = await recordAttempt(db, delivery, outcome, now);
      if (result === 'delivered') delivered++;
      else if (result === 'gave_up')
        warn(
          `WEBHOOK GIVEN UP: delivery ${delivery.id} (${delivery.eventType}) after three days; last: ${outcome.error}`,
        );
    }
  };
