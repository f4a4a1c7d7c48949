import { Dialog, useMessages } from '@pc/shared';
import { dialogMessages } from '../messages/dialogs/index.ts';

export interface SingleSurveyDialogProps {
  open: boolean;
  /** Go To Checkout, Clear Cart And Proceed, or Escape (`cancel`: nothing is added). */
  onAnswer(action: 'checkout' | 'clear' | 'cancel'): void;
}

/**
 * spec §2 Results single-survey overlay; spec §4: shown when the compatibility check answers false. Its
 * text (`oneTailoredOrder`) is in en-US the words the store's 409 carries (contract/cart.ts).
 */
export function SingleSurveyDialog({ open, onAnswer }: SingleSurveyDialogProps) {
  const m = useMessages(dialogMessages);
  return (
    <Dialog
      open={open}
      title={m.oneTailoredOrder}
      onCancel={() => onAnswer('cancel')}
      className="results-dialog single-survey"
    >
      <div className="dialog-actions">
        <button
          type="button"
          className="button button--primary"
          part="button"
          onClick={() => onAnswer('checkout')}
        >
          {m.goToCheckout}
        </button>
        <button
          type="button"
          className="button button--secondary"
          part="button"
          onClick={() => onAnswer('clear')}
        >
          {m.clearAndProceed}
        </button>
      </div>
    </Dialog>
  );
}
