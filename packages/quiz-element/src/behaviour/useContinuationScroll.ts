import { QUIZ_AUTO_SCROLL_MS } from '@pc/shared/constants';
import { useEffect, useRef } from 'react';

/** Input that shows the shopper has taken over: any of these cancels the auto-scroll. */
const TAKEOVER_EVENTS = ['scroll', 'wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/**
 * spec §4 Continuation: "It auto-scrolls to the first question after 2 seconds if the user has not
 * scrolled." While `active`, waits QUIZ_AUTO_SCROLL_MS and calls `scroll`, unless the shopper
 * scrolled (or used the keyboard, pointer or wheel, which means the page is theirs) first.
 */
export function useContinuationScroll(active: boolean, scroll: () => void): void {
  const latest = useRef(scroll);
  latest.current = scroll;

  useEffect(() => {
    // A page the shopper scrolled before this ran (the server's first view shows the quiz before the
    // script has hydrated it, on a slow phone for seconds) is theirs already.
    if (!active || window.scrollY > 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      for (const type of TAKEOVER_EVENTS) window.removeEventListener(type, stop, true);
    };
    timer = setTimeout(() => {
      stop();
      latest.current();
    }, QUIZ_AUTO_SCROLL_MS);
    for (const type of TAKEOVER_EVENTS) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [active]);
}
