import type { PostPurchaseOption } from '@pc/shared/contract';
import { preloadSearch } from '../behaviour/searchChunk.ts';
import { opensFollowUp } from '../model/survey.ts';

export interface SurveyOptionsProps {
  options: readonly PostPurchaseOption[];
  /** the option just chosen (its follow-up opens in 350 ms), or null */
  chosen: string | null;
  onChoose(option: PostPurchaseOption): void;
}

/**
 * spec §2: "A list of options": one button each (Tab and Enter or Space choose). Heading for an option
 * with a follow-up (a pointer or finger reaching it, focus, the choice itself) starts loading the
 * follow-up's fuzzy search (behaviour/searchChunk.ts, decision 0072), so it is there 350 ms later.
 */
export function SurveyOptions({ options, chosen, onChoose }: SurveyOptionsProps) {
  return (
    <ul className="survey__options" part="options">
      {options.map((option) => {
        const headingFor = opensFollowUp(option) ? preloadSearch : undefined;
        return (
          <li key={option.id}>
            <button
              type="button"
              className="button button--secondary survey__option"
              part={option.id === chosen ? 'option option-chosen' : 'option'}
              aria-pressed={option.id === chosen}
              // While a choice is on its way, further clicks do nothing (the state ignores them too).
              aria-disabled={chosen !== null ? true : undefined}
              onPointerEnter={headingFor}
              onTouchStart={headingFor}
              onFocus={headingFor}
              onClick={() => {
                headingFor?.();
                onChoose(option);
              }}
            >
              {option.name}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
