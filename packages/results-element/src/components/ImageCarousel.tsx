import { LiveRegion, useMessages } from '@pc/shared';
import { type KeyboardEvent, useRef, useState } from 'react';
import { resultsMessages } from '../messages/index.ts';

export interface ImageCarouselProps {
  images: readonly string[];
  /** Each image's own alternative text (the store's `imageAlts`); missing ones read `label`. */
  alts?: readonly string[] | undefined;
  /** What the images show (the product's name): names the carousel and the images. */
  label: string;
  /**
   * The first card's carousel: its first image is the page's largest paint, loaded eagerly (and
   * preloaded from the served HTML). Every other image loads lazily, so the cards further down do
   * not compete with the first view (docs/decisions/0076).
   */
  first?: boolean;
}

/**
 * spec §2 Results "image carousel", after the WAI-ARIA carousel pattern (no auto-rotation): a
 * scroll-snap track (swipe and trackpads scroll it natively), previous/next buttons, and arrow keys,
 * Home and End on the focused track. The position is announced politely.
 * @csspart carousel - the carousel
 */
export function ImageCarousel({ images, alts, label, first = false }: ImageCarouselProps) {
  const m = useMessages(resultsMessages);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);

  const go = (to: number) => {
    const next = Math.max(0, Math.min(count - 1, to));
    setIndex(next);
    const element = track.current;
    // Slides are the track's full width; CSS scroll-behavior makes it smooth unless motion is reduced.
    element?.scrollTo?.({ left: next * element.clientWidth });
  };

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    const shown = Math.round(element.scrollLeft / element.clientWidth);
    if (shown !== current) setIndex(Math.max(0, Math.min(count - 1, shown)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  const several = count > 1;
  return (
    <section
      className="carousel"
      part="carousel"
      aria-roledescription={m.carouselRole}
      aria-label={m.carouselLabel({ name: label })}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel's slide container, not a form group */}
      <div
        ref={track}
        className="carousel__track"
        role="group"
        aria-label={m.carouselTrack}
        tabIndex={several ? 0 : undefined}
        onScroll={several ? onScroll : undefined}
        onKeyDown={several ? onKeyDown : undefined}
      >
        {images.map((src, position) => (
          // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slides are groups (aria-roledescription slide)
          <div
            key={position}
            className="carousel__slide"
            role="group"
            aria-roledescription={m.slideRole}
            aria-label={m.slideLabel({ position: position + 1, total: count })}
          >
            {/* The square box the stylesheet draws it in (product images are 400×400). */}
            <img
              src={src}
              alt={alts?.[position] || label}
              width={400}
              height={400}
              loading={first && position === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </div>
        ))}
      </div>
      {several ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button"
            aria-label={m.previousImage}
            disabled={current === 0}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <LiveRegion className="carousel__position">
            {m.imagePosition({ position: current + 1, total: count })}
          </LiveRegion>
          <button
            type="button"
            className="icon-button"
            aria-label={m.nextImage}
            disabled={current === count - 1}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
