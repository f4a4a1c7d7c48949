import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useLayoutEffect } from 'react';

/** What the reviews carousel asks of the engine once it is attached. */
export interface CarouselControls {
  /** goes to a snap; `jump` skips the animation (prefers-reduced-motion) */
  scrollTo(snap: number, jump: boolean): void;
  selected(): number;
  snapCount(): number;
}

export interface ReviewsEngineProps {
  /** the carousel's viewport, rendered (and server rendered) by LaunchReviews */
  readonly viewport: HTMLElement;
  readonly onReady: (controls: CarouselControls) => void;
  /** the snap a move goes to, and how many snaps there are (at once: under reduced motion it jumps) */
  readonly onSelect: (snap: number, snapCount: number) => void;
}

/**
 * The reviews carousel's motion (embla-carousel), loaded after the element mounted, in its own chunk
 * (issue 9: each element's chunk within its budget). It renders nothing: it drives the viewport the
 * server already rendered, so nothing is replaced or shifts when it arrives. No autoplay.
 */
export default function ReviewsEngine({ viewport, onReady, onSelect }: ReviewsEngineProps) {
  const [attach, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', loop: false });
  useLayoutEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => {
    if (!api) return;
    onReady({
      scrollTo: (snap, jump) => api.scrollTo(snap, jump),
      selected: () => api.selectedScrollSnap(),
      snapCount: () => api.scrollSnapList().length,
    });
    const select = () => onSelect(api.selectedScrollSnap(), api.scrollSnapList().length);
    api.on('select', select);
    return () => {
      api.off('select', select);
    };
  }, [api, onReady, onSelect]);
  return null;
}
