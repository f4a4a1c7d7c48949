/**
 * <pc-contact>'s public surface for dist/custom-elements.json (scripts/custom-elements-manifest.ts).
 * Imports only DOM-free @pc/shared modules: the manifest script reads it in node without loading React.
 */
import {
  DESIGN_TOKEN_PROPERTIES,
  type ElementMeta,
  FALLBACK_SURFACE,
  PRIMITIVE_PROPERTIES,
} from '@pc/shared/element-meta';

export const meta = {
  tag: 'pc-contact',
  fallback: '<p>Our contact page could not be loaded. <a href="{page}">Open it on our shop</a>.</p>',
  description:
    'The contact page: hero, customer support hours, contact by email, SMS and live chat (offered only while the host’s chat widget `window.pcChat` reports availability), a FAQ accordion, and links to all FAQs, partnerships and careers.',
  attributes: [
    {
      name: 'support-email',
      type: 'string',
      description: 'The support mailbox behind the email link (mailto:).',
      default: 'support@pcstore.example',
    },
    {
      name: 'sms-number',
      type: 'string',
      description:
        'The number that takes text messages, as shoppers should read it; the sms: link keeps its digits.',
      default: '+1 (212) 555-0147',
    },
    {
      name: 'partnerships-email',
      type: 'string',
      description: 'The partnerships mailbox behind the partnerships link (mailto:).',
      default: 'partnerships@pcstore.example',
    },
  ],
  properties: [
    {
      name: 'pageData',
      type: 'unknown',
      description: 'Page data (defaults to #pc-config’s `data`); the contact page uses none.',
    },
  ],
  events: [],
  ...FALLBACK_SURFACE,
  parts: [
    { name: 'hero', description: 'The hero: the “Contact Us” heading and its lead.' },
    { name: 'hours', description: 'The customer support hours.' },
    { name: 'channels', description: 'The ways to get in touch: email, SMS and, when available, live chat.' },
    { name: 'faq', description: 'The FAQ section holding the accordion.' },
    { name: 'accordion-button', description: 'A FAQ question (the accordion header button).' },
    { name: 'accordion-panel', description: 'A FAQ answer (the accordion panel).' },
    { name: 'links', description: 'The links to all FAQs, partnerships and careers.' },
    {
      name: 'your-data',
      description:
        "A shopper's data: an email field and EMAIL ME A LINK, which asks the store to email a link to download or erase what it holds for that address.",
    },
  ],
  cssProperties: [
    { name: '--pc-contact-max-width', description: 'The widest the page content grows.', default: '1120px' },
    {
      name: '--pc-contact-hero-background',
      description: 'The hero’s background.',
      default: 'var(--pc-color-surface)',
    },
    {
      name: '--pc-contact-min-block-size',
      description:
        'The space the element keeps, also before it is defined (with pc-elements.css), so the page does not shift.',
      default: '100svh',
    },
    ...DESIGN_TOKEN_PROPERTIES,
    ...PRIMITIVE_PROPERTIES,
  ],
} as const satisfies ElementMeta;
