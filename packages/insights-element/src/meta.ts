/**
 * <pc-insights>'s public surface for dist/custom-elements.json (scripts/custom-elements-manifest.ts).
 * Imports only DOM-free @pc/shared modules: the manifest script reads it in node without loading React.
 */
import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  NO_SLOT_SURFACE,
  PRIMITIVE_PROPERTIES,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-insights',
  storeOnly: 'The owner signs in with a cookie of the store’s own: the report is the store’s /insights page.',
  description:
    'The shop owner’s report: a sign-in for the owner, then, for a range of days, attribution from the post-purchase survey, the quiz funnel per quiz type with its drop-off, the cross-sell’s offers and choices, gift cards sold, delivered, redeemed and outstanding, and the revenue of shoppers who took the quiz against those who did not; each table with its chart and a CSV export.',
  attributes: [],
  properties: [
    {
      name: 'pageData',
      type: 'unknown',
      description: 'Page data (defaults to #pc-config’s `data`); the report uses none.',
    },
  ],
  events: [],
  ...NO_SLOT_SURFACE,
  parts: [
    { name: 'sign-in', description: 'The owner’s sign-in form.' },
    { name: 'range', description: 'The form choosing the report’s first and last day.' },
    { name: 'chart', description: 'A chart of a table (hidden from screen readers, which read the table).' },
    { name: 'table', description: 'A table of the report.' },
    {
      name: 'webhooks',
      description: 'The owner’s webhooks: endpoints, their events, the recent deliveries.',
    },
  ],
  cssProperties: [
    {
      name: '--pc-insights-bar-color',
      description: 'The bars of the charts.',
      default: 'var(--pc-color-text)',
    },
    {
      name: '--pc-insights-min-block-size',
      description:
        'The space the element keeps, so what follows it does not move as the sign-in or the report replaces the sign-in check.',
      default: '100svh',
    },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;
