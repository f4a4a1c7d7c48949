import type { QaAnswers, QaFaultSetup, QaSetup } from './sessionSetup.ts';

// Issue 44 item 3 (docs/decisions/0194): every state of spec §2 and §4 and every row of spec §8, named
// as the spec names it, with the session it needs and the route it opens. The QA panel's States list
// is drawn from this table alone; states.test.ts reads the spec and fails on a state with no entry
// here, or an entry the spec does not name; e2e/qa-states.spec.ts opens every entry and looks for
// `shows` in the page.

export type SpecSection = '§2' | '§4' | '§8';

export interface QaStateEntry {
  readonly section: SpecSection;
  /** the spec's own words: a §2 screen, a §4 heading, bold lead-in or `term:`, a §8 situation */
  readonly name: string;
  /** where it opens; `{results}`: where COMPLETE lands, `{order}`: the order the setup placed */
  readonly route: string;
  readonly setup: QaSetup;
  /** the spec's words the page shows once the entry is open (the tester does the rest: see `then`) */
  readonly shows: string;
  /** what the tester does next to see the rest of the state, when opening it is not all */
  readonly next?: string;
}

/** A complete self quiz, Sam (the results browser tests' too): the Face, Hair, Body, Hand and Cologne Sets. */
export const SAM: QaAnswers = {
  type: 'self',
  answers: {
    name: 'Sam',
    shower_freq: '2',
    skin_type: 'dry',
    deo_freq: '1',
    face_type: '1',
    hair_type: 'wavy',
    hair_freq: 'daily',
    hair_need: 'volume',
    fragrance_knowledge: '1',
    personality: 'classic',
  },
};

/** The seed's ids (catalogue/seed): Green & Airy (launch code green), the hand cream, the $25 cards. */
const GREEN = { product: 111, variation: 11101 };
const HAND_CREAM = { product: 108, variation: 10801 };
const PHYSICAL_25 = 40201;

const LAUNCH = '/green-and-airy';
const INTRO = 'Ready to tailor your routine?';
const every = (fault: Omit<QaFaultSetup, 'times'>): QaFaultSetup => ({ ...fault, times: null });

