/**
 * Calls `fn` at most once per `ms` (spec §9: scroll handling throttled at 200 ms): at once for the
 * first call, then once more at the end of the window if calls came in meanwhile, so the last
 * position is always handled. `cancel` drops a pending trailing call.
 */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    last = Date.now();
    fn();
  };
  return {
    run() {
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else timer ??= setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
