import { assetUrl, useMessages, withNodes } from '@pc/shared';
import type { CandleMetadata } from '@pc/shared/contract';
import { candleMessages } from '../messages/index.ts';

export interface CandleDetailsProps {
  readonly meta: CandleMetadata;
  /** the candle's picture: its variation's image (spec §3 Variation: image) */
  readonly image: string;
  /** "2 of 6", for the arrows' context */
  readonly position: number;
  readonly count: number;
  readonly overlayOpen: boolean;
  onPrevious(): void;
  onNext(): void;
  onMoreInfo(): void;
  /** a pointer or finger reaches 'tap for more info', or it takes focus: before the click */
  onHeadingForMoreInfo(): void;
}

/**
 * spec §2 Candle landing page: the current candle's name, subtitle (metadata title) and short
 * description with its picture (spec §3 Variation: image), between the previous/next arrows, and the
 * 'tap for more info' control.
 */
export function CandleDetails({
  meta,
  image,
  position,
  count,
  overlayOpen,
  onPrevious,
  onNext,
  onMoreInfo,
  onHeadingForMoreInfo,
}: CandleDetailsProps) {
  const m = useMessages(candleMessages);
  return (
    <section className="details" part="details" aria-labelledby="candle-name">
      <button
        type="button"
        className="arrow arrow--previous"
        part="arrow"
        aria-label={m.previous}
        onClick={onPrevious}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className="details__text">
        <img
          className="details__image"
          part="image"
          src={assetUrl(image)}
          // The candle it shows ("Big Sur candle", as the picture's own title).
          alt={m.imageAlt({ name: meta.name })}
          width={400}
          height={400}
        />
        <p className="details__subtitle">{meta.title}</p>
        <h1 id="candle-name" className="details__name">
          {meta.name}
        </h1>
        <p className="details__description">{meta.short_description}</p>
        <p className="details__count">
          {withNodes(m.position, {
            candle: <span className="pc-visually-hidden">{m.positionCandle}</span>,
            position,
            count,
          })}
        </p>
        <button
          type="button"
          className="text-button details__more"
          part="more-info"
          aria-haspopup="dialog"
          aria-expanded={overlayOpen}
          // What the overlay needs starts loading as the shopper heads here (decisions 0067, 0075).
          onPointerEnter={onHeadingForMoreInfo}
          onTouchStart={onHeadingForMoreInfo}
          onFocus={onHeadingForMoreInfo}
          onClick={onMoreInfo}
        >
          {m.moreInfo}
        </button>
      </div>
      <button type="button" className="arrow arrow--next" part="arrow" aria-label={m.next} onClick={onNext}>
        <span aria-hidden="true">›</span>
      </button>
    </section>
  );
}
