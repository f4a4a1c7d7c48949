import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { meta } from './meta.ts';
import { SurveyRoot } from './SurveyRoot.tsx';
import styles from './styles.css?inline';

/**
 * `<pc-post-purchase-survey>`: the post-purchase survey modal (spec §2). Registration only; meta.ts
 * writes its public surface once.
 */
export const PcPostPurchaseSurveyElement = defineElement({ meta, component: SurveyRoot, styles });

declare global {
  interface HTMLElementTagNameMap {
    'pc-post-purchase-survey': PcElement<ElementProps<typeof meta>>;
  }
}
