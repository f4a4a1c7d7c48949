import { useLazyChunk, useMessages } from '@pc/shared';
import { COLOGNE_MAX_LENGTH } from '@pc/shared/constants';
import { useRef } from 'react';
import { cologneChunk } from '../behaviour/cologneChunk.ts';
import { quizMessages } from '../messages/index.ts';
import type { CologneComboboxProps, PlainField } from './CologneCombobox.tsx';

/**
 * spec §3 cologne question: its typeahead (CologneCombobox.tsx), a chunk that comes on the shopper's
 * way (behaviour/cologneChunk.ts). Until it is here the question's box holds a plain text field, the
 * combobox's own input without its listbox, so nothing moves as it arrives: what is typed there stays
 * in the field, a name left there is the answer (as the chunk might not come), and the field hands
 * what it holds and its focus to the combobox as it gives way (its ref's cleanup runs with the field
 * still in place). A first view that shows the question has the chunk already.
 */
export function CologneQuestion(props: Omit<CologneComboboxProps, 'handover'>) {
  const { question, onAnswer } = props;
  const Combobox = useLazyChunk(cologneChunk, true);
  const handover = useRef<PlainField>(null);
  const m = useMessages(quizMessages);
  // The box stays as the combobox comes: the question's unfolding (styles.css) does not run again.
  return (
    <div className="combobox" part="combobox">
      {Combobox ? (
        <Combobox {...props} handover={handover} />
      ) : (
        <input
          type="text"
          className="combobox__input"
          part="input"
          aria-labelledby={props.titleId}
          aria-describedby={props.descriptionId}
          autoComplete="off"
          spellCheck={false}
          maxLength={COLOGNE_MAX_LENGTH}
          placeholder={m.colognePlaceholder}
          defaultValue={question.selected ?? ''}
          onBlur={(event) => onAnswer(question.code, event.currentTarget.value.trim() || null, 'set')}
          ref={(input) => () => {
            handover.current = input && { text: input.value, focused: input.matches(':focus') };
          }}
        />
      )}
    </div>
  );
}
