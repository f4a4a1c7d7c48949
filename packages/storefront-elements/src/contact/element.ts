import { defineElement, type PcElement } from '@pc/shared';
import { Contact, type ContactProps } from './Contact.tsx';
import styles from './styles.css?inline';

/** `<pc-contact>`: the contact page (spec §2). Registration only; meta.ts describes its public surface. */
export const PcContactElement = defineElement<ContactProps>({
  tag: 'pc-contact',
  component: Contact,
  props: { supportEmail: 'string', smsNumber: 'string', partnershipsEmail: 'string' },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-contact': PcElement<ContactProps>;
  }
}
