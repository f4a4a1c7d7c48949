import { useMessages } from '@pc/shared';
import { giftCardsMessages } from '../messages/index.ts';
import type { GiftView } from '../model/giftCardSelection.ts';

/** spec §2: the toggle's two views, each with its label's message (the spec's words in en-US). */
const VIEWS = [
  { view: 'e-gift', label: 'eGiftView' },
  { view: 'physical', label: 'physicalView' },
] as const satisfies readonly { view: GiftView; label: string }[];

export interface ViewToggleProps {
  view: GiftView;
  onSwitch(view: GiftView): void;
}

/** spec §2 "Toggle between 'E-GIFT CARD' and 'PHYSICAL GIFT CARD' views": two toggle buttons (aria-pressed). */
export function ViewToggle({ view, onSwitch }: ViewToggleProps) {
  const m = useMessages(giftCardsMessages);
  return (
    <fieldset className="toggle" part="toggle">
      <legend className="pc-visually-hidden">{m.viewsLegend}</legend>
      {VIEWS.map((item) => (
        <button
          key={item.view}
          type="button"
          className="toggle__button"
          aria-pressed={view === item.view}
          onClick={() => onSwitch(item.view)}
        >
          {m[item.label]}
        </button>
      ))}
    </fieldset>
  );
}
