import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { GiftCardsRoot } from './GiftCardsRoot.tsx';
import { meta } from './meta.ts';
import styles from './styles.css?inline';

/** `<pc-gift-cards>`: the gift card page (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcGiftCardsElement = defineElement({ meta, component: GiftCardsRoot, styles });

declare global {
  interface HTMLElementTagNameMap {
    'pc-gift-cards': PcElement<ElementProps<typeof meta>>;
  }
}
