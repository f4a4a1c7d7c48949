// spec §4 Results: "The proceed-to-checkout banner appears 2.5 seconds after the server answers yes;
// it is re-checked on cart change and add-to-cart events." spec §8: failures silently ignored.
import { callApi, onCartChange } from '@pc/shared';
import { PROCEED_BANNER_DELAY_MS } from '@pc/shared/constants';
import { showProceedToCheckout } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';

/**
 * The `{product}` segment of spec §7 `{product}_show_proceed_to_checkout` when the results state names
 * none (`proceedProduct`): `quiz`, the action `quiz_show_proceed_to_checkout`. The server fills the
 * product of the route into the state: `candle` on the candle routes (decision 0015).
 */
export const PROCEED_PRODUCT = 'quiz';

export interface ProceedBanner {
  readonly $visible: ReadableAtom<boolean>;
  /** Asks the server again; a newer question replaces one still in flight. */
  check(): void;
  /** Checks now and on every cart change, this tab's or another's; returns the stop function. */
  start(): () => void;
}

/**
 * `product`: what this page asks about (spec §7 `{product}`), the results state's `proceedProduct`.
 * `prepare`: runs as a yes starts the delay, so the banner's code (behaviour/actionsChunk.ts) is
 * fetched while it runs.
 */
export function createProceedBanner(
  product: string = PROCEED_PRODUCT,
  prepare: () => void = () => {},
): ProceedBanner {
  const $visible = atom(false);
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function answer(show: boolean): void {
    if (!show) {
      // Decision: a later 'no' (the cart was emptied) takes the banner away again.
      clearTimeout(timer);
      timer = undefined;
      $visible.set(false);
      return;
    }
    if ($visible.get() || timer !== undefined) return;
    prepare();
    timer = setTimeout(() => {
      timer = undefined;
      $visible.set(true);
    }, PROCEED_BANNER_DELAY_MS);
  }

  function check(): void {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    callApi(showProceedToCheckout, { product }, { signal: current.signal })
      .then(({ data }) => {
        if (controller === current) answer(data);
      })
      .catch(() => {});
  }

  return {
    $visible,
    check,
    start() {
      check();
      // onCartChange opens the cross-tab channel: a results tab that never touched the cart still
      // hears another tab's add (spec §4 "re-checked on cart change").
      const stopListening = onCartChange(() => check());
      return () => {
        stopListening();
        controller?.abort();
        controller = null;
        clearTimeout(timer);
        timer = undefined;
      };
    },
  };
}
