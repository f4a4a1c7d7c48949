import type { PostPurchaseOption } from '@pc/shared/contract';

export interface SurveyOptionsProps {
  options: readonly PostPurchaseOption[];
  /** the option just chosen (its follow-up opens in 350 ms), or null */
  chosen: string | null;
  onChoose(option: PostPurchaseOption): void;
}

/** spec §2: "A list of options": one button each (Tab and Enter or Space choose). */
export function SurveyOptions({ options, chosen, onChoose }: SurveyOptionsProps) {
  return (
    <ul className="survey__options" part="options">
      {options.map((option) => (
        <li key={option.id}>
          <button
            type="button"
            className="button button--secondary survey__option"
            part={option.id === chosen ? 'option option-chosen' : 'option'}
            aria-pressed={option.id === chosen}
            // While a choice is on its way, further clicks do nothing (the state ignores them too).
            aria-disabled={chosen !== null ? true : undefined}
            onClick={() => onChoose(option)}
          >
            {option.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
