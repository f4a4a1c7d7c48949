import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { Contact } from './Contact.tsx';
import { meta } from './meta.ts';
import styles from './styles.css?inline';

/** `<pc-contact>`: the contact page (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcContactElement = defineElement({ meta, component: Contact, styles });

declare global {
  interface HTMLElementTagNameMap {
    'pc-contact': PcElement<ElementProps<typeof meta>>;
  }
}
