import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { cologneReady } from './behaviour/cologneChunk.ts';
import { resetMethod } from './behaviour/resetMethod.ts';
import { meta } from './meta.ts';
import { QuizRoot } from './QuizRoot.tsx';

/**
 * `<pc-quiz type="self|gift">`: the quiz screen (spec §2). Registration only; the public surface
 * (attributes, events, parts, CSS properties) is written once, in meta.ts.
 */
export const PcQuizElement = defineElement({
  meta,
  component: QuizRoot,
  // Fetched only where the server did not render the element (docs/decisions/0071).
  styles: () => import('./styles.css?inline'),
  // Saved progress may show the cologne question at once: its server render draws the typeahead.
  firstViewLoads: [cologneReady],
});
Object.assign(PcQuizElement.prototype, resetMethod);

declare global {
  interface HTMLElementTagNameMap {
    'pc-quiz': PcElement<ElementProps<typeof meta>> & typeof resetMethod;
  }
}
