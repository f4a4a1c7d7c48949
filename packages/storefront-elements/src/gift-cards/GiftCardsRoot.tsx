import {
  type ElementProps,
  elementLocale,
  type Messages,
  sharedMessages,
  useHost,
  useMessages,
  useNavigation,
  useStore,
} from '@pc/shared';
import { useEffect, useMemo, useState } from 'react';
import { useSelectionEvent } from './behaviour/useSelectionEvent.ts';
import { GiftCards } from './GiftCards.tsx';
import { giftCardsMessages } from './messages/index.ts';
import type { LaterMessages } from './messages/later/index.ts';
import type { meta } from './meta.ts';
import { checkoutButton, checkoutHint } from './model/giftCardSelection.ts';
import { readGiftCardsData } from './model/pageData.ts';
import { createBalanceCheck } from './state/balanceCheck.ts';
import { createGiftCardsState } from './state/giftCardsState.ts';

/** The element's props, derived from its public surface (meta.ts). */
export type GiftCardsElementProps = ElementProps<typeof meta>;

/** `<pc-gift-cards>`'s root: page data (or its own load), the page's state, wired to the view. */
export function GiftCardsRoot({ pageData }: GiftCardsElementProps) {
  const data = useMemo(() => readGiftCardsData(pageData), [pageData]);
  // One state per set of products the page data brings (a new page data: a fresh page).
  return <GiftCardsPage key={data ? 'data' : 'none'} data={data} />;
}

function GiftCardsPage({ data }: { data: ReturnType<typeof readGiftCardsData> }) {
  const { navigate } = useNavigation();
  const host = useHost();
  const m = useMessages(giftCardsMessages);
  const shared = useMessages(sharedMessages);
  const locale = elementLocale(host);
  const [state] = useState(() => createGiftCardsState(data, host));
  const [balanceCheck] = useState(createBalanceCheck);
  const balanceAnswer = useStore(balanceCheck.$answer);
  const checkingBalance = useStore(balanceCheck.$checking);
  // Without page data the element asks the store for it: the products, today and the texts come together.
  useEffect(() => state.start(), [state]);

  const products = useStore(state.$products);
  const texts = useStore(state.$texts);
  const view = useStore(state.$view);
  const form = useStore(state.$form);
  const picked = useStore(state.$physicalPick);
  const today = useStore(state.$today);
  const selection = useStore(state.$selection);
  const checkingOut = useStore(state.$checkingOut);
  const error = useStore(state.$error);

  // What the first view does not show comes with the later code, once the shopper is on its way
  // (behaviour/laterChunk.ts): the physical view, 'SOLD OUT', the send time in the shopper's own time.
  const later = useStore(state.$later);
  useSelectionEvent(selection, later);
  const button = checkoutButton(selection, {
    checkout: m.checkout,
    soldOut: later ? <later.SoldOut /> : m.checkout,
  });
  // Its texts came with it, in the page's locale (messages/later). One read whether it is here or not,
  // so the hooks keep their order: the first view's catalog until it arrives.
  const laterTexts = useMessages<Messages>(later?.laterMessages ?? giftCardsMessages) as LaterMessages;
  const lm = later ? laterTexts : null;
  const zone = later?.shopperZone() ?? null;
  // spec §9: the store's FAQ tells the next delivery day's 8 AM Eastern in the shopper's time (the
  // send-time answer the element's catalog words, with the later code).
  const faqLocal = later && zone && today ? later.localSendTime(form.date || today, zone, locale) : null;

  return (
    <GiftCards
      view={view}
      onSwitchView={state.switchView}
      onHeadOnTheWay={state.headOnTheWay}
      eGift={{
        product: products.eGift,
        form,
        today,
        sendTimeNote:
          later && lm
            ? later.sendTimeNote(form.date, zone, today, { ...lm, sendRule: m.sendRule }, locale)
            : m.sendRule,
        onEdit: state.editForm,
        onPickAmount: state.pickAmount,
      }}
      physical={{
        product: products.physical,
        picked,
        onPick: state.pickPhysical,
        Cards: later?.PhysicalCards,
      }}
      checkout={{
        label: button.label,
        enabled: button.enabled,
        busy: checkingOut,
        error: error ? (error.message ?? shared.tryAgain) : null,
        hint: checkoutHint(view, selection, m),
        onCheckout: () => void state.checkout(navigate),
      }}
      texts={
        texts && {
          legal: texts.legal,
          faq: later && lm ? later.giftCardFaq(texts.faq, faqLocal, lm) : texts.faq,
        }
      }
      balance={{
        answer: balanceAnswer,
        checking: checkingBalance,
        onCheck: (code) => void balanceCheck.check(code),
        onApproach: balanceCheck.preload,
      }}
    />
  );
}
