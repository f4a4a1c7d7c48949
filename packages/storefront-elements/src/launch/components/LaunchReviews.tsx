import { LiveRegion, useMessages } from '@pc/shared';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../behaviour/reducedMotion.ts';
import { launchMessages } from '../messages/index.ts';
import type { LaunchView } from '../model/launchView.ts';
import {
  nearestSnap,
  nextSnap,
  ratingLabel,
  ratingStars,
  reviewsAtSnap,
  reviewsStatus,
  scrollEnded,
  snapPositions,
} from '../model/reviews.ts';

/** Where the viewport can stop (CSS scroll snapping) and at which stop it stands. */
const stopsOf = (viewport: HTMLElement): { stops: number[]; current: number } => {
  const left = viewport.getBoundingClientRect().left - viewport.scrollLeft;
  const starts = [...viewport.querySelectorAll<HTMLElement>('.carousel__slide')].map(
    (slide) => slide.getBoundingClientRect().left - left,
  );
  const stops = snapPositions(starts, viewport.scrollWidth - viewport.clientWidth);
  return { stops, current: nearestSnap(stops, viewport.scrollLeft) };
};

/**
 * spec §2 "optional reviews carousel", after the WAI-ARIA carousel pattern: previous/next buttons
 * (wrapping at both ends, so a button never disables under the keyboard's focus), no auto-rotation,
 * the reviews in view announced politely, moves without animation under prefers-reduced-motion.
 * The viewport is a CSS scroll-snap track, as the results page's image carousel: swipes, trackpads
 * and arrow keys on the focused track scroll it natively, before and after hydration, with no
 * carousel library to download (docs/decisions/0067, replacing embla of decision 0035).
 */
export function LaunchReviews({ reviews }: { reviews: LaunchView['reviews'] }) {
  const viewport = useRef<HTMLDivElement>(null);
  /**
   * the snap last moved to or announced: a move goes on from it (a smooth scroll may still be on its
   * way there), and a swipe that ends elsewhere is announced
   */
  const announced = useRef(0);
  /** the snap a button or arrow move is scrolling to, until that scroll ends (scrollEnded) */
  const heading = useRef<number | null>(null);
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');
  const several = reviews.length > 1;
  const m = useMessages(launchMessages);
  useEffect(() => setReady(true), []);

  const announce = (snap: number, snapCount: number) => {
    announced.current = snap;
    setStatus(reviewsStatus(reviewsAtSnap(snap, snapCount, reviews.length), reviews.length, m));
  };
  const move = (step: 1 | -1) => {
    const element = viewport.current;
    if (!element) return;
    const { stops } = stopsOf(element);
    const next = nextSnap(Math.min(announced.current, stops.length - 1), stops.length, step);
    heading.current = next;
    element.scrollTo({ left: stops[next] ?? 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    announce(next, stops.length);
  };
  const onScrollEnd = () => {
    const element = viewport.current;
    if (!element) return;
    const { stops, current } = stopsOf(element);
    const ended = scrollEnded(current, announced.current, heading.current);
    heading.current = ended.heading;
    if (ended.announce !== null) announce(ended.announce, stops.length);
  };
  // The shopper's own scrolling (a swipe, a wheel, the track's other keys) takes over from a move.
  const scrolledByHand = () => {
    heading.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ({ ArrowLeft: -1, ArrowRight: 1 } as const)[event.key as 'ArrowLeft' | 'ArrowRight'];
    if (!step) return scrolledByHand();
    event.preventDefault();
    move(step);
  };
  // Several reviews scroll: the scrolling region is a named group the keyboard reaches (axe
  // scrollable-region-focusable), moved by arrow keys, announced when a swipe ends. One review stays put.
  const scroller = several
    ? ({
        role: 'group',
        'aria-label': m.reviewsTrack,
        tabIndex: 0,
        onKeyDown,
        onScrollEnd,
        onPointerDown: scrolledByHand,
        onWheel: scrolledByHand,
      } as const)
    : {};

  return (
    <section
      className="carousel"
      part="carousel"
      aria-roledescription={m.carouselRole}
      aria-label={m.reviewsRegion}
      // Set once the element has hydrated and the buttons move the reviews: tests and styles can tell.
      data-ready={(several && ready) || undefined}
    >
      {several ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="icon-button"
            aria-label={m.previousReview}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="icon-button" aria-label={m.nextReview} onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <div ref={viewport} className="carousel__viewport" {...scroller}>
        <div className="carousel__track">
          {reviews.map((review, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel slides are groups (aria-roledescription slide)
            <div
              className="carousel__slide"
              key={`${review.author}-${review.title}`}
              role="group"
              aria-roledescription={m.slideRole}
              aria-label={m.slideLabel({ position: index + 1, total: reviews.length })}
            >
              <figure className="review">
                <p className="review__rating">
                  <span aria-hidden="true">{ratingStars(review.rating)}</span>
                  <span className="pc-visually-hidden">{ratingLabel(review.rating, m)}</span>
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
    </section>
  );
}
