import { defineElement, type PcElement } from '@pc/shared';
import { type ResultsElementProps, ResultsRoot } from './ResultsRoot.tsx';
import styles from './styles.css?inline';

/**
 * `<pc-results>`: the results screen (spec §2). Registration only; the public surface (attributes,
 * events, parts, CSS properties) is listed in meta.ts.
 */
export const PcResultsElement = defineElement<ResultsElementProps>({
  tag: 'pc-results',
  component: ResultsRoot,
  props: {
    bathroomModule: 'boolean',
    noFreeShippingNote: 'boolean',
    noMoreInfo: 'boolean',
    noProductPrefix: 'boolean',
    noDescriptions: 'boolean',
  },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-results': PcElement<ResultsElementProps>;
  }
}
