import { DismissibleDialog, useMessages } from '@pc/shared';
import type { PostPurchaseOption } from '@pc/shared/contract';
import { FollowUpSearch } from './components/FollowUpSearch.tsx';
import { OtherText } from './components/OtherText.tsx';
import { SurveyOptions } from './components/SurveyOptions.tsx';
import { SurveyThanks } from './components/SurveyThanks.tsx';
import { surveyMessages } from './messages/index.ts';
import { takesText } from './model/survey.ts';

export interface SurveyProps {
  open: boolean;
  options: readonly PostPurchaseOption[];
  /** the option whose children are being searched, else the option list shows */
  followUp: PostPurchaseOption | null;
  chosen: string | null;
  /** the last answer is stored: the thank-you shows (decision 0128) */
  thanked: boolean;
  onChoose(option: PostPurchaseOption): void;
  /** "Other" with its text (decision 0159) */
  onSendOther(text: string): void;
  /** from the follow-up back to the list it was chosen from (decision 0128) */
  onBack(): void;
  /** a click outside, Escape or the close button */
  onDismiss(): void;
}

/**
 * spec §2 Post-purchase survey modal: 'HOW DID YOU FIND OUT ABOUT US?', the options, then the
 * follow-up search with its way back ("Other": a short text, decision 0159), then a thank-you (decision 0128); at most 600 × 480 (styles.css);
 * a click outside closes (the shared Dialog).
 */
export function Survey({
  open,
  options,
  followUp,
  chosen,
  thanked,
  onChoose,
  onSendOther,
  onBack,
  onDismiss,
}: SurveyProps) {
  const m = useMessages(surveyMessages);
  return (
    <DismissibleDialog
      open={open}
      title={m.title}
      onCancel={onDismiss}
      dismissOnBackdrop
      closeLabel={m.close}
      className="survey"
    >
      {thanked ? (
        <SurveyThanks />
      ) : followUp && takesText(followUp) ? (
        <OtherText sending={chosen !== null} onSend={onSendOther} onBack={onBack} />
      ) : followUp ? (
        // A fresh search per option (a child may open its own follow-up).
        <FollowUpSearch key={followUp.id} option={followUp} onPick={onChoose} onBack={onBack} />
      ) : (
        <SurveyOptions options={options} chosen={chosen} onChoose={onChoose} />
      )}
    </DismissibleDialog>
  );
}
