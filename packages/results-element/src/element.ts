import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { meta } from './meta.ts';
import { ResultsRoot } from './ResultsRoot.tsx';
import styles from './styles.css?inline';

/**
 * `<pc-results>`: the results screen (spec §2). Registration only; the public surface (attributes,
 * events, parts, CSS properties) is written once, in meta.ts.
 */
export const PcResultsElement = defineElement({ meta, component: ResultsRoot, styles });

declare global {
  interface HTMLElementTagNameMap {
    'pc-results': PcElement<ElementProps<typeof meta>>;
  }
}
