import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { CrossSellRoot } from './CrossSellRoot.tsx';
import { meta } from './meta.ts';

/** `<pc-cross-sell>`: the cross-sell pop-up (spec §2). Registration only; meta.ts writes its public surface once. */
export const PcCrossSellElement = defineElement({
  meta,
  component: CrossSellRoot,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-cross-sell': PcElement<ElementProps<typeof meta>>;
  }
}
