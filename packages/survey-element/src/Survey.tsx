import { Dialog } from '@pc/shared';
import type { PostPurchaseOption } from '@pc/shared/contract';
import { FollowUpSearch } from './components/FollowUpSearch.tsx';
import { SurveyOptions } from './components/SurveyOptions.tsx';
import { SURVEY_TITLE } from './model/survey.ts';

export interface SurveyProps {
  open: boolean;
  options: readonly PostPurchaseOption[];
  /** the option whose children are being searched, else the option list shows */
  followUp: PostPurchaseOption | null;
  chosen: string | null;
  onChoose(option: PostPurchaseOption): void;
  /** a click outside, Escape or the close button */
  onDismiss(): void;
}

/**
 * spec §2 Post-purchase survey modal: 'HOW DID YOU FIND OUT ABOUT US?', the options, then the
 * follow-up search; at most 600 × 480 (styles.css); a click outside closes (the shared Dialog).
 */
export function Survey({ open, options, followUp, chosen, onChoose, onDismiss }: SurveyProps) {
  return (
    <Dialog
      open={open}
      title={SURVEY_TITLE}
      onCancel={onDismiss}
      dismissOnBackdrop
      closeLabel="Close"
      className="survey"
    >
      {followUp ? (
        // A fresh search per option (a child may open its own follow-up).
        <FollowUpSearch key={followUp.id} option={followUp} onPick={onChoose} />
      ) : (
        <SurveyOptions options={options} chosen={chosen} onChoose={onChoose} />
      )}
    </Dialog>
  );
}
