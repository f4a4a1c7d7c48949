import {
  $nonce,
  type ElementProps,
  isQuizType,
  readPageConfig,
  useHost,
  useMessages,
  useNavigation,
  useStore,
} from '@pc/shared';
import { ANALYTICS_EVENTS } from '@pc/shared/constants';
import type { QuestionCode, QuizType } from '@pc/shared/contract';
import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cologneReady, showsCologne } from './behaviour/cologneChunk.ts';
import { preloadDialogs } from './behaviour/dialogsChunk.ts';
import type { LeavingGuard } from './behaviour/leaving.ts';
import { leavingChunk } from './behaviour/leavingChunk.ts';
import { attachReset } from './behaviour/resetMethod.ts';
import { type QuizTarget, scrollToQuestion } from './behaviour/scrollToQuestion.ts';
import { useContinuationScroll } from './behaviour/useContinuationScroll.ts';
import { useScrollTracker } from './behaviour/useScrollTracker.ts';
import type { AnswerIntent } from './components/answerIntent.ts';
import { quizMessages } from './messages/index.ts';
import type { meta } from './meta.ts';
import { advancesWhenDone } from './model/advance.ts';
import { nextVisibleQuestion, shouldAdvance } from './model/answers.ts';
import { isContinuation } from './model/continuation.ts';
import { readQuizPageData } from './model/pageData.ts';
import { Quiz } from './Quiz.tsx';
import { createQuizState, type QuizState, type QuizStateOptions } from './state/quizState.ts';

/** The element's props (element.ts maps the attributes `type`, `channel`, `no-name-question`). */
/** The element's props, derived from its public surface (meta.ts). */
export type QuizElementProps = ElementProps<typeof meta>;

let warnedAboutType = false;

/**
 * spec §5: the quiz type must be self or gift; the element falls back to self and says so once. No
 * `type` at all is the attribute's default, self, and no mistake to warn of (issue 42: the docs'
 * bare `<pc-quiz>` warned).
 */
export function resolveQuizType(value: string | null | undefined): QuizType {
  if (value == null) return 'self';
  if (isQuizType(value)) return value;
  if (!warnedAboutType) {
    warnedAboutType = true;
    console.warn(
      `[pc-quiz] type must be "self" or "gift" (got ${JSON.stringify(value ?? null)}); using "self".`,
    );
  }
  return 'self';
}

/** Test-only: warn again. */
export function resetQuizTypeWarningForTests(): void {
  warnedAboutType = false;
}

/** spec §4's query switches of the page this element is on (none while rendering on a server). */
const pageQuery = (): { hideHair: boolean; hideScent: boolean } => {
  const query = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  return { hideHair: query.get('hide_hair') === 'y', hideScent: query.get('hide_scent') === 'y' };
};

/**
 * `<pc-quiz>`'s root: reads the attributes, the page data and the page's query (spec §4 hide_hair /
 * hide_scent, self quiz only) and runs one quiz session per combination, so changing `type` starts
 * afresh. With page data the quiz starts from the quiz it carries, and the query switches the server
 * read with it, so the first render equals the server's (docs/decisions/0024).
 */
export function QuizRoot({ type, channel, noNameQuestion = false, pageData }: QuizElementProps) {
  const quizType = resolveQuizType(type);
  const served = useMemo(() => readQuizPageData(pageData, quizType), [pageData, quizType]);
  const query = served ?? pageQuery();
  const options: QuizStateOptions = {
    type: quizType,
    hideHair: quizType === 'self' && query.hideHair,
    hideScent: quizType === 'self' && query.hideScent,
    noNameQuestion,
    served: served?.quiz ?? null,
  };
  const key = [
    options.type,
    options.hideHair,
    options.hideScent,
    options.noNameQuestion,
    Boolean(served),
  ].join('|');
  return <QuizSession key={key} options={options} channel={channel?.trim() || undefined} />;
}

interface QuizSessionProps {
  options: QuizStateOptions;
  channel: string | undefined;
}

