import { onOtherOrigin } from '@pc/shared';
import { useCallback, useEffect, useState } from 'react';
import { addressForCandle, type CandleSite, candleInAddress } from '../model/candleAddress.ts';

const siteOfPage = (): CandleSite => (onOtherOrigin() ? 'host' : 'store');

/**
 * The candle the address names (spec §2: "chosen by matching the candle's url metadata to the path"),
 * docs/decisions/0027, 0182. It starts from the `path` attribute (the route's {path}, the same on the
 * server and in the browser, so the first render reads no browser state: decision 0024) and follows:
 * - the shopper's choice: a history entry of its own (`history.pushState`), no page load on any host;
 *   on the store's pages /candle/{url}, on a page of another origin the host's own path with
 *   `?pc_candle={url}` (model/candleAddress.ts), so a reload there shows the same candle;
 * - on a page of another origin, the candle its query names once mounted (a reload, a shared link);
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
    const site = siteOfPage();
    // The store's path always names the page's candle (or /candle none); a host page's query names one
    // only after a choice, else the attribute's stands.
    const follow = () =>
      setPath(
        site === 'store'
          ? candleInAddress(site, window.location)
          : (candleInAddress(site, window.location) ?? pathAttribute),
      );
    if (site === 'host' && candleInAddress(site, window.location)) follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [pathAttribute]);

  const go = useCallback((url: string) => {
    const site = siteOfPage();
    const { pathname, search, hash } = window.location;
    const href = addressForCandle(site, window.location, url);
    const current = site === 'store' ? pathname : `${pathname}${search}${hash}`;
    if (current !== href) window.history.pushState(window.history.state, '', href);
    setPath(url);
  }, []);

  return { path, go };
}
