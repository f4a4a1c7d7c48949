import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { InsightsRoot } from './InsightsRoot.tsx';
import { meta } from './meta.ts';

/** `<pc-insights>`: the shop owner's report. Registration only; meta.ts writes its public surface once. */
export const PcInsightsElement = defineElement({
  meta,
  component: InsightsRoot,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-insights': PcElement<ElementProps<typeof meta>>;
  }
}