/** One quiz: its state (state.ts), the leaving guard (leaving.ts), scrolling and advancing. */
function QuizSession({ options, channel }: QuizSessionProps) {
  const host = useHost();
  const { onLinkClick } = useNavigation();
  const m = useMessages(quizMessages);
  const [state] = useState<QuizState>(() => createQuizState(options));
  useEffect(() => state.start(), [state]);
  // A served quiz whose first view shows the cologne question (saved progress, a continuation): the
  // server drew its typeahead, so the first render waits for that chunk (the server's view stays as
  // it is meanwhile, as for a catalog) rather than hydrate another field (behaviour/cologneChunk.ts).
  const [cologneFirst] = useState(() => showsCologne(state.$questions.get()));
  if (cologneFirst) use(cologneReady());

  const load = useStore(state.$load);
  const questions = useStore(state.$questions);
  const startedAt = useStore(state.$startedAt);
  const complete = useStore(state.$complete);
  const welcomeBack = useStore(state.$welcomeBack);
  const visitor = useStore(state.$visitor);
  // The lose-progress modal can open once the quiz has started (spec §4 Leaving): its code is on its
  // way from then, not before (behaviour/dialogsChunk.ts). The welcome-back modal asks for it itself.
  const started = startedAt !== null;
  useEffect(() => {
    if (started) preloadDialogs();
  }, [started]);
  const quiz = load.status === 'ready' ? load.quiz : null;
  const continuation = quiz !== null && isContinuation(quiz);

  const rootRef = useRef<HTMLDivElement>(null);
  const tracker = useScrollTracker(rootRef, questions);

  // spec §4 Advance: go to a question once it is rendered (a choice may just have revealed it). React
  // runs the effects of a click's update before the task ends, so focus moves and the scroll starts
  // before the next paint (docs/decisions/0026); a passive effect, so a dialog closing in the same update
  // (RETAKE SURVEY) has handed focus back first.
  const [goTo, setGoTo] = useState<{ target: QuizTarget } | null>(null);
  useEffect(() => {
    if (goTo) scrollToQuestion(rootRef.current, goTo.target);
  }, [goTo]);

  // The answer callbacks are stable (they read the state when called), so an answer re-renders only
  // the question views whose question changed (QuestionView.tsx).
  const advanceFrom = useCallback(
    (code: QuestionCode) => {
      const next = nextVisibleQuestion(state.$questions.get(), code);
      setGoTo({ target: next ? next.code : 'complete' });
    },
    [state],
  );

  const onAnswer = useCallback(
    (code: QuestionCode, value: string | null, intent: AnswerIntent) => {
      const after = state.answer(code, value);
      if (!after || intent === 'set') return;
      const advances =
        intent === 'choose'
          ? shouldAdvance(after, after.options.find((option) => option.value === value) ?? null)
          : advancesWhenDone(after);
      if (advances) advanceFrom(code);
    },
    [state, advanceFrom],
  );

  const onAdvanceFrom = useCallback(
    (code: QuestionCode) => {
      const question = state.$questions.get().find((candidate) => candidate.code === code);
      if (question && advancesWhenDone(question)) advanceFrom(code);
    },
    [state, advanceFrom],
  );

  const onOtherText = useCallback(
    (code: QuestionCode, text: string) => state.answerOther(code, text),
    [state],
  );

  // spec §4 Leaving: the lose-progress overlay for a started quiz; an unstarted one leaves at once.
  // Leaving it (LEAVE PAGE, reload, closing the tab, a typed address) fires Quiz Abandoned once; the
  // page is on its way out then, so the event goes as a beacon (docs/decisions/0017).
  const [leaveHref, setLeaveHref] = useState<string | null>(null);
  const guard = useRef<LeavingGuard | null>(null);
  const quizType = options.type;
  useEffect(() => {
    // Its code comes as the shopper heads for the quiz (behaviour/leavingChunk.ts).
    const preload = leavingChunk.preload;
    const once = { once: true };
    host.addEventListener('pointerover', preload, once);
    host.addEventListener('focusin', preload, once);
    return () => {
      host.removeEventListener('pointerover', preload);
      host.removeEventListener('focusin', preload);
    };
  }, [host]);
  useEffect(() => {
    if (!started) return;
    let installed: LeavingGuard | undefined;
    let gone = false;
    leavingChunk.load().then(
      ({ installLeavingGuard, trackLeaving }) => {
        if (gone) return;
        installed = installLeavingGuard({
          host,
          isGuarded: () => state.$startedAt.get() !== null && !state.$completing.get(),
          onLeaveAttempt: setLeaveHref,
          onAbandon: () => trackLeaving(ANALYTICS_EVENTS.quizAbandoned, { type: quizType }),
        });
        guard.current = installed;
      },
      () => {},
    );
    return () => {
      gone = true;
      installed?.uninstall();
      guard.current = null;
    };
  }, [host, state, quizType, started]);

  const onLeavePage = () => {
    if (leaveHref === null) return;
    guard.current?.leave(leaveHref);
  };

  // spec §4 Continuation: to the first question after 2 s unless the shopper scrolled first.
  const firstVisible = questions.find((question) => question.visible)?.code;
  useContinuationScroll(
    continuation && firstVisible !== undefined,
    useCallback(() => {
      if (!firstVisible) return;
      // Focus moves only if the shopper has not put it anywhere yet.
      const idle = document.activeElement === null || document.activeElement === document.body;
      scrollToQuestion(rootRef.current, firstVisible, idle);
    }, [firstVisible]),
  );

  const onRetake = useCallback(() => {
    state.retake();
    const first = state.$questions.get().find((question) => question.visible);
    if (first) setGoTo({ target: first.code });
  }, [state]);
  // reset() (behaviour/resetMethod.ts): what RETAKE SURVEY does.
  useEffect(() => attachReset(host, onRetake), [host, onRetake]);

  const onComplete = () => {
    // A second press while the first post is on its way sends nothing (design.md "State").
    if (state.$completing.get()) return null;
    const summary = state.summary(m);
    if (!summary) return null;
    // spec §4 Completion: the page is about to post; no unload prompt, no more progress saves.
    state.markCompleting();
    return { summary: JSON.stringify(summary), nonce: $nonce.get() ?? '' };
  };

  // spec §8 "Quiz load … fail: silently ignored": a failed load says nothing, here too.
  const status =
    load.status === 'loading' ? m.loading : complete ? m.allAnswered({ button: m.complete }) : '';

  return (
    <Quiz
      type={options.type}
      channel={channel}
      load={load.status}
      continuation={continuation}
      questions={questions}
      started={started}
      complete={complete}
      tracker={tracker}
      craftingAction={`${readPageConfig().apiRoot.replace(/\/+$/, '')}/crafting`}
      welcomeBack={{ open: welcomeBack, customer: visitor !== null, firstName: visitor?.firstName ?? null }}
      loseProgressOpen={leaveHref !== null}
      status={status}
      rootRef={rootRef}
      onAnswer={onAnswer}
      onOtherText={onOtherText}
      onAdvanceFrom={onAdvanceFrom}
      onRetake={onRetake}
      onDismissWelcomeBack={() => state.dismissWelcomeBack()}
      onNavigate={onLinkClick}
      onContinueQuiz={() => setLeaveHref(null)}
      onLeavePage={onLeavePage}
      onComplete={onComplete}
    />
  );
}
