import { allowedCadenceWeeks } from '@pc/shared/cadence';
import type { AccountSubscriptionsPageData } from '@pc/shared/contract';
import type { PageDataResolver } from '../pages/pageRequest.ts';
import { type SubscriptionsPageMessages, subscriptionsPageMessages } from './page/messages/index.ts';
import type { SubscriptionAction } from './subscriptionChanges.ts';
import { sessionOfKey, sessionSubscriptions, swapChoices } from './subscriptionRepository.ts';

// issue 40 item 1 (decisions 0154–0156): /account/subscriptions shows the session's subscriptions, or
// those of the session a receipt's `?key=` names (any device). Each with what may be done with it. Its
// notices are in the page's language (page/messages, issue 43).

/** What the page says after a change (the form's redirect carries `done=<action>`). */
export const DONE_NOTICES: Readonly<Record<SubscriptionAction, keyof SubscriptionsPageMessages>> = {
  skip: 'doneSkip',
  cadence: 'doneCadence',
  swap: 'doneSwap',
  pause: 'donePause',
  resume: 'doneResume',
  cancel: 'doneCancel',
};

export const accountSubscriptionsData: PageDataResolver = async ({ url, sessionId, locale }, { db }) => {
  const m = subscriptionsPageMessages[locale];
  const query = new URL(url, 'http://store.invalid').searchParams;
  const given = query.get('key');
  const owner = given ? await sessionOfKey(db, given) : sessionId;
  if (owner === null) return { subscriptions: [], key: null, notice: m.linkNotValid };
  const [first] = await db.query<{ manage_key: string }>(
    'SELECT manage_key FROM subscriptions WHERE session_id = $1 ORDER BY id LIMIT 1',
    [owner],
  );
  const done = query.get('done');
  const data: AccountSubscriptionsPageData = {
    subscriptions: await Promise.all(
      (await sessionSubscriptions(db, owner)).map(async (sub) => ({
        id: sub.id,
        name: sub.name,
        image: sub.image,
        quantity: sub.quantity,
        price: sub.price,
        cadence: sub.cadence,
        cadenceChoices: allowedCadenceWeeks(sub.boughtCadence),
        state: sub.state,
        nextDate: sub.nextDate,
        swapChoices: (await swapChoices(db, sub.category))
          .filter((product) => product.productId !== sub.productId)
          .map(({ productId, name }) => ({ productId, name })),
      })),
    ),
    key: first?.manage_key ?? null,
    ...(done && Object.hasOwn(DONE_NOTICES, done)
      ? { notice: m[DONE_NOTICES[done as SubscriptionAction]] }
      : {}),
  };
  return data;
};
