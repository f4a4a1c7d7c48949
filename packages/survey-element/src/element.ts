import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { meta } from './meta.ts';
import { SurveyRoot } from './SurveyRoot.tsx';

/**
 * `<pc-post-purchase-survey>`: the post-purchase survey modal (spec §2). Registration only; meta.ts
 * writes its public surface once.
 */
export const PcPostPurchaseSurveyElement = defineElement({
  meta,
  component: SurveyRoot,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-post-purchase-survey': PcElement<ElementProps<typeof meta>>;
  }
}
