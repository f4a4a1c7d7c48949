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
  /** a pointer, finger or focus reaches 'PHYSICAL GIFT CARD': what its view needs may start loading */
  onHeadForPhysical(): void;
}

/** spec §2 "Toggle between 'E-GIFT CARD' and 'PHYSICAL GIFT CARD' views": two toggle buttons (aria-pressed). */
export function ViewToggle({ view, onSwitch, onHeadForPhysical }: ViewToggleProps) {
  const m = useMessages(giftCardsMessages);
  return (
    <fieldset className="toggle" part="toggle">
      <legend className="pc-visually-hidden">{m.viewsLegend}</legend>
      {VIEWS.map((item) => {
        const headFor = item.view === 'physical' ? onHeadForPhysical : undefined;
        return (
          <button
            key={item.view}
            type="button"
            className="toggle__button"
            aria-pressed={view === item.view}
            onPointerEnter={headFor}
            onTouchStart={headFor}
            onFocus={headFor}
            onClick={() => onSwitch(item.view)}
          >
            {m[item.label]}
          </button>
        );
      })}
    </fieldset>
  );
}
