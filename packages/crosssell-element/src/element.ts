import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { CrossSellRoot } from './CrossSellRoot.tsx';
import { meta } from './meta.ts';
import styles from './styles.css?inline';

/** `<pc-cross-sell>`: the cross-sell pop-up (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcCrossSellElement = defineElement({ meta, component: CrossSellRoot, styles });

declare global {
  interface HTMLElementTagNameMap {
    'pc-cross-sell': PcElement<ElementProps<typeof meta>>;
  }
}
