// spec §9 Business constants and limits: every constant the product uses, in one module.

export const NAME_MAX_LENGTH = 25;
export const GIFT_MESSAGE_MAX_LENGTH = 140;
/** An e-gift's delivery date is at most this many years after today (docs/decisions/0044; the spec is silent). */
export const GIFT_DELIVERY_MAX_YEARS_AHEAD = 1;
export const AGE_MIN = 0;
export const AGE_MAX = 120;

/** The longest cologne answer (typed or picked, spec §5 typeahead) the quiz posts and the server accepts. */
export const COLOGNE_MAX_LENGTH = 100;
/** The longest text typed for an 'other' option (docs/decisions/0004); the field stops there. */
export const OTHER_TEXT_MAX_LENGTH = 100;
/** The post-purchase survey's "Other" text, trimmed first (spec §5; docs/decisions/0159): a gift message's 140. */
export const SURVEY_OTHER_TEXT_MAX_LENGTH = 140;
/** spec §3 Quiz summary: a question text, answer value or answer text (and a saved progress answer) is at most this long. */
export const QUIZ_ANSWER_TEXT_MAX_LENGTH = 500;
/** spec §3 Quiz summary: an answerCode (an option id) is at most this long. */
export const QUIZ_ANSWER_CODE_MAX_LENGTH = 100;

/** spec §9: the first 4 e-gift variations are fixed cards, the rest on the slider. */
export const EGIFT_FIXED_CARDS = 4;

/** The most units of one cart line the cart's quantity control offers and the store takes (docs/decisions/0124). */
export const CART_LINE_MAX_QUANTITY = 10;

export const RETURNS_DAYS = 30;
export const SHIPPING_REGULAR_BUSINESS_DAYS = '3-7';
export const SHIPPING_EXPRESS_BUSINESS_DAYS = 2;
export const EGIFT_SEND_HOUR_ET = 8;
/**
 * spec §9 "8 AM Eastern": the shop's time zone. The e-gift send time, and "today" and "the past" for a
 * delivery date (spec §5), are judged here on both sides, never in the server's or browser's zone.
 */
export const SHOP_TIME_ZONE = 'America/New_York';

// spec §9 "Free-shipping note: spend $25 or subscribe": `@pc/shared/free-shipping` (freeShipping.ts), and
// the rule with its words `@pc/shared/shipping` (shippingRule.ts): entries of their own, so they travel
// with the pages that show them (shop.js, pc-cart.js), never with every element (docs/decisions/0149).

// spec §4 "onbackorder: footer note 'NEXT BATCH SHIPS IN 4 WEEKS'" (the buy button's, checkout's line):
// the shared catalog's `backorderNote` (messages/en-US.json, docs/decisions/0210).

export const TYPEAHEAD_MIN_CHARS = 3;
export const TYPEAHEAD_MAX_RESULTS = 50;
export const FUZZY_THRESHOLD = 0.4;

export const USER_COOKIE_MINUTES = 30;
export const EMAIL_CAPTURE_COOKIE_DAYS = 30;

export const SCROLL_THROTTLE_MS = 200;
export const PROCEED_BANNER_DELAY_MS = 2500;
export const SUCCESS_BANNER_MS = 2000;
export const MODAL_FOLLOW_UP_MS = 350;
export const OVERLAY_SLIDE_MS = 500;
export const GIFT_VIEW_SWITCH_MS = 200;
export const QUIZ_AUTO_SCROLL_MS = 2000;

/** spec §9 default subscription cadences, in weeks. */
export const DEFAULT_CADENCE_WEEKS = {
  cleanser: 9,
  lotion: 9,
  shampoo: 9,
  conditioner: 10,
  deodorant: 10,
  body_wash: 4,
  body_lotion: 12,
} as const;

/** spec §9 prices, once / subscription (null: bought once only). */
export const PRICES = {
  cleanser: { once: 19, subscription: 17 },
  lotion: { once: 19, subscription: 17 },
  shampoo: { once: 19, subscription: 17 },
  conditioner: { once: 19, subscription: 17 },
  deodorant: { once: 17, subscription: 15 },
  body_wash: { once: 17, subscription: 15 },
  body_lotion: { once: 21, subscription: 19 },
  hand_cream: { once: 13, subscription: null },
  hand_wash: { once: 15, subscription: null },
  cologne: { once: 50, subscription: null },
} as const;

export const SURVEY_MODAL_MAX_WIDTH = 600;
export const SURVEY_MODAL_MAX_HEIGHT = 480;
export const CROSS_SELL_WIDTH = 600;

export const BREAKPOINTS = { sm: 576, md: 720, lg: 920, xl: 1200 } as const;
export const DESKTOP_BREAKPOINT = 920;
export const RANDOM_ID_LENGTH = 10;

/** spec §4: the collaboration edition is sold out at or after 8 July 2021 00:00 Eastern (EDT, UTC-4). */
export const COLLAB_SOLD_OUT_AT = '2021-07-08T00:00:00-04:00';

/** spec §7 cookie names (spec §9 lifetimes above). */
export const COOKIE_NAMES = {
  user: 'pc_current_user',
  customerEmail: 'pc_customer_email',
  emailCaptureShown: 'email_capture_shown',
} as const;

/** spec §7 analytics event names, exactly. */
export const ANALYTICS_EVENTS = {
  quizStarted: 'Quiz Started',
  quizAbandoned: 'Quiz Abandoned',
  productAdded: 'Product Added',
  productRemoved: 'Product Removed',
  quizResultsSaved: 'Quiz Results Saved',
} as const;

/** One of spec §7's analytics event names. */
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** The WordPress REST nonce header (spec §6: requests carry a site nonce header when the page provides one). */
export const NONCE_HEADER = 'X-WP-Nonce';

/**
 * Sent by the demo's QA panel on its own reads (its cart list): the QA fault switches leave such a
 * request alone, so a fault counted for the page's elements is not taken by the panel's poll
 * (docs/decisions/0189).
 */
export const QA_PANEL_HEADER = 'X-PC-QA-Panel';

/**
 * A write's idempotency key (docs/decisions/0092): one per shopper intent, sent again on a retry of
 * that intent, so the store answers the retry with the first answer and applies nothing twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What an idempotency key may be: 8 to 100 letters, digits, `-` and `_`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The User Timing mark a store page sets the first time it settles (demo/src/views/mountElement.ts):
 * what it asks for after is not part of its first view; `npm run bench` splits a route's JS at it
 * (docs/decisions/0197).
 */
export const SETTLED_MARK = 'pc-page-settled';
