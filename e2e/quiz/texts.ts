// The texts a shopper reads in the quiz, written out literally: spec §2 Quiz screen (intros,
// overlays) and the authored catalogue of docs/decisions/0003 (question and option texts, in
// packages/store-server/src/quiz/questions/*.ts). The tests find controls by these accessible names,
// so a changed text fails a test instead of silently matching something else.

/** spec §2 Quiz screen, exactly. */
export const INTRO = {
  self: 'Ready to tailor your routine?',
  gift: 'Ready to give a personal gift?',
  continuation: "We've launched new products – let's tailor them for you.",
  channel: (channel: string) => `Hey ${channel} fans`,
} as const;

/** spec §2 lose-progress overlay. */
export const LOSE_PROGRESS = {
  title: 'LOSE PROGRESS?',
  text: 'If you leave this page you will lose all progress on the quiz.',
  continue: 'CONTINUE QUIZ',
  leave: 'LEAVE PAGE',
} as const;

/** spec §2 welcome-back overlay (the titles are the element's, WelcomeBackDialog.tsx). */
export const WELCOME_BACK = {
  anonymousTitle: 'Welcome back!',
  customerTitle: (firstName: string) => `Welcome back, ${firstName}!`,
  orders: 'VIEW YOUR ORDERS',
  results: 'SEE MY RESULTS',
  retake: 'RETAKE SURVEY',
} as const;

/** spec §7 analytics events. */
export const EVENTS = { started: 'Quiz Started', abandoned: 'Quiz Abandoned' } as const;

/** The seeded customer the QA identity switch turns a session into (spec §6). */
export const CUSTOMER_FIRST_NAME = 'Sam';

/** Question texts (spec §3 "text per quiz type, with a default"). */
export const Q = {
  name: { self: "What's your first name?", gift: "What's their first name?" },
  relationship: { gift: 'Who is the gift for?' },
  age: { self: 'How old are you?', gift: 'How old are they?' },
  shower_freq: { self: 'How often do you shower?', gift: 'How often do they shower?' },
  bs_bw: { self: 'Bar soap or body wash?', gift: 'Do they use bar soap or body wash?' },
  /** spec §4: the title depends on bs_bw. */
  ideal_bw: {
    self: (product: string) => `What should your ideal ${product} do?`,
    gift: (product: string) => `What should their ideal ${product} do?`,
  },
  skin_type: { self: 'How is the skin on your body?', gift: 'How is the skin on their body?' },
  deo_freq: { self: 'How often do you wear deodorant?', gift: 'How often do they wear deodorant?' },
  deo_kind: {
    self: 'What kind of deodorant do you prefer?',
    gift: 'What kind of deodorant do they prefer?',
  },
  sweat_level: { self: 'How much do you sweat?', gift: 'How much do they sweat?' },
  bo_level: {
    self: 'By the end of the day, how noticeable is your body odor?',
    gift: 'By the end of the day, how noticeable is their body odor?',
  },
  sweat_pref: { self: 'What should your deodorant do?', gift: 'What should their deodorant do?' },
  deo_care: { self: 'Any underarm concerns?' },
  face_type: { self: 'By midday, how does your face feel?', gift: 'By midday, how does their face look?' },
  face_need: { self: "What's your top skin goal?", gift: 'What would help their skin most?' },
  eye_need: { self: 'Anything going on around your eyes?', gift: 'Anything going on around their eyes?' },
  shave_freq: {
    self: 'How often do you shave your face?',
    gift: 'How often do they shave their face?',
  },
  smoking: { self: 'Do you smoke or vape?', gift: 'Do they smoke or vape?' },
  hair_type: { self: "What's your hair type?", gift: "What's their hair type?" },
  hair_freq: { self: 'How often do you wash your hair?', gift: 'How often do they wash their hair?' },
  hair_length: { self: 'How long is your hair?', gift: 'How long is their hair?' },
  hair_need: { self: 'What does your hair need most?', gift: 'What does their hair need most?' },
  hair_foaming: { self: 'How much lather do you like?', gift: 'How much lather do they like?' },
  fragrance_knowledge: {
    self: 'How much do you know about fragrance?',
    gift: 'How much do they know about fragrance?',
  },
  cologne: { self: 'Which cologne do you wear most?', gift: 'Which cologne do they wear most?' },
  cologne_approval: { self: 'How do you feel about it?', gift: 'How do you feel about it on them?' },
  work: { self: 'Where do you spend your workday?', gift: 'Where do they spend their workday?' },
  night_out: { self: 'Pick your ideal night out.', gift: 'Pick their ideal night out.' },
  personality: { self: 'Which word fits you best?', gift: 'Which word fits them best?' },
  drink: { self: 'Pick a drink.', gift: 'What would they order?' },
} as const;

/** Option texts the rules of spec §4 are about (docs/decisions/0003 values in comments). */
export const OPTION = {
  relationship: {
    '0': 'My partner',
    '1': 'My parent',
    '2': 'Someone I live with',
    '3': 'A friend',
    '4': 'A colleague or someone else',
  },
  deo_freq: { everyDay: 'Every day', never: 'Never' },
  face_type: {
    '0': 'Dry or tight',
    '1': 'Comfortable, not dry or shiny',
    '2': 'Shiny all over',
    '3': 'Shiny forehead and nose, dry cheeks',
  },
  face_need: {
    oily: 'Control oil and shine',
    dry: 'Hydrate dry, flaky skin',
    sensitive: 'Calm redness and irritation',
  },
  hair_type: {
    straight: 'Straight',
    wavy: 'Wavy',
    curly: 'Curly',
    coily: 'Coily',
    bald: 'Bald or shaved',
  },
  hair_freq: { everyDay: 'Every day', never: 'Never' },
  hair_need: {
    volume: 'More volume',
    hydration: 'Hydration',
    antiFrizz: 'Less frizz',
    curlySafe: 'Curl-safe: no sulfates or silicones',
    itchyScalp: 'Soothe an itchy scalp',
    other: 'Something else',
  },
  hair_length: ['Short', 'Medium', 'Long'],
  fragrance_knowledge: {
    none: 'Nothing yet, teach me',
    some: 'I know what I like',
    gift: { none: 'Not much, they rarely wear any', some: 'They know what they like' },
  },
  bs_bw: { soap: 'Bar soap', both: 'Both', bodyWash: 'Body wash' },
  work: { office: 'In an office', other: 'Somewhere else' },
  skin_type: { tight: 'Feels tight after a shower', notSure: "I'm not sure" },
} as const;
