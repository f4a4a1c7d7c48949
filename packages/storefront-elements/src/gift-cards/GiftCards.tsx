import { useMessages } from '@pc/shared';
import type { Product } from '@pc/shared/contract';
import type { FaqEntry } from '../contact/model/faq.ts';
import { BalanceCheck, type BalanceCheckProps } from './components/BalanceCheck.tsx';
import { CheckoutBar, type CheckoutBarProps } from './components/CheckoutBar.tsx';
import { EGiftForm, type EGiftFormProps } from './components/EGiftForm.tsx';
import { GiftCardFaq } from './components/GiftCardFaq.tsx';
import type { PhysicalCards, PhysicalCardsProps } from './components/PhysicalCards.tsx';
import { ViewToggle } from './components/ViewToggle.tsx';
import { giftCardsMessages } from './messages/index.ts';
import type { GiftView } from './model/giftCardSelection.ts';

export interface GiftCardsProps {
  view: GiftView;
  onSwitchView(view: GiftView): void;
  /** the shopper heads for the physical view's toggle or the FAQ (behaviour/laterChunk.ts) */
  onHeadOnTheWay(): void;
  eGift: Omit<EGiftFormProps, 'product'> & { product: Product | null | false };
  physical: {
    product: Product | null | false;
    picked: number | null;
    onPick(variationId: number): void;
    /** the physical view's cards, which come with the later code (behaviour/laterChunk.ts) */
    Cards: typeof PhysicalCards | undefined;
  };
  checkout: CheckoutBarProps;
  faq: readonly FaqEntry[];
  balance: BalanceCheckProps;
}

/**
 * spec §2 Gift card page: the toggle, the view shown, the checkout button, the legal footer, the FAQ;
 * and the balance check (docs/decisions/0114).
 */
export function GiftCards({
  view,
  onSwitchView,
  onHeadOnTheWay,
  eGift,
  physical,
  checkout,
  faq,
  balance,
}: GiftCardsProps) {
  const m = useMessages(giftCardsMessages);
  const product = view === 'e-gift' ? eGift.product : physical.product;
  return (
    <div className="gift-cards pc-column" part="gift-cards">
      <h1 className="gift-cards__title">{m.title}</h1>
      <ViewToggle view={view} onSwitch={onSwitchView} onHeadForPhysical={onHeadOnTheWay} />
      {view === 'e-gift' && eGift.product ? <EGiftForm {...(eGift as EGiftFormProps)} /> : null}
      {view === 'physical' && physical.product && physical.Cards ? (
        <physical.Cards {...(physical as PhysicalCardsProps)} />
      ) : null}
      {/* spec §8: without its product (a failed fetch) a view has nothing to buy, and nothing of ours
          shows in its place: the tag's own content (docs/decisions/0185). */}
      {product ? <CheckoutBar {...checkout} /> : product === false ? <slot /> : null}
      <footer className="legal" part="legal">
        <p>{m.legal}</p>
      </footer>
      <BalanceCheck {...balance} />
      <GiftCardFaq entries={faq} onApproach={onHeadOnTheWay} />
    </div>
  );
}
