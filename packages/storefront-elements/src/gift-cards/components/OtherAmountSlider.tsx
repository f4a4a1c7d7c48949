import { useMessages, usePrice } from '@pc/shared';
import type { Variation } from '@pc/shared/contract';
import { useId } from 'react';
import { giftCardsMessages } from '../messages/index.ts';
import { stockText } from '../model/stockText.ts';

export interface OtherAmountSliderProps {
  variations: readonly Variation[];
  /** The amount picked on the slider, or null (none yet, or a card picked: spec §4). */
  picked: number | null;
  onPick(variationId: number): void;
}

/**
 * spec §2 "the rest are on an 'Other Amount' slider": a native range input over the amounts after the
 * first 4 (arrow keys, Home, End), with buttons that step it, so it works without dragging (WCAG
 * 2.5.7). Unpicked, the thumb rests on the lowest amount and says so; Enter, Space, a click on the
 * thumb or either button picks.
 */
export function OtherAmountSlider({ variations, picked, onPick }: OtherAmountSliderProps) {
  const id = useId();
  const m = useMessages(giftCardsMessages);
  const money = usePrice();
  if (variations.length === 0) return null;
  const index = variations.findIndex((variation) => variation.id === picked);
  const shown = index === -1 ? 0 : index;
  const current = variations[shown]!;
  const currentText = `${money(current.price)}${current.stock_status === 'instock' ? '' : ` (${stockText(current.stock_status, m)})`}`;
  const pickAt = (at: number) => {
    const variation = variations[Math.min(Math.max(at, 0), variations.length - 1)];
    if (variation) onPick(variation.id);
  };
  const pickResting = () => {
    if (index === -1) pickAt(shown);
  };

  return (
    <div className={index === -1 ? 'other other--unpicked' : 'other'} part="other-amount">
      <div className="other__heading">
        <label className="other__label" htmlFor={`${id}-range`}>
          {m.otherAmount}
        </label>
        <output className="other__value" htmlFor={`${id}-range`} aria-hidden="true">
          {index === -1 ? m.slideToChoose : currentText}
        </output>
      </div>
      <div className="other__row">
        <button
          type="button"
          className="icon-button other__step"
          aria-label={m.lowerAmount}
          disabled={index === 0}
          onClick={() => pickAt(index === -1 ? 0 : index - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={`${id}-range`}
          className="other__range"
          type="range"
          min={0}
          max={variations.length - 1}
          step={1}
          value={shown}
          aria-valuetext={index === -1 ? m.amountNotChosen({ amount: currentText }) : currentText}
          onChange={(event) => pickAt(Number(event.currentTarget.value))}
          onPointerUp={pickResting}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            pickResting();
          }}
        />
        <button
          type="button"
          className="icon-button other__step"
          aria-label={m.higherAmount}
          disabled={index === variations.length - 1}
          onClick={() => pickAt(index === -1 ? 0 : index + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <div className="other__ends" aria-hidden="true">
        <span>{money(variations[0]!.price)}</span>
        <span>{money(variations[variations.length - 1]!.price)}</span>
      </div>
    </div>
  );
}
