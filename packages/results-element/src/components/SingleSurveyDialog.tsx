import { Dialog, useMessages } from '@pc/shared';
import { resultsMessages } from '../messages/index.ts';

export interface SingleSurveyDialogProps {
  open: boolean;
  onCheckout(): void;
  onClearAndProceed(): void;
  /** Escape: nothing is added. */
  onCancel(): void;
}

/**
 * spec §2 Results single-survey overlay; spec §4: shown when the compatibility check answers false. Its
 * text (`oneTailoredOrder`) is in en-US the words the store's 409 carries (contract/cart.ts).
 */
export function SingleSurveyDialog({
  open,
  onCheckout,
  onClearAndProceed,
  onCancel,
}: SingleSurveyDialogProps) {
  const m = useMessages(resultsMessages);
  return (
    <Dialog
      open={open}
      title={m.oneTailoredOrder}
      onCancel={onCancel}
      className="results-dialog single-survey"
    >
      <div className="dialog-actions">
        <button type="button" className="button button--primary" part="button" onClick={onCheckout}>
          {m.goToCheckout}
        </button>
        <button type="button" className="button button--secondary" part="button" onClick={onClearAndProceed}>
          {m.clearAndProceed}
        </button>
      </div>
    </Dialog>
  );
}
