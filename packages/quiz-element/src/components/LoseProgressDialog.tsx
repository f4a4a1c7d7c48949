import { Dialog, useMessages } from '@pc/shared';
import { dialogMessages } from '../messages/dialogs/index.ts';

export interface LoseProgressDialogProps {
  open: boolean;
  /** CONTINUE QUIZ, or Escape: the dialog closes and focus goes back. */
  onContinue(): void;
  /** LEAVE PAGE: leave for the held-back destination. */
  onLeave(): void;
}

/**
 * spec §2 lose-progress overlay, shown when a started quiz is left (spec §4 Leaving). CONTINUE QUIZ
 * comes first, so it is where the modal puts focus: the safe choice.
 */
export function LoseProgressDialog({ open, onContinue, onLeave }: LoseProgressDialogProps) {
  const m = useMessages(dialogMessages);
  return (
    <Dialog open={open} title={m.loseProgressTitle} onCancel={onContinue} className="quiz-dialog">
      <p className="quiz-dialog__text">{m.loseProgressText}</p>
      <div className="quiz-dialog__actions">
        <button type="button" className="button button--primary" part="button" onClick={onContinue}>
          {m.continueQuiz}
        </button>
        <button type="button" className="button button--secondary" part="button" onClick={onLeave}>
          {m.leavePage}
        </button>
      </div>
    </Dialog>
  );
}
