import { DismissibleDialog, useMessages } from '@pc/shared';
import type { ResultsProduct, ResultsSubProduct } from '@pc/shared/contract';
import { useDialogs } from '../behaviour/dialogsChunk.ts';
import { resultsMessages } from '../messages/index.ts';

export interface MoreInfoDialogProps {
  /** The product shown, or null when closed. */
  subject: ResultsProduct | ResultsSubProduct | null;
  onClose(): void;
}

/**
 * spec §2 Results: the 'more info' modal. Its name and description open with the click; its sections
 * (components/MoreInfoSections.tsx) come with the modals' chunk, which a pointer, finger or focus on
 * the 'More info' button has usually brought already (docs/decisions/0074).
 */
export function MoreInfoDialog({ subject, onClose }: MoreInfoDialogProps) {
  const dialogs = useDialogs(subject !== null);
  const m = useMessages(resultsMessages);
  return (
    <DismissibleDialog
      open={subject !== null}
      title={subject?.name ?? ''}
      onCancel={onClose}
      closeLabel={m.close}
      className="results-dialog more-info"
    >
      {subject ? (
        <div className="more-info__body">
          {subject.description ? <p className="more-info__description">{subject.description}</p> : null}
          {dialogs ? <dialogs.MoreInfoSections product={subject} /> : null}
        </div>
      ) : null}
    </DismissibleDialog>
  );
}
