import { LiveRegion } from '@pc/shared';
import { useCallback, useRef, useState } from 'react';
import { prefersReducedMotion } from '../behaviour/reducedMotion.ts';
import { useReviewsEngine } from '../behaviour/useReviewsEngine.ts';
import type { LaunchView } from '../model/launchView.ts';
import { nextSnap, ratingLabel, ratingStars, reviewsAtSnap, reviewsStatus } from '../model/reviews.ts';
import type { CarouselControls } from './ReviewsEngine.tsx';

/**
 * spec §2 "optional reviews carousel", after the WAI-ARIA carousel pattern: previous/next buttons
 * (wrapping at both ends, so a button never disables under the keyboard's focus), no auto-rotation,
 * the reviews in view announced politely, moves without animation under prefers-reduced-motion.
 * The engine loads as the carousel nears the viewport or the shopper points at, touches or focuses
 * it (docs/decisions/0067); a move asked for before it arrived is made when it does.
 */
export function LaunchReviews({ reviews }: { reviews: LaunchView['reviews'] }) {
  const [carousel, setCarousel] = useState<HTMLElement | null>(null);
  const several = reviews.length > 1;
  // A single review never moves: it needs no engine.
  const { Engine, load } = useReviewsEngine(several ? carousel : null);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const controls = useRef<CarouselControls | null>(null);
  /** a move asked for before the engine arrived */
  const pending = useRef<1 | -1 | null>(null);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');

  const onReady = useCallback((engine: CarouselControls) => {
    controls.current = engine;
    setReady(true);
    const step = pending.current;
    pending.current = null;
    if (step) engine.scrollTo(nextSnap(engine.selected(), engine.snapCount(), step), prefersReducedMotion());
  }, []);
  const onSelect = useCallback(
    (snap: number, snapCount: number) =>
      setStatus(reviewsStatus(reviewsAtSnap(snap, snapCount, reviews.length), reviews.length)),
    [reviews.length],
  );
  const move = (step: 1 | -1) => {
    const engine = controls.current;
    if (!engine) {
      pending.current = step;
      load();
      return;
    }
    engine.scrollTo(nextSnap(engine.selected(), engine.snapCount(), step), prefersReducedMotion());
  };

  return (
    <section
      ref={setCarousel}
      className="carousel"
      part="carousel"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      // Set once the engine drives the reviews (it loads near the viewport): tests and styles can tell.
      data-ready={ready || undefined}
      onPointerEnter={several ? load : undefined}
      onTouchStart={several ? load : undefined}
      onFocus={several ? load : undefined}
    >
      {several ? (
        <div className="carousel__controls">
          <button type="button" className="icon-button" aria-label="Previous review" onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="icon-button" aria-label="Next review" onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <div className="carousel__viewport" ref={setViewport}>
        <div className="carousel__track">
          {reviews.map((review, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slides are groups (aria-roledescription slide)
            <div
              className="carousel__slide"
              key={`${review.author}-${review.title}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${reviews.length}`}
            >
              <figure className="review">
                <p className="review__rating">
                  <span aria-hidden="true">{ratingStars(review.rating)}</span>
                  <span className="pc-visually-hidden">{ratingLabel(review.rating)}</span>
                </p>
                <blockquote className="review__quote">
                  <p className="review__title">{review.title}</p>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption className="review__author">
                  {review.author}, {review.location}
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <LiveRegion visuallyHidden>{status}</LiveRegion>
      {several && Engine && viewport ? (
        <Engine viewport={viewport} onReady={onReady} onSelect={onSelect} />
      ) : null}
    </section>
  );
}
