import { LiveRegion, useMessages } from '@pc/shared';
import { COLOGNE_MAX_LENGTH } from '@pc/shared/constants';
import type { Question } from '@pc/shared/contract';
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { quizMessages } from '../messages/index.ts';
import {
  type CologneSuggestion,
  isSearchable,
  searchColognes,
  suggestionAnswer,
} from '../state/cologneSearch.ts';
import { type AnswerCallbacks, blurAdvances, type QuestionLabelling } from './answerIntent.ts';

/** The plain field that held the question's place while this chunk was on its way, as it gave way. */
export interface PlainField {
  /** what it held */
  text: string;
  /** whether it had the focus */
  focused: boolean;
}

export interface CologneComboboxProps extends Pick<AnswerCallbacks, 'onAnswer'>, QuestionLabelling {
  question: Question;
  /**
   * The plain field this combobox replaces, if it did (CologneQuestion.tsx): it takes that field's focus,
   * and what the shopper was typing there, with suggestions for it.
   */
  handover?: RefObject<PlainField | null>;
}

/**
 * spec §3 cologne question: a typeahead (spec §5: at least 3 characters, up to 50 suggestions) built
 * as the WAI-ARIA APG editable combobox with a listbox popup and list autocomplete: ArrowDown opens
 * and moves down, ArrowUp moves up (both wrap), Enter picks the active suggestion, Escape closes;
 * the active suggestion is aria-activedescendant and the count is announced. Every keystroke asks
 * the server with its own AbortSignal, aborting the previous request. A picked suggestion is a
 * choice (spec §4: the quiz advances); a typed name counts too, committed on Enter or blur.
 */
export function CologneCombobox({
  question,
  titleId,
  descriptionId,
  onAnswer,
  handover,
}: CologneComboboxProps) {
  const listId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<CologneSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  // The active suggestion by its id, not its place: an answer to a later keystroke keeps it active
  // where it still lists it (decision 0228).
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const active = activeKey === null ? -1 : suggestions.findIndex((suggestion) => suggestion.id === activeKey);
  const [announcement, setAnnouncement] = useState('');
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const text = draft ?? question.selected ?? '';
  const m = useMessages(quizMessages);

  useEffect(() => () => request.current?.abort(), []);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const search = (typed: string) => {
    request.current?.abort();
    request.current = null;
    if (!isSearchable(typed)) {
      setSuggestions([]);
      setAnnouncement('');
      close();
      return;
    }
    const controller = new AbortController();
    request.current = controller;
    searchColognes(typed, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setSuggestions(found);
        setActiveKey((key) => (found.some((suggestion) => suggestion.id === key) ? key : null));
        setOpen(found.length > 0);
        setAnnouncement(m.suggestionCount({ count: found.length }));
      },
      () => {
        // A failed or aborted suggestion request leaves the field a plain text field.
        if (controller.signal.aborted) return;
        setSuggestions([]);
        close();
      },
    );
  };

  // Arrived while the shopper was at the plain field: the focus and what they were typing carry on
  // here (the caret at its end), with suggestions for it. Once, as it mounts, before it paints.
  useLayoutEffect(() => {
    const field = handover?.current;
    if (!field?.focused) return;
    input.current?.focus();
    if (field.text === text) return;
    setDraft(field.text);
    search(field.text);
  }, []);

  const pick = (suggestion: CologneSuggestion) => {
    request.current?.abort();
    close();
    setDraft(null);
    onAnswer(question.code, suggestionAnswer(suggestion, m), 'choose');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    const moveTo = (index: number) => setActiveKey(suggestions[index]?.id ?? null);
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        moveTo(open ? (active + 1) % count : 0);
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        moveTo(open && active > 0 ? active - 1 : count - 1);
        return;
      case 'Enter': {
        event.preventDefault();
        const suggestion = open && active >= 0 ? suggestions[active] : undefined;
        if (suggestion) {
          pick(suggestion);
          return;
        }
        close();
        setDraft(null);
        onAnswer(question.code, text.trim() || null, 'commit');
        return;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        return;
      default:
    }
  };

  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  // In the question's box (`.combobox`, CologneQuestion.tsx), which stays as this replaces its plain field.
  return (
    <>
      <input
        ref={input}
        type="text"
        role="combobox"
        className="combobox__input"
        part="input"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        maxLength={COLOGNE_MAX_LENGTH}
        placeholder={m.colognePlaceholder}
        value={text}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          close();
          if (draft === null) return;
          setDraft(null);
          onAnswer(question.code, draft.trim() || null, blurAdvances(event) ? 'commit' : 'set');
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-labelledby={titleId}
        className="combobox__list"
        part="listbox"
        hidden={!open}
      >
        {open
          ? suggestions.map((suggestion, index) => (
              // The combobox input owns focus and the keyboard (APG combobox: aria-activedescendant).
              // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the input
              // biome-ignore lint/a11y/useFocusableInteractive: options are referenced, never focused
              <div
                key={suggestion.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="combobox__option"
                part={index === active ? 'suggestion suggestion-active' : 'suggestion'}
                // Keep focus in the input: the click picks, the input never blurs.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(suggestion)}
              >
                <span className="combobox__name">{suggestion.name}</span>{' '}
                <span className="combobox__brand">{suggestion.brand}</span>
              </div>
            ))
          : null}
      </div>
      <LiveRegion visuallyHidden>{announcement}</LiveRegion>
    </>
  );
}