export const QA_STATES: readonly QaStateEntry[] = [
  // spec §2 Screens and routes: each screen.
  { section: '§2', name: 'Candle landing page', route: '/candle', setup: {}, shows: 'tap for more info' },
  {
    section: '§2',
    name: 'Contact page',
    route: '/contact',
    setup: {},
    shows: 'Whatever you need help with, we got your back.',
  },
  { section: '§2', name: 'Gift card page', route: '/gift-cards', setup: {}, shows: 'E-GIFT CARD' },
  { section: '§2', name: 'Launch page', route: LAUNCH, setup: {}, shows: 'CHECKOUT - $' },
  {
    section: '§2',
    name: 'Quiz screen (self and gift)',
    route: '/gift-quiz',
    setup: {},
    shows: 'Ready to give a personal gift?',
  },
  {
    section: '§2',
    name: 'Welcome-back overlay',
    route: '/quiz',
    setup: { answers: SAM },
    shows: 'SEE MY RESULTS',
  },
  { section: '§2', name: 'Results screen', route: '{results}', setup: { answers: SAM }, shows: 'Face Set' },
  {
    section: '§2',
    name: 'Cross-sell pop-up',
    route: '/checkout',
    setup: { cart: [HAND_CREAM] },
    shows: 'Complete Your Upgrade',
  },
  {
    section: '§2',
    name: 'Post-purchase survey modal',
    route: '/checkout/order-received/{order}',
    setup: { cart: [HAND_CREAM], order: true },
    shows: 'HOW DID YOU FIND OUT ABOUT US?',
  },

  // spec §4 States and transitions: each heading, bold lead-in and `term:`.
  { section: '§4', name: 'Stock and buy button', route: LAUNCH, setup: {}, shows: 'CHECKOUT - $' },
  {
    section: '§4',
    name: 'outofstock',
    route: LAUNCH,
    setup: { stock: { [GREEN.variation]: 'outofstock' } },
    shows: 'SOLD OUT',
  },
  {
    section: '§4',
    name: 'onbackorder',
    route: LAUNCH,
    setup: { stock: { [GREEN.variation]: 'onbackorder' } },
    shows: 'NEXT BATCH SHIPS IN 4 WEEKS',
  },
  {
    section: '§4',
    name: 'sold out at or after 8 July 2021 00:00 Eastern time',
    route: '/throwing-fits',
    setup: { clock: '2021-07-08T04:00:00.000Z' },
    shows: 'SOLD OUT',
  },
  {
    section: '§4',
    name: 'Buying',
    route: '/checkout',
    setup: { cart: [GREEN] },
    shows: 'Green & Airy Cologne',
  },
  {
    section: '§4',
    name: 'Gift card page',
    route: '/gift-cards',
    setup: { stock: { [PHYSICAL_25]: 'outofstock' } },
    shows: 'PHYSICAL GIFT CARD',
    next: 'Choose PHYSICAL GIFT CARD and the $25 card: the button reads SOLD OUT.',
  },
  { section: '§4', name: 'Candle page', route: '/candle/big-sur', setup: {}, shows: 'tap for more info' },
  { section: '§4', name: 'Quiz', route: '/quiz', setup: {}, shows: INTRO },
  {
    section: '§4',
    name: 'Advance',
    route: '/quiz',
    setup: {},
    shows: INTRO,
    next: 'Choose an answer: the page scrolls to the next visible question.',
  },
  {
    section: '§4',
    name: 'Dependencies between questions',
    route: '/quiz?hide_hair=y',
    setup: {},
    shows: INTRO,
  },
  {
    section: '§4',
    name: 'face_type',
    route: '/quiz',
    setup: {},
    shows: INTRO,
    next: 'Answer the face type: value 0 hides the oily need; 2 and 3 the dry and sensitive ones.',
  },
  {
    section: '§4',
    name: 'Continuation',
    route: '/quiz',
    setup: { continuation: true },
    shows: "We've launched new products – let's tailor them for you.",
  },
  {
    section: '§4',
    name: 'Leaving',
    route: '/quiz',
    setup: {},
    shows: INTRO,
    next: 'Choose an answer, then follow a link: LOSE PROGRESS? shows.',
  },
  {
    section: '§4',
    name: 'Completion',
    route: '/quiz',
    setup: {},
    shows: 'COMPLETE',
    next: 'Answer every visible question, then COMPLETE posts the summary to /crafting.',
  },
  { section: '§4', name: 'Results', route: '{results}', setup: { answers: SAM }, shows: 'Face Set' },
  {
    section: '§4',
    name: 'Email capture',
    route: '{results}',
    setup: { answers: SAM },
    shows: 'Unlock Your Products',
  },
  {
    section: '§4',
    name: 'Add to cart',
    route: '{results}',
    setup: { answers: SAM },
    shows: 'Face Set',
    next: 'Skip the email, then add a set: Item added to cart. shows for 2 seconds.',
  },
  {
    section: '§4',
    name: 'Cross-sell',
    route: '/checkout',
    setup: { cart: [HAND_CREAM] },
    shows: 'NO THANKS',
  },
  {
    section: '§4',
    name: 'Post-purchase survey',
    route: '/checkout/order-received/{order}',
    setup: { cart: [HAND_CREAM], order: true },
    shows: 'HOW DID YOU FIND OUT ABOUT US?',
  },
  {
    section: '§4',
    name: 'Identity',
    route: '/quiz',
    setup: { answers: SAM, customer: true },
    shows: 'VIEW YOUR ORDERS',
  },

  // spec §8 The error catalogue: each situation, its fault set on the call that meets it.
  {
    section: '§8',
    name: 'Invalid email in capture',
    route: '{results}',
    setup: { answers: SAM },
    shows: 'Unlock Your Products',
    next: 'Enter an email without an @ and Unlock: Invalid Email.',
  },
  {
    section: '§8',
    name: 'E-gift email field invalid',
    route: '/gift-cards',
    setup: {},
    shows: 'E-GIFT CARD',
    next: 'Type an email without an @ and leave the field: red underline, value cleared.',
  },
  {
    section: '§8',
    name: 'Save results fails',
    route: '{results}',
    setup: { answers: SAM, faults: { saveResults: every({ kind: 'error' }) } },
    shows: 'Not Ready? Enter Email to Save Results',
    next: 'Skip the email, then save the results with an email: Something went wrong, please try again.',
  },
  {
    section: '§8',
    name: 'Email capture request fails',
    route: '{results}',
    setup: { answers: SAM, faults: { captureEmail: every({ kind: '500' }) } },
    shows: 'Unlock Your Products',
    next: 'Enter an email and Unlock: the modal still closes.',
  },
  {
    section: '§8',
    name: 'Invalid-parameter response from the REST layer',
    route: LAUNCH,
    setup: {
      faults: { addToCart: every({ kind: 'error', message: 'QA: the cart is closed for stocktaking.' }) },
    },
    shows: 'CHECKOUT - $',
    next: 'Press CHECKOUT: the server’s message shows and the page stays.',
  },
  {
    section: '§8',
    name: 'Product fetch (candle, gift cards, launch) fails',
    route: '/gift-cards',
    setup: { faults: { getGiftCard: every({ kind: '500' }), getEGiftCard: every({ kind: '500' }) } },
    shows: 'E-GIFT CARD',
    next: 'The store’s pages carry their products; an element on another origin fetches them and stays empty.',
  },
  {
    section: '§8',
    name: 'Quiz load, survey options, compatibility, candle, bathroom module, proceed-to-checkout fail',
    route: '{results}',
    setup: {
      answers: SAM,
      faults: {
        checkCompatibility: every({ kind: '500' }),
        getBathroomModule: every({ kind: '500' }),
        showProceedToCheckout: every({ kind: '500' }),
      },
    },
    shows: 'Face Set',
  },
  {
    section: '§8',
    name: 'Cross-sell load fails',
    route: '/checkout',
    setup: { cart: [HAND_CREAM], faults: { getCrossSell: every({ kind: '500' }) } },
    shows: 'Hand Cream',
  },
  {
    section: '§8',
    name: 'Cross-sell post fails',
    route: '/checkout',
    setup: { cart: [HAND_CREAM], faults: { postCrossSell: every({ kind: '500' }) } },
    shows: 'Complete Your Upgrade',
    next: 'Press SUBSCRIBE: the pop-up hides.',
  },
  {
    section: '§8',
    name: 'Post-purchase post fails',
    route: '/checkout/order-received/{order}',
    setup: { cart: [HAND_CREAM], order: true, faults: { postPostPurchaseEvent: every({ kind: 'drop' }) } },
    shows: 'HOW DID YOU FIND OUT ABOUT US?',
    next: 'Choose an option: the modal closes.',
  },
  {
    section: '§8',
    name: 'users/self fails',
    route: '/quiz',
    // A customer whose users/self fails is treated as anonymous: SEE MY RESULTS, not VIEW YOUR ORDERS.
    setup: { answers: SAM, customer: true, faults: { getSelf: every({ kind: '500' }) } },
    shows: 'SEE MY RESULTS',
  },
  {
    section: '§8',
    name: 'Clear-cart fails',
    route: '{results}',
    setup: { answers: SAM, cart: [GREEN], faults: { deleteAllItemCart: every({ kind: '500' }) } },
    shows: 'Face Set',
    next: 'Add a set, then Clear Cart And Proceed on the single-survey overlay.',
  },
  {
    section: '§8',
    name: 'Live chat',
    route: '/contact',
    setup: { chat: false },
    shows: 'Contact Us',
    next: 'The chat option is not offered; turn Chat widget available on to see it.',
  },
];
