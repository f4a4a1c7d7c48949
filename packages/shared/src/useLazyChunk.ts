import { useEffect, useState } from 'react';
import type { LazyChunk } from './lazyChunk.ts';

/**
 * The one way a view renders a part that loads on the shopper's way (docs/decisions/0067, 0077): what
 * `chunk` gave while it is `wanted` and has arrived, else null. While it is wanted and missing, each
 * render asks for it (one load at a time: `lazyChunk` shares the load in flight, and asks afresh after
 * a failure, so a failed load is tried again as the shopper goes on), and the view renders again
 * when it arrives. Null while not wanted, so a first render (on the server, and the hydration that
 * matches it) never depends on whether it has arrived.
 *
 * `keep`: once wanted, it stays when no longer wanted (a closed modal stays in place, so closing it
 * leaves the keyboard's place where it was). `onFailure`: a load failed (the view stops showing that
 * it is loading); it is asked for again on the next render that wants it.
 */
export function useLazyChunk<T>(
  chunk: LazyChunk<T>,
  wanted: boolean,
  { keep = false, onFailure }: { keep?: boolean; onFailure?: () => void } = {},
): T | null {
  const [, arrived] = useState(0);
  const [wantedBefore, setWantedBefore] = useState(false);
  if (keep && wanted && !wantedBefore) setWantedBefore(true);
  const loaded = wanted || wantedBefore ? chunk.loaded() : null;
  const missing = wanted && loaded === null;
  useEffect(() => {
    if (!missing) return;
    let live = true;
    chunk.load().then(
      () => live && arrived((count) => count + 1),
      () => live && onFailure?.(),
    );
    return () => {
      live = false;
    };
  });
  return loaded;
}
