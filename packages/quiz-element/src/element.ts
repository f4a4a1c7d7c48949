import { defineElement, type ElementProps, type PcElement } from '@pc/shared';
import { meta } from './meta.ts';
import { QuizRoot } from './QuizRoot.tsx';
import styles from './styles.css?inline';

/**
 * `<pc-quiz type="self|gift">`: the quiz screen (spec §2). Registration only; the public surface
 * (attributes, events, parts, CSS properties) is written once, in meta.ts.
 */
export const PcQuizElement = defineElement({ meta, component: QuizRoot, styles });

declare global {
  interface HTMLElementTagNameMap {
    'pc-quiz': PcElement<ElementProps<typeof meta>>;
  }
}
