import { useMessages } from '@pc/shared';
import type { Product } from '@pc/shared/contract';
import { BalanceCheck, type BalanceCheckProps } from './components/BalanceCheck.tsx';
import { CheckoutBar, type CheckoutBarProps } from './components/CheckoutBar.tsx';
import { EGiftForm, type EGiftFormProps } from './components/EGiftForm.tsx';
import { GiftCardFaq } from './components/GiftCardFaq.tsx';
import type { PhysicalCards, PhysicalCardsProps } from './components/PhysicalCards.tsx';
import { ViewToggle } from './components/ViewToggle.tsx';
import { giftCardsMessages } from './messages/index.ts';
import type { GiftCardFaqTexts } from './model/giftCardFaq.ts';
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
  /** the store's legal footer and FAQ (page data, in the page's language); null until they are here */
  texts: { legal: string; faq: GiftCardFaqTexts } | null;
  balance: BalanceCheckProps;
}

/**
 * spec §2 Gift card page: the toggle, the view shown, the checkout button, the legal footer, the FAQ
 * (their words the store's, as page data gives them); and the balance check (docs/decisions/0114).
 */
export function GiftCards({
  view,
  onSwitchView,
  onHeadOnTheWay,
  eGift,
  physical,
  checkout,
  texts,
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
      {texts ? (
        <footer className="legal" part="legal">
          <p>{texts.legal}</p>
        </footer>
      ) : null}
      <BalanceCheck {...balance} />
      {texts ? <GiftCardFaq {...texts.faq} onApproach={onHeadOnTheWay} /> : null}
    </div>
  );
}
