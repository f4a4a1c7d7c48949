import { Dialog } from '@pc/shared';
import { ONE_TAILORED_ORDER_MESSAGE } from '@pc/shared/contract';

/** spec §2: the overlay's text, the same words the store's 409 carries (contract/cart.ts). */
export const SINGLE_SURVEY_TEXT = ONE_TAILORED_ORDER_MESSAGE;

export interface SingleSurveyDialogProps {
  open: boolean;
  onCheckout(): void;
  onClearAndProceed(): void;
  /** Escape: nothing is added. */
  onCancel(): void;
}

/** spec §2 Results single-survey overlay; spec §4: shown when the compatibility check answers false. */
export function SingleSurveyDialog({
  open,
  onCheckout,
  onClearAndProceed,
  onCancel,
}: SingleSurveyDialogProps) {
  return (
    <Dialog
      open={open}
      title={SINGLE_SURVEY_TEXT}
      onCancel={onCancel}
      className="results-dialog single-survey"
    >
      <div className="dialog-actions">
        <button type="button" className="button button--primary" part="button" onClick={onCheckout}>
          Go To Checkout
        </button>
        <button type="button" className="button button--secondary" part="button" onClick={onClearAndProceed}>
          Clear Cart And Proceed
        </button>
      </div>
    </Dialog>
  );
}
