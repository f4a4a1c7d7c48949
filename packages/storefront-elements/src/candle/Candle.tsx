import { type BuyButtonState, useMessages } from '@pc/shared';
import type { CandleMetadata } from '@pc/shared/contract';
import { memo } from 'react';
import { BuyBar } from './components/BuyBar.tsx';
import { CandleDetails } from './components/CandleDetails.tsx';
import { CandleMap } from './components/CandleMap.tsx';
import { MoreInfoOverlay } from './components/MoreInfoOverlay.tsx';
import { candleMessages } from './messages/index.ts';
import type { MapMarker } from './model/mapProjection.ts';

export interface CandleViewProps {
  readonly markers: readonly MapMarker[];
  /** the current candle's index among the enabled candles */
  readonly selected: number;
  readonly meta: CandleMetadata;
  /** the current candle's picture (its variation's image) */
  readonly image: string;
  readonly buy: BuyButtonState;
  readonly buying: boolean;
  /** the last add to cart failed: the buy bar says so */
  readonly buyFailed: boolean;
  readonly overlayOpen: boolean;
  /** the shopper has headed for 'tap for more info' (decision 0075): the overlay's clips load */
  readonly overlayVideosWanted: boolean;
  onSelect(index: number): void;
  onStep(step: -1 | 1): void;
  onOverlay(open: boolean): void;
  onHeadingForMoreInfo(): void;
  onBuy(): void;
}

/**
 * spec §2 Candle landing page: the map, the current candle with its arrows, the overlay, the buy bar.
 * Rendered again only when a prop changes (CandleRoot keeps their identity, decision 0225).
 */
export const Candle = memo(function Candle(props: CandleViewProps) {
  const { markers, selected, meta } = props;
  return (
    <div className="candle pc-column" part="candle">
      <CandleMap markers={markers} selected={selected} onSelect={props.onSelect} />
      <CandleDetails
        meta={meta}
        image={props.image}
        position={selected + 1}
        count={markers.length}
        overlayOpen={props.overlayOpen}
        onPrevious={() => props.onStep(-1)}
        onNext={() => props.onStep(1)}
        onMoreInfo={() => props.onOverlay(true)}
        onHeadingForMoreInfo={props.onHeadingForMoreInfo}
      />
      <MoreInfoOverlay
        open={props.overlayOpen}
        meta={meta}
        videosWanted={props.overlayVideosWanted}
        onClose={() => props.onOverlay(false)}
      />
      <BuyBar state={props.buy} busy={props.buying} failed={props.buyFailed} onBuy={props.onBuy} />
    </div>
  );
});

/**
 * spec §8: without the product (its fetch failed) the page stays empty: a heading for assistive
 * technology only, and the place the map keeps while the product loads.
 */
export function CandleEmpty({ loading }: { loading: boolean }) {
  const m = useMessages(candleMessages);
  return (
    <div className="candle candle--empty pc-column" part="candle" aria-busy={loading || undefined}>
      <h1 className="pc-visually-hidden">{m.emptyHeading}</h1>
      {loading ? <div className="map map--pending" /> : null}
    </div>
  );
}
