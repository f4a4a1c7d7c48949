import { type ElementProps, emit, PcCompleteEvent, useHost } from '@pc/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CrossSell } from './CrossSell.tsx';
import type { meta } from './meta.ts';
import { offerActions } from './model/crossSellOffer.ts';
import { readPageOffer } from './model/pageOffer.ts';
import { createCrossSellState } from './state/crossSell.ts';

/** The element's props, derived from its public surface (meta.ts). */
export type CrossSellElementProps = ElementProps<typeof meta>;

/**
 * `<pc-cross-sell>`'s root. The offer is the shopper's cart's: the one the page carries (the store's
 * /checkout, decision 0141) is the first render, on the server and in the browser alike; without one
 * the first render is empty and the offer is asked for after mount (docs/decisions/0024). The pop-up is
 * an overlay, so showing it later moves nothing on the page.
 */
export function CrossSellRoot({ showOncePerSession, pageData }: CrossSellElementProps) {
  const host = useHost();
  // `show-once-per-session` and the page's offer are read once, as the pop-up starts (meta.ts).
  const [state] = useState(() =>
    createCrossSellState((detail) => emit(host, new PcCompleteEvent(detail)), {
      showOncePerSession,
      host,
      offer: readPageOffer(pageData),
    }),
  );
  useEffect(() => state.start(), [state]);
  // One store for the whole pop-up, read without @nanostores/react: the third-party bundle has about
  // 7 KB beside React (decision 0041).
  const { offer, phase, choice } = useSyncExternalStore(state.$view.listen, state.$view.get, state.$view.get);

  if (!offer) return null;
  return (
    <CrossSell
      open={phase === 'open' || phase === 'posting'}
      quizType={offer.quizType}
      products={offer.products}
      actions={offerActions(offer)}
      busy={choice}
      onChoose={(action) => void state.choose(action)}
      onDismiss={() => state.dismiss()}
    />
  );
}
