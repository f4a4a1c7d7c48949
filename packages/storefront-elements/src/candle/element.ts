import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { CandleRoot } from './CandleRoot.tsx';
import { meta } from './meta.ts';
import styles from './styles.css?inline';

/** `<pc-candle>`: the candle landing page (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcCandleElement = defineElement({ meta, component: CandleRoot, styles });

declare global {
  interface HTMLElementTagNameMap {
    'pc-candle': PcElement<ElementProps<typeof meta>>;
  }
}
