import type { Db } from '../db/db.ts';
import type { Clock } from '../session/clock.ts';
import type { AddressPolicy } from './webhookAddress.ts';
import { claimDueDelivery, recordAttempt } from './webhookOutbox.ts';
import { postWebhook } from './webhookPost.ts';

// docs/decisions/0190: the webhooks' part of the store's one worker round (giftCards/eGiftMailer.ts
// `alsoEachRound`): deliver what is due, one claimed row at a time, until nothing is. It sends no
// email, so it runs with or without a mail sender.

export const webhookWork =
  (db: Db, clock: Clock, policy: AddressPolicy, warn: (message: string) => void) =>
  async (now: Date): Promise<number> => {
    let delivered = 0;
    for (;;) {
      const delivery = await claimDueDelivery(db, now);
      if (!delivery) return delivered;
      // Signed at the server's time of sending, which a receiver compares with its own clock; `now`,
      // the round's, may be a test's later instant.
      const outcome = await postWebhook(delivery, policy, clock());
      const result = await recordAttempt(db, delivery, outcome, now);
      if (result === 'delivered') delivered++;
      else if (result === 'gave_up')
        warn(
          `WEBHOOK GIVEN UP: delivery ${delivery.id} (${delivery.eventType}) after three days; last: ${outcome.error}`,
        );
    }
  };
