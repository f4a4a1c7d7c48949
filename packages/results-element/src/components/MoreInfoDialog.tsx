import { DismissibleDialog, useMessages } from '@pc/shared';
import type { ResultsProduct, ResultsSubProduct } from '@pc/shared/contract';
import { dialogMessages } from '../messages/dialogs/index.ts';
import { MoreInfoSections } from './MoreInfoSections.tsx';

export interface MoreInfoDialogProps {
  /** The product shown, or null when closed. */
  subject: ResultsProduct | ResultsSubProduct | null;
  onClose(): void;
}

/**
 * spec §2 Results: the 'more info' modal, its name, description and sections (components/
 * MoreInfoSections.tsx). Part of the modals' chunk (docs/decisions/0074), which a pointer, finger or
 * focus on the 'More info' button has usually brought already; a click before it has arrived opens
 * the modal as it does (behaviour/dialogsChunk.ts).
 */
export function MoreInfoDialog({ subject, onClose }: MoreInfoDialogProps) {
  const m = useMessages(dialogMessages);
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
          <MoreInfoSections product={subject} />
        </div>
      ) : null}
    </DismissibleDialog>
  );
}
