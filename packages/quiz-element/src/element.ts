import { defineElement, type PcElement } from '@pc/shared';
import { type QuizElementProps, QuizRoot } from './QuizRoot.tsx';
import styles from './styles.css?inline';

/**
 * `<pc-quiz type="self|gift">`: the quiz screen (spec §2). Registration only; the public surface
 * (attributes, events, parts, CSS properties) is listed in meta.ts.
 */
export const PcQuizElement = defineElement<QuizElementProps>({
  tag: 'pc-quiz',
  component: QuizRoot,
  props: { type: 'string', channel: 'string', noNameQuestion: 'boolean' },
  styles,
});

declare global {
  interface HTMLElementTagNameMap {
    'pc-quiz': PcElement<QuizElementProps>;
  }
}
