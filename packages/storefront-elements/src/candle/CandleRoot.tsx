import {
  buyButtonState,
  type ElementProps,
  shopMessages,
  useHost,
  useMessages,
  useNavigation,
  usePrice,
  useStore,
} from '@pc/shared';
import { Unavailable } from '@pc/shared/unavailable';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preloadSanitizer } from './behaviour/sanitizerChunk.ts';
import { useCandleAddress } from './behaviour/useCandleAddress.ts';
import { Candle, CandleEmpty } from './Candle.tsx';
import type { meta } from './meta.ts';
import { candleIndexForPath, enabledCandles, stepCandle } from './model/candles.ts';
import { mapMarkers } from './model/mapProjection.ts';
import { readCandleProduct } from './model/pageData.ts';
import { createCandleState } from './state/candleState.ts';

/** The element's props, derived from its public surface (meta.ts). */
export type CandleProps = ElementProps<typeof meta>;

/**
 * `<pc-candle>`'s root (spec §2 Candle landing page, §4 Candle page): the candle product from the page
 * data (or loaded), the candle the address names, the overlay, and buying.
 */
export function CandleRoot({ path: pathAttribute, pageData }: CandleProps) {
  const { navigate } = useNavigation();
  const host = useHost();
  const shop = useMessages(shopMessages);
  const price = usePrice();
  const [state] = useState(() => createCandleState(readCandleProduct(pageData), navigate, host));
  useEffect(() => state.start(), [state]);
  // Page data a host sets after the first render (a framework host, a router) shows its candle.
  const firstPageData = useRef(pageData);
  useEffect(() => {
    const product = pageData === firstPageData.current ? null : readCandleProduct(pageData);
    if (product) state.show(product);
  }, [state, pageData]);
  const product = useStore(state.$product);
  const status = useStore(state.$status);
  const buying = useStore(state.$buying);
  const buyFailed = useStore(state.$buyFailed);

  const { path, go } = useCandleAddress(pathAttribute);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Decision 0075: the overlay's clips load as the shopper heads for it, never with the page.
  const [overlayVideosWanted, setOverlayVideosWanted] = useState(false);
  const candles = useMemo(() => (product ? enabledCandles(product) : []), [product]);
  const markers = useMemo(
    () =>
      mapMarkers(
        candles.map(({ meta: { url, name, latitude, longitude } }) => ({ url, name, latitude, longitude })),
      ),
    [candles],
  );

  const selected = candleIndexForPath(candles, path);
  const candle = candles[selected];
  // The view's props keep their identity while what they say is the same, so a render that changes
  // nothing of the view renders none of it (Candle is memo): a host router setting the `path` the
  // element has just moved to itself (the demo, decision 0027) re-renders only this root, not the map,
  // the details and the overlay in the click that moved it (issue 45 item 3, decision 0225).
  const variation = candle?.variation;
  const buy = useMemo(
    () => variation && buyButtonState(variation.stock_status, variation.price, shop, price),
    [variation, shop, price],
  );
  const select = useCallback(
    (index: number) => {
      const next = candles[index];
      if (next && index !== selected) go(next.meta.url);
    },
    [candles, selected, go],
  );
  const step = useCallback(
    (by: -1 | 1) => select(stepCandle(selected, by, candles.length)),
    [select, selected, candles.length],
  );
  const headingForMoreInfo = useCallback(() => {
    // What the overlay needs, before the click that opens it (decisions 0067, 0075).
    preloadSanitizer();
    setOverlayVideosWanted(true);
  }, []);
  // The position a cart line records (spec §7 single-product cart action): 1 for the first candle.
  const buyCandle = useCallback(() => {
    if (candle) void state.buy(candle, selected + 1);
  }, [state, candle, selected]);

  // spec §8: a failed product fetch leaves the page empty, and the element gives its box back (0185).
  if (!candle && status === 'failed')
    return (
      <Unavailable cause="the store did not give the candle product">
        <CandleEmpty loading={false} />
      </Unavailable>
    );
  if (!candle || !buy) return <CandleEmpty loading={status === 'loading'} />;

  return (
    <Candle
      markers={markers}
      selected={selected}
      meta={candle.meta}
      image={candle.variation.image}
      buy={buy}
      buying={buying}
      buyFailed={buyFailed}
      overlayOpen={overlayOpen}
      overlayVideosWanted={overlayVideosWanted}
      onSelect={select}
      onStep={step}
      onOverlay={setOverlayOpen}
      onHeadingForMoreInfo={headingForMoreInfo}
      onBuy={buyCandle}
    />
  );
}
