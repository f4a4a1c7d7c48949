import type { QuizProps } from '../Quiz.tsx';
import { LoseProgressDialog } from './LoseProgressDialog.tsx';
import { WelcomeBackDialog } from './WelcomeBackDialog.tsx';

/**
 * The quiz's two modals (spec §2 welcome-back and lose-progress overlays) as its view draws them once
 * their chunk is here (Quiz.tsx): neither is open in the first view, so neither is drawn there.
 */
export function QuizDialogs({ welcomeBack, ...props }: QuizProps) {
  return (
    <>
      <WelcomeBackDialog
        open={welcomeBack.open}
        customer={welcomeBack.customer}
        firstName={welcomeBack.firstName}
        onRetake={props.onRetake}
        onDismiss={props.onDismissWelcomeBack}
        onNavigate={props.onNavigate}
      />
      <LoseProgressDialog
        open={props.loseProgressOpen}
        onContinue={props.onContinueQuiz}
        onLeave={props.onLeavePage}
      />
    </>
  );
}
