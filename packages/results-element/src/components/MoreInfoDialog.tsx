import { Dialog } from '@pc/shared';
import { useId, useState } from 'react';
import type { MoreInfoSection } from '../model/moreInfo.ts';

export interface MoreInfoDialogProps {
  /** The product shown, or null when closed. */
  subject: { name: string; description: string; sections: readonly MoreInfoSection[] } | null;
  onClose(): void;
}

/**
 * spec §2 Results: the 'more info' modal with its sections (model/moreInfo.ts) and the more/less
 * full-ingredient toggle under Made With.
 */
export function MoreInfoDialog({ subject, onClose }: MoreInfoDialogProps) {
  return (
    <Dialog
      open={subject !== null}
      title={subject?.name ?? ''}
      onCancel={onClose}
      closeLabel="Close"
      className="results-dialog more-info"
    >
      {subject ? (
        <div className="more-info__body">
          {subject.description ? <p className="more-info__description">{subject.description}</p> : null}
          {subject.sections.map((section) => (
            <section key={section.id} className="more-info__section">
              <h3 className="more-info__title">{section.title}</h3>
              {section.text ? <p>{section.text}</p> : null}
              {section.fullIngredients ? <FullIngredients text={section.fullIngredients} /> : null}
            </section>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}

function FullIngredients({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      {open ? (
        <p id={id} className="more-info__ingredients">
          {text}
        </p>
      ) : null}
      <button
        type="button"
        className="text-button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Less' : 'More'}
        <span className="pc-visually-hidden"> full ingredients</span>
      </button>
    </>
  );
}
