import type { GiftView } from '../model/giftCardSelection.ts';

/** spec §2: the toggle's two views, with their labels exactly as the spec writes them. */
const VIEWS: readonly { view: GiftView; label: string }[] = [
  { view: 'e-gift', label: 'E-GIFT CARD' },
  { view: 'physical', label: 'PHYSICAL GIFT CARD' },
];

export interface ViewToggleProps {
  view: GiftView;
  onSwitch(view: GiftView): void;
}

/** spec §2 "Toggle between 'E-GIFT CARD' and 'PHYSICAL GIFT CARD' views": two toggle buttons (aria-pressed). */
export function ViewToggle({ view, onSwitch }: ViewToggleProps) {
  return (
    <fieldset className="toggle" part="toggle">
      <legend className="pc-visually-hidden">Gift card type</legend>
      {VIEWS.map((item) => (
        <button
          key={item.view}
          type="button"
          className="toggle__button"
          aria-pressed={view === item.view}
          onClick={() => onSwitch(item.view)}
        >
          {item.label}
        </button>
      ))}
    </fieldset>
  );
}
