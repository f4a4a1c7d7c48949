import * as v from 'valibot';
import { defineCall } from './call.ts';
import { QuizType } from './quizType.ts';

// Issue 41 item 4, decision 0171: an element's first view as HTML for a page of another origin (a
// WordPress plugin's render asks it from PHP and prints the answer inside the tag). Not in spec §7:
// the store's own pages print the same render themselves. The query is the element's own HTML
// attributes, checked here as each element's meta.ts declares them.

/** The elements a host page may ask the first view of: every element of the library but the owner's report. */
export const FRAGMENT_TAGS = [
  'pc-quiz',
  'pc-results',
  'pc-candle',
  'pc-gift-cards',
  'pc-launch',
  'pc-contact',
  'pc-cart',
  'pc-cross-sell',
  'pc-post-purchase-survey',
] as const;
export type FragmentTag = (typeof FRAGMENT_TAGS)[number];

/** Longest attribute value taken: far beyond any real name, email, path or code. */
export const FRAGMENT_ATTRIBUTE_MAX_LENGTH = 200;

/** An HTML boolean attribute in a query: present (`?no-chat` or `?no-chat=`), or its own name as value. */
const booleanAttribute = (name: string) =>
  v.optional(v.picklist(['', name], `is a boolean attribute: write it bare (?${name}) or leave it out`));

const text = v.optional(v.pipe(v.string(), v.maxLength(FRAGMENT_ATTRIBUTE_MAX_LENGTH)));

/**
 * Each element's attributes (its meta.ts), as the query of its fragment: any other name is refused.
 * `pc-launch`'s `code` is any text here: a code the store has no launch of is a 404, not a 400.
 */
/**
 * The host page's language (issue 43, docs/decisions/0211), as the element will read it there (its
 * `#pc-config` `locale`, else the `lang` around it): the first view is rendered in it, so the element
 * hydrates what it would draw. Any Spanish is es-US, anything else en-US; left out, the store's own.
 */
const locale = v.optional(v.pipe(v.string(), v.maxLength(35)));

/** An id of a catalog's message (`contact.title`, `shop.soldOut`: decision 0210). */
export const MESSAGE_ID = /^[a-z][a-z-]*\.[A-Za-z][A-Za-z0-9]*$/;

/** The author's words a host page's `#pc-config` `messages` gives, at most this many. */
export const FRAGMENT_MESSAGES_MAX = 100;

/**
 * The author's words the host page gives the element (its `#pc-config` `messages`, README "Texts"), as
 * JSON: the first view is drawn with them, as the element there will draw it (docs/decisions/0211).
 */
const messages = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(16_000),
    v.parseJson(undefined, 'is not JSON: write the words as {"<id>": "<text>"}'),
    v.record(
      v.pipe(
        v.string(),
        v.regex(MESSAGE_ID, 'names no message: ids are <catalog>.<key>, as the docs pages list them'),
      ),
      v.pipe(v.string(), v.maxLength(1000)),
    ),
    v.check(
      (words) => Object.keys(words).length <= FRAGMENT_MESSAGES_MAX,
      `holds more than ${FRAGMENT_MESSAGES_MAX} messages`,
    ),
  ),
);

const tagRequest = <T extends FragmentTag, E extends v.ObjectEntries>(tag: T, entries: E) =>
  v.strictObject({ tag: v.literal(tag), locale, messages, ...entries });

export const FragmentRequest = v.variant(
  'tag',
  [
    tagRequest('pc-quiz', {
      type: v.optional(QuizType),
      channel: text,
      'no-name-question': booleanAttribute('no-name-question'),
    }),
    tagRequest('pc-results', {
      'bathroom-module': booleanAttribute('bathroom-module'),
      'no-free-shipping-note': booleanAttribute('no-free-shipping-note'),
      'no-more-info': booleanAttribute('no-more-info'),
      'no-product-prefix': booleanAttribute('no-product-prefix'),
      'no-descriptions': booleanAttribute('no-descriptions'),
    }),
    tagRequest('pc-candle', { path: text }),
    tagRequest('pc-gift-cards', {}),
    tagRequest('pc-launch', {
      code: v.pipe(v.string(), v.minLength(1), v.maxLength(FRAGMENT_ATTRIBUTE_MAX_LENGTH)),
    }),
    tagRequest('pc-contact', { 'support-email': text, 'sms-number': text, 'partnerships-email': text }),
    tagRequest('pc-cart', { 'open-on-add': booleanAttribute('open-on-add'), 'checkout-href': text }),
    tagRequest('pc-cross-sell', { 'show-once-per-session': booleanAttribute('show-once-per-session') }),
    tagRequest('pc-post-purchase-survey', {}),
  ],
  `must be one of ${FRAGMENT_TAGS.join(', ')}`,
);
export type FragmentRequest = v.InferOutput<typeof FragmentRequest>;

/**
 * `GET /wp-json/{ns}/v1/fragments/{tag}?{attributes}`: the element's markup with its first view in a
 * declarative shadow root, `text/html`, the same for every shopper (no session read or made), cached
 * five minutes with an ETag. 400 for an unknown tag or attribute, 404 `pc_launch_unknown` for a launch
 * code the store does not sell (decision 0171).
 */
export const getFragment = defineCall({
  name: 'getFragment',
  method: 'GET',
  path: '/wp-json/{ns}/v1/fragments/{tag}',
  encoding: 'query',
  request: FragmentRequest,
  response: v.string(),
});
