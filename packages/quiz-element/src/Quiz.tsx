import { LiveRegion, useMessages } from '@pc/shared';
import type { Question, QuizType } from '@pc/shared/contract';
import { Unavailable } from '@pc/shared/unavailable';
import type { MouseEvent, Ref, SyntheticEvent } from 'react';
import { preloadCologne } from './behaviour/cologneChunk.ts';
import { useDialogs } from './behaviour/dialogsChunk.ts';
import type { TrackerPosition } from './behaviour/useScrollTracker.ts';
import type { AnswerCallbacks } from './components/answerIntent.ts';
import { CompleteForm, type CompleteFormProps } from './components/CompleteForm.tsx';
import { QuestionView } from './components/QuestionView.tsx';
import { QuizIntro } from './components/QuizIntro.tsx';
import { QuizSkeleton } from './components/QuizSkeleton.tsx';
import { TrackerBar } from './components/TrackerBar.tsx';
import { quizMessages } from './messages/index.ts';
import { questionText } from './model/titles.ts';
import { trackerGroups } from './model/trackerGroups.ts';

export interface QuizProps extends AnswerCallbacks {
  type: QuizType;
  channel: string | undefined;
  load: 'loading' | 'failed' | 'ready';
  /** spec §4 Continuation: its own intro. */
  continuation: boolean;
  /** Visibility-applied questions (model/visibility.ts); only visible ones are rendered. */
  questions: readonly Question[];
  /** spec §4: the first selection starts the tracker. */
  started: boolean;
  /** spec §4: COMPLETE is enabled only when complete. */
  complete: boolean;
  tracker: TrackerPosition;
  /** `{apiRoot}/crafting`. */
  craftingAction: string;
  welcomeBack: { open: boolean; customer: boolean; firstName: string | null };
  loseProgressOpen: boolean;
  /** What the polite live region says (loading, completion). */
  status: string;
  rootRef?: Ref<HTMLDivElement>;
  onRetake(): void;
  onDismissWelcomeBack(): void;
  onNavigate(href: string, event: MouseEvent<HTMLAnchorElement>): void;
  onContinueQuiz(): void;
  onLeavePage(): void;
  onComplete: CompleteFormProps['onComplete'];
}

/** spec §2 Quiz screen (self and gift): the view. Props in, callbacks out; no state of its own. */
export function Quiz(props: QuizProps) {
  const { type, load, questions, started, complete, tracker, welcomeBack } = props;
  const m = useMessages(quizMessages);
  // The modals' code arrives after the first view (behaviour/dialogsChunk.ts): none is open in it.
  const dialogs = useDialogs(welcomeBack.open || props.loseProgressOpen);
  const visible = questions.filter((question) => question.visible);
  // The cologne question's typeahead starts on its way as the shopper heads for the question that
  // reveals it (its parent, spec §4: fragrance_knowledge): a pointer or finger on it, or focus in it.
  const revealer = questions.find((question) => question.type === 'cologne')?.parentCode;
  const headFor = (event: SyntheticEvent) => {
    if (revealer && (event.target as Element).closest(`[data-question="${revealer}"]`)) preloadCologne();
  };
  const callbacks: AnswerCallbacks = {
    onAnswer: props.onAnswer,
    onOtherText: props.onOtherText,
    onAdvanceFrom: props.onAdvanceFrom,
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer or focus passing through only starts a download
    <div
      className={started ? 'quiz quiz--started pc-column' : 'quiz pc-column'}
      part="quiz"
      ref={props.rootRef}
      onPointerOver={headFor}
      onFocus={headFor}
    >
      {load === 'ready' ? (
        <TrackerBar
          groups={trackerGroups(questions)}
          activeGroup={tracker.activeGroup}
          percent={tracker.percent}
          started={started}
        />
      ) : null}
      {load === 'ready' ? (
        <QuizIntro type={type} channel={props.channel} continuation={props.continuation} />
      ) : null}
      {load === 'loading' ? <QuizSkeleton /> : null}
      {/* spec §8 "Quiz load … fail: silently ignored": a failed load shows nothing of ours, the tag's
          own content in its place (docs/decisions/0162, 0185). */}
      {load === 'failed' ? <Unavailable cause="the store did not give the quiz" /> : null}
      {load === 'ready' ? (
        <>
          <div className="questions">
            {visible.map((question) => (
              <QuestionView
                key={question.code}
                question={question}
                quizType={type}
                title={questionText(question, type, questions, m)}
                {...callbacks}
              />
            ))}
          </div>
          <CompleteForm action={props.craftingAction} complete={complete} onComplete={props.onComplete} />
        </>
      ) : null}
      <LiveRegion visuallyHidden>{props.status}</LiveRegion>
      {dialogs ? <dialogs.QuizDialogs {...props} /> : null}
    </div>
  );
}
