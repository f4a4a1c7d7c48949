import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { CandleRoot } from './CandleRoot.tsx';
import { meta } from './meta.ts';

/** `<pc-candle>`: the candle landing page (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcCandleElement = defineElement({
  meta,
  component: CandleRoot,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-candle': PcElement<ElementProps<typeof meta>>;
  }
}
