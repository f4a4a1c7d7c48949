import { useMessages } from '@pc/shared';
import { OTHER_TEXT_MAX_LENGTH } from '@pc/shared/constants';
import type { QuestionCode } from '@pc/shared/contract';
import { quizMessages } from '../messages/index.ts';
import type { AnswerCallbacks } from './answerIntent.ts';

export interface OtherTextProps extends Pick<AnswerCallbacks, 'onOtherText' | 'onAdvanceFrom'> {
  code: QuestionCode;
  /** The 'other' option's text, e.g. 'Something else': the field's accessible name. */
  label: string;
  text: string;
}

/**
 * The free-text field of a chosen 'other' option (spec §3 Option type 'other'). spec §4: choosing
 * 'other' does not advance; Enter here does, once the text is not blank. Its placeholder is the
 * element's own (docs/decisions/0004, the catalog's `otherPlaceholder`); Question.otherText is the typed text.
 */
export function OtherText({ code, label, text, onOtherText, onAdvanceFrom }: OtherTextProps) {
  const m = useMessages(quizMessages);
  return (
    <input
      type="text"
      className="other-text"
      part="other-text"
      aria-label={label}
      placeholder={m.otherPlaceholder}
      maxLength={OTHER_TEXT_MAX_LENGTH}
      value={text}
      onChange={(event) => onOtherText(code, event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onAdvanceFrom(code);
      }}
    />
  );
}
