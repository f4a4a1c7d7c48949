/**
 * <pc-post-purchase-survey>'s public surface for dist/custom-elements.json
 * (scripts/custom-elements-manifest.ts). Imports only DOM-free @pc/shared modules: the manifest script
 * reads it in node without loading React.
 */
import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  NO_SLOT_SURFACE,
  PRIMITIVE_PROPERTIES,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-post-purchase-survey',
  storeOnly:
    'It asks about an order the store placed: the store puts it on its order-received page, with the order in the page data.',
  description:
    "The post-purchase survey modal: 'HOW DID YOU FIND OUT ABOUT US?' with the store's options; choosing one posts the path of results chosen so far for the order; an option with children opens a follow-up search over them ('Search here...', fuzzy and accent-insensitive; arrow keys and Enter pick; Back returns to the list it was chosen from); once the last answer is stored, 'THANK YOU!' for 2 seconds, then it closes. At most 600 × 480, every option at once on a 320 px phone; a click outside closes. Appears when the options load: with the page when its data carries them (the store's order page), else once it has asked for them; reads the order id from page data {survey: {orderId}}.",
  attributes: [],
  properties: [
    {
      name: 'pageData',
      type: '{ survey: { orderId: string; options?: PostPurchaseOption[] } }',
      description:
        "The order the survey is about, and the options as GET post_purchase/options answers them when the page has them (the store prints them; without them the element asks). Without the property, #pc-config's data is used; without an order id the element shows nothing.",
    },
  ],
  events: [
    {
      name: 'pc-complete',
      type: 'PcCompleteEvent',
      description:
        "Bubbles out of the shadow root once the survey is done, detail {outcome}: 'accepted' (the last answer was stored), 'dismissed' (a click outside, Escape or Close), 'failed' (an answer could not be posted: the modal closed). Not fired when the options could not be loaded (nothing shows).",
    },
  ],
  ...NO_SLOT_SURFACE,
  parts: [
    { name: 'dialog', description: 'The modal box (at most 600 × 480).' },
    { name: 'options', description: 'The list of options.' },
    { name: 'option', description: 'An option button.' },
    {
      name: 'option-chosen',
      description: 'The option just chosen, while its follow-up opens or it is sent.',
    },
    { name: 'follow-up', description: 'The follow-up search.' },
    { name: 'back', description: 'The follow-up’s Back button.' },
    { name: 'search', description: "The search box ('Search here...')." },
    { name: 'results', description: 'The follow-up’s list of results.' },
    { name: 'result', description: 'A result.' },
    { name: 'result-active', description: 'The result the arrow keys point at (Enter picks it).' },
    { name: 'other', description: '“Other”’s text form.' },
    { name: 'other-text', description: '“Other”’s text box, optional, at most 140 characters.' },
    { name: 'send', description: '“Other”’s SEND button.' },
    {
      name: 'thanks',
      description: "The thank-you once the last answer is stored ('THANK YOU!').",
    },
  ],
  cssProperties: [
    { name: '--pc-survey-max-width', description: 'The modal’s widest.', default: '600px' },
    { name: '--pc-survey-max-height', description: 'The modal’s tallest.', default: '480px' },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;
