/**
 * The custom states, slots and event details several elements share, as their meta.ts lists them (the manifest's
 * `cssStates` and `slots`, the documentation pages). The states are the host's `CustomStateSet`
 * (`HOST_STATES` in elementClass.ts): `loading` is every element's, until its first view shows styled
 * (hydratingRenderer.ts); `unavailable` is the launch's, the candle's and the quiz's (Unavailable.tsx;
 * decisions 0185, 0188).
 */

export const LOADING_STATE = {
  name: 'loading',
  description:
    'Until the first view shows styled; pc-elements.css draws the skeleton under it (`pc-quiz:state(loading)`).',
} as const;

export const UNAVAILABLE_STATE = {
  name: 'unavailable',
  description:
    'The element cannot show its view (an unknown code, a product or a quiz the store does not give): the tag’s own content shows in its place and the box keeps no reserved size.',
} as const;

/** The tag's own content of a page element: shown when its script cannot load. */
export const FALLBACK_SLOT = {
  name: '',
  description:
    'Fallback: a short message and a link to the store’s page. Hidden under the skeleton while the script may still come; shown in its place if the element is still not defined after 4 seconds (an origin the store does not list, a blocked script), and at once when the store is down. Never shown once the element is defined.',
} as const;

/** The same for an element that also shows it when it cannot show its view (`:state(unavailable)`). */
export const FALLBACK_OR_UNAVAILABLE_SLOT = {
  name: '',
  description: `${FALLBACK_SLOT.description.replace(' Never shown once the element is defined.', '')} Also shown, in the element's place, when it cannot show its view (\`:state(unavailable)\`).`,
} as const;

/** The slots and states of an element whose tag holds a fallback (spread into its meta). */
export const FALLBACK_SURFACE = { slots: [FALLBACK_SLOT], cssStates: [LOADING_STATE] } as const;

/** The same for the launch, the candle and the quiz, which also show it when they cannot show their view. */
export const UNAVAILABLE_SURFACE = {
  slots: [FALLBACK_OR_UNAVAILABLE_SLOT],
  cssStates: [LOADING_STATE, UNAVAILABLE_STATE],
} as const;

/** An element whose tag holds nothing (a pop-up, the owner's report): no slot, the loading state. */
export const NO_SLOT_SURFACE = { slots: [], cssStates: [LOADING_STATE] } as const;

/**
 * `event.detail` of each event, by name, as the documentation pages show it (a meta's event may say
 * otherwise with its own `detail`). The types are @pc/elements' (`HTMLElementEventMap`).
 */
export const EVENT_DETAILS: Readonly<Record<string, string>> = {
  'pc-navigate': '{ href: string }',
  'pc-cart-change':
    "{ cart: CartListing; previous: CartListing | null; reason: 'add' | 'clear' | 'update' | 'order' | 'other-tab' }",
  'pc-analytics': '{ event: string; properties: Record<string, unknown> }',
  'pc-gift-card-select':
    "{ selection: { kind: 'e-gift' | 'physical'; productId: number; variationId: number; price: number; name: string; … } | null }",
  'pc-complete': "{ outcome: 'accepted' | 'dismissed' | 'failed' }",
};
