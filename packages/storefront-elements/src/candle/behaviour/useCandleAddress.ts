import { useCallback, useEffect, useState } from 'react';
import { candlePath, candlePathSegment } from '../model/candles.ts';

/**
 * The candle the address names (spec §2: "chosen by matching the candle's url metadata to the path"),
 * docs/decisions/0027. It starts from the `path` attribute (the route's {path}, the same on the server
 * and in the browser, so the first render reads no browser state: decision 0024) and follows:
 * - the shopper's choice: a history entry of its own (`history.pushState`), no page load on any host;
 * - back and forward (`popstate`), on a host without a router as on the demo;
 * - the attribute, when a host router sets it (the demo keeps the element mounted: ElementView.ownHistory).
 */
export function useCandleAddress(pathAttribute: string | undefined): {
  path: string | undefined;
  go(url: string): void;
} {
  const [path, setPath] = useState(pathAttribute);

  useEffect(() => setPath(pathAttribute), [pathAttribute]);

  useEffect(() => {
    const follow = () => setPath(candlePathSegment(window.location.pathname));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const go = useCallback((url: string) => {
    const href = candlePath(url);
    if (window.location.pathname !== href) window.history.pushState(window.history.state, '', href);
    setPath(url);
  }, []);

  return { path, go };
}
