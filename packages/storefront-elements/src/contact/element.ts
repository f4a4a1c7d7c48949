import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { Contact } from './Contact.tsx';
import { meta } from './meta.ts';

/** `<pc-contact>`: the contact page (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcContactElement = defineElement({
  meta,
  component: Contact,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-contact': PcElement<ElementProps<typeof meta>>;
  }
}
