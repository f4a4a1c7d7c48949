import type { Product } from '@pc/shared/contract';
import type { FaqEntry } from '../contact/model/faq.ts';
import { CheckoutBar, type CheckoutBarProps } from './components/CheckoutBar.tsx';
import { EGiftForm, type EGiftFormProps } from './components/EGiftForm.tsx';
import { GiftCardFaq } from './components/GiftCardFaq.tsx';
import { PhysicalCards } from './components/PhysicalCards.tsx';
import { ViewToggle } from './components/ViewToggle.tsx';
import { GIFT_CARD_LEGAL } from './model/giftCardFaq.ts';
import type { GiftView } from './model/giftCardSelection.ts';

export interface GiftCardsProps {
  view: GiftView;
  onSwitchView(view: GiftView): void;
  eGift: Omit<EGiftFormProps, 'product'> & { product: Product | null };
  physical: { product: Product | null; picked: number | null; onPick(variationId: number): void };
  checkout: CheckoutBarProps;
  faq: readonly FaqEntry[];
}

/** spec §2 Gift card page: the toggle, the view shown, the checkout button, the legal footer, the FAQ. */
export function GiftCards({ view, onSwitchView, eGift, physical, checkout, faq }: GiftCardsProps) {
  return (
    <div className="gift-cards pc-column" part="gift-cards">
      <h1 className="gift-cards__title">Gift Cards</h1>
      <ViewToggle view={view} onSwitch={onSwitchView} />
      {view === 'e-gift' ? <EGiftForm {...eGift} /> : <PhysicalCards {...physical} />}
      <CheckoutBar {...checkout} />
      <footer className="legal" part="legal">
        <p>{GIFT_CARD_LEGAL}</p>
      </footer>
      <GiftCardFaq entries={faq} />
    </div>
  );
}
