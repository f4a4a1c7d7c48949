import * as v from 'valibot';

// issue 40 item 1 (docs/decisions/0154–0156): a subscriber's page, /account/subscriptions, linked from
// /account/orders and from each renewal's receipt (`?key=…`). Its forms post to SUBSCRIPTION_CHANGE_PATH
// with the key, the proof that opened the page, so they work on any device (decision 0156).

export const SUBSCRIPTIONS_PAGE_PATH = '/account/subscriptions';
export const SUBSCRIPTION_CHANGE_PATH = '/account/subscriptions/change';

export const AccountSubscription = v.object({
  id: v.string(),
  name: v.string(),
  image: v.string(),
  quantity: v.number(),
  /** the subscription price of one unit, dollars */
  price: v.number(),
  /** weeks between deliveries */
  cadence: v.number(),
  /** the weeks it may change to (spec §3 'Every N Weeks') */
  cadenceChoices: v.array(v.number()),
  state: v.picklist(['active', 'paused', 'cancelled']),
  /** YYYY-MM-DD, a day in New York; null once cancelled */
  nextDate: v.nullable(v.string()),
  /** the products of its category it may be swapped to */
  swapChoices: v.array(v.object({ productId: v.number(), name: v.string() })),
});
export type AccountSubscription = v.InferOutput<typeof AccountSubscription>;

/** The page's data: the subscriptions and the key their forms carry; `key` null when there are none. */
export const AccountSubscriptionsPageData = v.object({
  subscriptions: v.array(AccountSubscription),
  key: v.nullable(v.string()),
  /** the change just made, said once after the form's redirect */
  notice: v.optional(v.string()),
});
export type AccountSubscriptionsPageData = v.InferOutput<typeof AccountSubscriptionsPageData>;
