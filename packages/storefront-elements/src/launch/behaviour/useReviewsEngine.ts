import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewsEngineProps } from '../components/ReviewsEngine.tsx';

/**
 * How far outside the viewport the carousel starts loading its engine (docs/decisions/0067): a whole
 * screen height above and below, so a shopper scrolling towards the reviews finds it ready, while a
 * load that ends before the shopper comes near does not download it (6.8 KB brotli).
 */
export const ENGINE_ROOT_MARGIN = '100% 0px';

export interface ReviewsEngineLoader {
  /** the engine once it arrived; null until then, and for good when it fails to load */
  readonly Engine: ComponentType<ReviewsEngineProps> | null;
  /** starts loading it now (the shopper points at, touches or focuses the carousel); once only */
  readonly load: () => void;
}

/**
 * Loads the reviews carousel's engine (embla) in its own chunk when the carousel comes within a screen
 * of the viewport, or at once when the shopper points at, touches or focuses it (`load`). Until it
 * arrives, and for good when it fails, the reviews stay readable as the server rendered them.
 */
export function useReviewsEngine(carousel: HTMLElement | null): ReviewsEngineLoader {
  const [Engine, setEngine] = useState<ComponentType<ReviewsEngineProps> | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    import('../components/ReviewsEngine.tsx')
      .then((module) => {
        if (mounted.current) setEngine(() => module.default);
      })
      .catch(() => {});
  }, []);

  useEffect(() => {
    if (!carousel) return;
    if (typeof IntersectionObserver !== 'function') {
      load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: ENGINE_ROOT_MARGIN },
    );
    observer.observe(carousel);
    return () => observer.disconnect();
  }, [carousel, load]);

  return { Engine, load };
}
