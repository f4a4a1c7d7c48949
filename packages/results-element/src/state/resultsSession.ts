// This element's state (design.md "State"): the add-to-cart flow, the proceed banner, the email
// capture and the save-results banner, one set per results session. Rules come from model/; the
// files in state/ sequence the calls. The bathroom module has its own (state/bathroom.ts), made
// only when the `bathroom-module` attribute asks for it.
import type { ResultsState } from '@pc/shared/contract';
import { preloadActions } from '../behaviour/actionsChunk.ts';
import { loadDialogs } from '../behaviour/dialogsChunk.ts';
import { type CartFlow, createCartFlow } from './cart.ts';
import { createEmailCapture, createSaveResults, type EmailCapture, type SaveResults } from './email.ts';
import { createProceedBanner, type ProceedBanner } from './proceedBanner.ts';

export interface ResultsSessionState {
  readonly cart: CartFlow;
  readonly proceed: ProceedBanner;
  readonly capture: EmailCapture;
  readonly save: SaveResults;
  /** Checks the proceed banner, opens the email capture if due; returns the stop function. */
  start(): () => void;
}

export function createResultsState(
  results: ResultsState,
  navigate: (href: string) => void,
  /** the element, which dispatches `pc-cart-change` for its writes */
  host?: Element,
): ResultsSessionState {
  // spec §7 {product}_show_proceed_to_checkout asks about the product of the route (decision 0015); the
  // banner's code is fetched as a yes starts its delay.
  const proceed = createProceedBanner(results.proceedProduct, preloadActions);
  const cart = createCartFlow({
    surveyLogId: results.surveyLogId,
    navigate,
    host,
    // spec §4: re-checked "on cart change and add-to-cart events"
    onAdded: () => proceed.check(),
  });
  const capture = createEmailCapture(results, loadDialogs);
  const save = createSaveResults(results.surveyLogId);

  return {
    cart,
    proceed,
    capture,
    save,
    start() {
      const stopProceed = proceed.start();
      const stopCapture = capture.start();
      return () => {
        stopProceed();
        stopCapture();
        cart.stop();
      };
    },
  };
}
