import { useEffect, useState } from 'react';

/**
 * `value`, once it has held still for `delayMs`: a live region fed with it speaks once the shopper
 * pauses, not on every keystroke (spec §5 gift message count).
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
