// What the results tests check against, written out literally from the spec (spec/store-spec.md) and
// the decisions the spec leaves open (docs/decisions/0009, 0010). Nothing here is imported from the
// code under test: a changed text, price or cadence in the code fails a test instead of moving with it.

/** spec §2 Results screen, exactly. */
export const TEXT = {
  emailCaptureTitle: 'Unlock Your Products',
  emailPlaceholder: 'Enter Email',
  unlock: 'Unlock',
  skip: 'Skip This Step',
  invalidEmail: 'Invalid Email',
  saveLabel: 'Not Ready? Enter Email to Save Results',
  saveOk: 'OK',
  thankYou: 'THANK YOU!',
  saveFailed: 'Something went wrong, please try again',
  proceed: 'Proceed To Checkout',
  added: 'Item added to cart.',
  addedCheckout: 'Checkout',
  conflict: 'You already have a tailored order in your cart. We only allow one tailored order at a time.',
  goToCheckout: 'Go To Checkout',
  clearAndProceed: 'Clear Cart And Proceed',
  bathroomHeading: (name: string) => `${name} Essentials`,
  bathroomTagline: 'SMART REPLENISHMENTS. CANCEL ANYTIME.',
  bathroomMoreInfo: 'MORE INFO +',
  bathroomClose: 'CLOSE',
  bathroomDetails: 'Change or Cancel Anytime. 100% Satisfaction Guarantee.',
  freeShipping: 'Spend $25 or subscribe for free shipping',
  cadence: (weeks: number) => `Every ${weeks} Weeks`,
} as const;

/** spec §2 the 'more info' modal's sections, in order. */
export const MORE_INFO_SECTIONS = [
  'Your Formula',
  'Formulated By',
  'Made With',
  'Your Product Is',
  'Smells Like',
  'Formulated In',
] as const;

/** spec §2: "For cologne, made-with, made-without and formulated-in are hidden." */
export const COLOGNE_HIDDEN_SECTIONS = ['Made With', 'Your Product Is', 'Formulated In'] as const;

/** spec §7 analytics events and the 'Quiz Results Saved' sources. */
export const EVENT = {
  productAdded: 'Product Added',
  productRemoved: 'Product Removed',
  resultsSaved: 'Quiz Results Saved',
  capturedSource: 'captured_email_for_quiz_results',
  savedSource: 'saved_quiz_results',
} as const;

/** spec §7 cookies. */
export const COOKIE = { emailCaptureShown: 'email_capture_shown' } as const;
export const EMAIL_CAPTURE_COOKIE_DAYS = 30;

/** spec §9 timings, in milliseconds. */
export const TIMING = { proceedBannerMs: 2500, successBannerMs: 2000 } as const;

/** spec §9 prices once / subscription (null: once only), and spec §3 set prices. */
export const PRICE = {
  cleanser: { once: 19, subscription: 17 },
  lotion: { once: 19, subscription: 17 },
  shampoo: { once: 19, subscription: 17 },
  conditioner: { once: 19, subscription: 17 },
  deodorant: { once: 17, subscription: 15 },
  bodyWash: { once: 17, subscription: 15 },
  bodyLotion: { once: 21, subscription: 19 },
  handCream: { once: 13, subscription: null },
  handWash: { once: 15, subscription: null },
  cologne: { once: 50, subscription: null },
  faceSet: { once: 38, subscription: 34 },
  hairSet: { once: 38, subscription: 34 },
  bodySet: { once: 55, subscription: 49 },
  handSet: { once: 28, subscription: null },
  cologneSet: { once: 100, subscription: null },
} as const;

/** spec §9 default subscription cadences, in weeks. */
export const CADENCE = {
  face: 9,
  shampoo: 9,
  conditioner: 10,
  deodorant: 10,
  bodyWash: 4,
  bodyLotion: 12,
} as const;

/**
 * docs/decisions/0009 "Bathroom module": a percentage off each item's subscription price, and the cart
 * lines carry source `bathroom-module`.
 */
export const BATHROOM = { discountPercent: 15, source: 'bathroom-module' } as const;

/** spec §2 route table: every results route, and the aliases of /lab-reorder the demo serves. */
export const REORDER_PATHS = [
  '/lab-reorder',
  '/replenish',
  '/fieldnotes-reorder',
  '/barbershop-reorder',
  '/vip-exclusive-2024',
] as const;
