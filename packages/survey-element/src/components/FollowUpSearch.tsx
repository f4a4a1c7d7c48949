import { LiveRegion, useLazyChunk, useMessages } from '@pc/shared';
import type { PostPurchaseOption } from '@pc/shared/contract';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { searchChunk } from '../behaviour/searchChunk.ts';
import { surveyMessages } from '../messages/index.ts';
import { followUpMatches, moveActive } from '../model/survey.ts';

export interface FollowUpSearchProps {
  /** the chosen option: its children are searched */
  option: PostPurchaseOption;
  onPick(child: PostPurchaseOption): void;
  /** back to the list the option was chosen from (decision 0128) */
  onBack(): void;
}

/**
 * spec §2 the follow-up search over the chosen option's children ('Search here...'), built as the
 * WAI-ARIA APG editable combobox with a listbox popup and list autocomplete: focus stays in the search
 * box, ArrowDown and ArrowUp move the active result (aria-activedescendant; both wrap), Home and End
 * jump, Enter picks it (spec §2: "arrow keys and Enter pick a result"), a click picks too. The number
 * of results is announced. Fuzzy and accent-insensitive: @pc/shared/search (spec §9 threshold 0.4),
 * its own chunk (behaviour/searchChunk.ts, decision 0072): usually here already, as the shopper headed
 * for the option; else it loads as this appears, and the query typed meanwhile is searched when it
 * arrives (until then the list is empty and busy, never an earlier query's matches). A Back button
 * above the search (Shift+Tab from it) returns to the list the option was chosen from (decision 0128).
 */
export function FollowUpSearch({ option, onPick, onBack }: FollowUpSearchProps) {
  const inputId = useId();
  const labelId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const m = useMessages(surveyMessages);
  // At the latest now (decision 0072): the chunk loads as the search appears; a failed load is asked
  // for again as the shopper types on (useLazyChunk asks on every render while it is missing).
  const createSearch = useLazyChunk(searchChunk, true);
  const search = useMemo(
    () => (createSearch ? createSearch(option.children, ['name']) : null),
    [createSearch, option.children],
  );
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  // null: a query the fuzzy search must answer, before its chunk has arrived
  const pending = useMemo(
    () => followUpMatches(option.children, search, query),
    [option.children, search, query],
  );
  const matches = pending ?? [];

  // The follow-up replaces the option list: focus moves into its search box.
  useEffect(() => input.current?.focus(), []);
  // The active result stays in view as the arrows move through a long list.
  useEffect(() => {
    const node = active >= 0 ? list.current?.children[active] : undefined;
    (node as HTMLElement | undefined)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      if (matches.length === 0) return;
      event.preventDefault();
      setActive(moveActive(event.key, active, matches.length));
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const picked = matches[active];
      if (picked) onPick(picked);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;

  return (
    <div className="survey__follow-up" part="follow-up">
      <button type="button" className="text-button survey__back" part="back" onClick={onBack}>
        {m.back}
      </button>
      <label id={labelId} htmlFor={inputId} className="survey__follow-up-label">
        {option.name}
      </label>
      <input
        ref={input}
        id={inputId}
        type="text"
        role="combobox"
        className="survey__search"
        part="search"
        aria-autocomplete="list"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && matches[active] ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        placeholder={m.searchPlaceholder}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        ref={list}
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        aria-busy={pending === null ? true : undefined}
        className="survey__results"
        part="results"
      >
        {matches.map((child, index) => (
          // The search box owns focus and the keyboard (APG combobox: aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled on the search box
          // biome-ignore lint/a11y/useFocusableInteractive: options are referenced, never focused
          <div
            key={child.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="survey__result"
            part={index === active ? 'result result-active' : 'result'}
            // Keep focus in the search box: the click picks, the box never blurs.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(child)}
          >
            {child.name}
          </div>
        ))}
      </div>
      <LiveRegion visuallyHidden>{pending ? m.matchCount({ count: pending.length }) : ''}</LiveRegion>
    </div>
  );
}
