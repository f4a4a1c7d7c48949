import { useEffect, useState } from 'react';

/**
 * The shopper's IANA time zone, read after hydration: null on the server and in the first render,
 * so both agree (docs/decisions/0024); then the browser's zone (spec §9 send time in their time).
 */
export function useShopperTimeZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || null);
  }, []);
  return zone;
}
