import { type ComponentType, useEffect, useState } from 'react';
import type { ReviewsEngineProps } from '../components/ReviewsEngine.tsx';

/**
 * Loads the reviews carousel's engine (embla) after mount, in its own chunk. Null until it arrives,
 * and for good when it fails to load: the reviews stay readable as the server rendered them.
 */
export function useReviewsEngine(): ComponentType<ReviewsEngineProps> | null {
  const [engine, setEngine] = useState<ComponentType<ReviewsEngineProps> | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('../components/ReviewsEngine.tsx')
      .then((module) => {
        if (!cancelled) setEngine(() => module.default);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
  return engine;
}
