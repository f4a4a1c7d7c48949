// <pc-quiz>'s public surface for the custom-elements manifest (docs/architecture.md "Browser
// side"). DOM-free imports only: scripts/custom-elements-manifest.ts reads it in node.

import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  PRIMITIVE_PROPERTIES,
  UNAVAILABLE_SURFACE,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-quiz',
  example: '<pc-quiz type="self"></pc-quiz>',
  variants: ['<pc-quiz type="gift"></pc-quiz>'],
  fallback: '<p>The quiz could not be loaded. <a href="{page}">Take it on our shop</a>.</p>',
  description:
    'The personalised quiz for oneself or as a gift. COMPLETE sends the answers to the store, which opens the results.',
  attributes: [
    {
      name: 'type',
      type: "'self' | 'gift'",
      description: 'Which quiz to load. Any other value is treated as self, with a console warning.',
      default: 'self',
    },
    {
      name: 'channel',
      type: 'string',
      description: "A creator or channel name: the intro greets 'Hey {channel} fans'.",
    },
    {
      name: 'no-name-question',
      type: 'boolean',
      description: 'Hides the optional name question. A continued quiz hides it anyway.',
      default: 'false',
    },
  ],
  properties: [
    {
      name: 'pageData',
      type: 'unknown',
      description:
        'Page data (defaults to #pc-config’s `data`): `{quiz, hideHair, hideScent}`, the quiz as GET quizzes/{type} answers it and the page’s hide_hair / hide_scent switches. The quiz starts from it without a request; without it the quiz loads itself.',
    },
  ],
  methods: [
    {
      name: 'reset',
      signature: 'reset(): void',
      description:
        'Starts the quiz over, as RETAKE SURVEY does: every answer cleared, the next choice starts it afresh, the page back at the first question. Nothing to do before the quiz is drawn.',
    },
  ],
  events: [
    {
      name: 'pc-analytics',
      type: 'PcAnalyticsEvent',
      on: 'window',
      description:
        "On window: 'Quiz Started' at the first selection, 'Quiz Abandoned' on LEAVE PAGE; detail {event, properties: {type}}. Sent only with analytics consent (`window.pc.consent`); 'Quiz Abandoned' is also beaconed to `analyticsBeaconUrl` then.",
    },
    {
      name: 'pc-navigate',
      type: 'PcNavigateEvent',
      description:
        'Cancelable: the welcome-back overlay asks to go to /account/orders or /quizresult. Without preventDefault the page loads it.',
    },
  ],
  ...UNAVAILABLE_SURFACE,
  parts: [
    { name: 'quiz', description: 'The whole quiz.' },
    { name: 'intro', description: 'The greeting and intro heading.' },
    { name: 'greeting', description: "'Hey {channel} fans'." },
    { name: 'intro-title', description: 'The intro heading.' },
    { name: 'tracker', description: 'The fixed tracker bar (shown once the quiz has started).' },
    { name: 'tracker-group', description: 'A group label in the tracker bar.' },
    { name: 'tracker-group-active', description: 'The group being read.' },
    { name: 'progress', description: 'The scroll progress bar.' },
    { name: 'question', description: 'One question.' },
    { name: 'question-title', description: 'A question text (heading).' },
    { name: 'question-subtext', description: 'A question subtext.' },
    { name: 'options', description: 'The radio group of an option question.' },
    { name: 'option', description: 'An option button.' },
    { name: 'option-checked', description: 'The chosen option button.' },
    { name: 'option-icon', description: "An icon option's image." },
    { name: 'other-text', description: "The free-text field of a chosen 'other' option." },
    { name: 'slider', description: 'A slider question (image, value, range).' },
    { name: 'slider-image', description: "A slider question's image." },
    { name: 'input', description: 'The age, name and cologne text fields.' },
    { name: 'combobox', description: 'The cologne typeahead.' },
    { name: 'listbox', description: 'Its suggestion list.' },
    { name: 'suggestion', description: 'One suggestion.' },
    { name: 'suggestion-active', description: 'The active suggestion.' },
    { name: 'complete', description: 'The COMPLETE form.' },
    { name: 'complete-button', description: 'The COMPLETE button.' },
    { name: 'button', description: "The overlays' buttons." },
    { name: 'dialog', description: 'The welcome-back and lose-progress overlays.' },
  ],
  cssProperties: [
    {
      name: '--pc-quiz-tracker-top',
      description: 'Where the fixed tracker bar sits (below a fixed host header).',
      default: '0px',
    },
    { name: '--pc-quiz-max-width', description: 'The widest the questions column grows.', default: '720px' },
    {
      name: '--pc-quiz-min-block-size',
      description:
        'The space the element keeps while it loads and before it is defined (with pc-elements.css), so the page does not shift.',
      default: '100svh',
    },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;
