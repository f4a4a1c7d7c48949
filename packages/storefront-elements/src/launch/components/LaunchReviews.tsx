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
 */
export function LaunchReviews({ reviews }: { reviews: LaunchView['reviews'] }) {
  const Engine = useReviewsEngine();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const controls = useRef<CarouselControls | null>(null);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');
  const several = reviews.length > 1;

  const onReady = useCallback((engine: CarouselControls) => {
    controls.current = engine;
    setReady(true);
  }, []);
  const onSelect = useCallback(
    (snap: number, snapCount: number) =>
      setStatus(reviewsStatus(reviewsAtSnap(snap, snapCount, reviews.length), reviews.length)),
    [reviews.length],
  );
  const move = (step: 1 | -1) => {
    const carousel = controls.current;
    if (!carousel) return;
    carousel.scrollTo(nextSnap(carousel.selected(), carousel.snapCount(), step), prefersReducedMotion());
  };

  return (
    <section
      className="carousel"
      part="carousel"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      // Set once the engine drives the reviews (it loads after mount): tests and styles can tell.
      data-ready={ready || undefined}
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
