import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { meta } from './meta.ts';
import { ResultsRoot } from './ResultsRoot.tsx';

/**
 * `<pc-results>`: the results screen (spec §2). Registration only; the public surface (attributes,
 * events, parts, CSS properties) is written once, in meta.ts.
 */
export const PcResultsElement = defineElement({
  meta,
  component: ResultsRoot,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-results': PcElement<ElementProps<typeof meta>>;
  }
}
