// This element's state (design.md "State"): the quiz load, the answers, the started flag and timer,
// and the debounced progress save. One set per <pc-quiz> instance: createQuizState() is called by
// the element's root, started on mount and stopped on unmount. Rules come from model/; this file
// only sequences them.

import { ApiError, CLIENT_ERROR_CODES, callApi, track } from '@pc/shared';
import { ANALYTICS_EVENTS } from '@pc/shared/constants';
import {
  getQuiz,
  type Question,
  type QuestionCode,
  type Quiz,
  type QuizSummary,
  type QuizType,
  saveQuizProgress,
  type User,
} from '@pc/shared/contract';
import type { IdealBwWords } from '@pc/shared/quiz-values';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { cologneReady, showsCologne } from '../behaviour/cologneChunk.ts';
import { isComplete, progressPercent, select, setOtherText } from '../model/answers.ts';
import { isContinuation, startsStarted } from '../model/continuation.ts';
import { progressAnswers } from '../model/progress.ts';
import { buildSummary } from '../model/summary.ts';
import { applyVisibility, type VisibilityContext } from '../model/visibility.ts';

/**
 * The visitor (the identity cookie, users/self) is asked only by a self quiz already complete, and
 * after the first view (docs/decisions/0024): the user store with its cookies and js-cookie is a chunk
 * of its own, loaded then and only then (docs/decisions/0136): a quiz that does not welcome its
 * visitor back never fetches it. A chunk that fails to arrive is an anonymous visitor, as a failed
 * users/self is (spec §8), so this never rejects.
 */
const userStore = () => import('@pc/shared/user');
const loadUser = (): Promise<User | null> =>
  userStore().then(
    (store) => store.loadUser(),
    () => null,
  );

/** Progress is saved this long after the last change, so a burst of answers is one request. */
export const PROGRESS_SAVE_DELAY_MS = 400;

export type QuizLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; quiz: Quiz };

export interface QuizStateOptions {
  type: QuizType;
  /** spec §4 hide_hair=y (self quiz only; the caller passes false for gift). */
  hideHair: boolean;
  /** spec §4 hide_scent=y (self quiz only). */
  hideScent: boolean;
  /** spec §2: the `no-name-question` attribute (quizq1 paths). Continuations hide it too. */
  noNameQuestion: boolean;
  /** The clock, for the timer (spec §4: the first selection starts it). */
  now?: () => number;
  /**
   * The quiz the page data carries (docs/decisions/0024): the state starts ready with it and
   * loads nothing; null: the quiz is loaded when the state starts (a page without page data).
   */
  served?: Quiz | null;
}

export interface QuizState {
  readonly $load: ReadableAtom<QuizLoad>;
  /** The questions with visibility applied (model/visibility.ts); empty until loaded. */
  readonly $questions: ReadableAtom<Question[]>;
  /** When the quiz started (first selection, kept across a reload: decision 0165); null: not started. */
  readonly $startedAt: ReadableAtom<number | null>;
  /** spec §4: complete when every visible question (and its parent) is answered. */
  readonly $complete: ReadableAtom<boolean>;
  /** COMPLETE was pressed: the summary is on its way to /crafting. */
  readonly $completing: ReadableAtom<boolean>;
  /** spec §2 welcome-back overlay: self quiz, loaded complete, not yet retaken or dismissed. */
  readonly $welcomeBack: ReadableAtom<boolean>;
  /** Who the welcome-back overlay greets: the identified customer, or null (anonymous, spec §6). */
  readonly $visitor: ReadableAtom<User | null>;
  /**
   * Loads the quiz (unless it was served) and returns the stop function (aborts the load, sends a
   * pending save). A served complete self quiz asks who the visitor is here, then welcomes them back.
   */
  start(): () => void;
  /**
   * Sets an answer through the model's select() (toggle for option questions, set for typed ones)
   * and returns the question as it is afterwards; undefined when not loaded or unknown.
   */
  answer(code: QuestionCode, value: string | null): Question | undefined;
  /** The text typed for an 'other' option (docs/decisions/0004). */
  answerOther(code: QuestionCode, text: string): void;
  /** spec §2 RETAKE SURVEY: clears every answer and continues. */
  retake(): void;
  /** The welcome-back overlay is dismissed (Escape): the quiz shows with its answers. */
  dismissWelcomeBack(): void;
  /** spec §3 Quiz summary of the current answers, for COMPLETE, its texts in `words`' language. */
  summary(words: IdealBwWords): QuizSummary | null;
  /** COMPLETE: no more progress saves, no unload prompt (spec §4 Completion). */
  markCompleting(): void;
}

export function createQuizState(options: QuizStateOptions): QuizState {
  const now = options.now ?? Date.now;
  const served = options.served ?? null;
  const $load = atom<QuizLoad>({ status: 'loading' });
  const $questions = atom<Question[]>([]);
  const $startedAt = atom<number | null>(null);
  const $completing = atom(false);
  const $welcomeBack = atom(false);
  const $visitor = atom<User | null>(null);
  const $complete = computed($questions, isComplete);

  let context: VisibilityContext = {
    quizType: options.type,
    hideHair: options.hideHair,
    hideScent: options.hideScent,
    hideName: options.noNameQuestion,
  };
  let loadController: AbortController | null = null;
  let saveController: AbortController | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** An answer changed since the quiz was shown: a late welcome-back overlay no longer applies. */
  let changedSinceShown = false;

  const loadedQuiz = (): Quiz | null => {
    const load = $load.get();
    return load.status === 'ready' ? load.quiz : null;
  };

  /** spec §2: the welcome-back overlay is for a self quiz the server reports complete. */
  const welcomesBack = (quiz: Quiz) => options.type === 'self' && quiz.complete;

  /** A quiz's questions with visibility applied, as it shows. */
  function questionsOf(quiz: Quiz): Question[] {
    // spec §2: the name question is hidden on quizq1 paths and for continuations.
    context = { ...context, hideName: options.noNameQuestion || isContinuation(quiz) };
    // A reload mid-quiz starts from the server's saved selections.
    return applyVisibility(quiz.questions, context);
  }

  /** Shows a quiz: its questions with visibility applied, started if it holds saved answers. */
  function show(quiz: Quiz): void {
    const questions = questionsOf(quiz);
    changedSinceShown = false;
    $questions.set(questions);
    // spec §4: the first selection started the timer; a reload of the same quiz keeps counting from
    // that start, kept with its progress (decision 0165), or from now for progress saved without one.
    $startedAt.set(startsStarted(quiz, questions) ? (quiz.startedAt ?? now()) : null);
    $load.set({ status: 'ready', quiz });
  }

  function welcomeBack(visitor: User | null): void {
    $visitor.set(visitor);
    $welcomeBack.set(true);
  }

  // A served quiz is the first view itself: ready before the first render, no request (design.md "First paint").
  if (served) show(served);

  async function load(): Promise<void> {
    loadController?.abort();
    const controller = new AbortController();
    loadController = controller;
    $load.set({ status: 'loading' });
    try {
      const quiz = await callApi(getQuiz, { quizType: options.type }, { signal: controller.signal });
      // The welcome-back overlay differs for customers and anonymous visitors (spec §6): know which
      // before showing it. loadUser never rejects (spec §8: users/self failure means anonymous).
      const visitor = welcomesBack(quiz) ? await loadUser() : null;
      // A quiz that shows the cologne question at once (saved progress, a continuation) shows with its
      // typeahead, not a field that turns into one (behaviour/cologneChunk.ts); cologneReady never rejects.
      if (showsCologne(questionsOf(quiz))) await cologneReady();
      if (controller.signal.aborted) return;
      show(quiz);
      if (welcomesBack(quiz)) welcomeBack(visitor);
    } catch (error) {
      // spec §8 "Quiz load … fail: silently ignored": nothing thrown, nothing logged, nothing shown
      // (Quiz.tsx draws no part of a failed quiz). An abort is this element stopping: no state.
      if (
        controller.signal.aborted ||
        (error instanceof ApiError && error.code === CLIENT_ERROR_CODES.aborted)
      )
        return;
      $load.set({ status: 'failed' });
    }
  }

  function sendProgress(signal: AbortSignal): void {
    const quiz = loadedQuiz();
    if (!quiz) return;
    const questions = $questions.get();
    callApi(
      saveQuizProgress,
      {
        quizType: options.type,
        surveyLogId: isContinuation(quiz) ? quiz.surveyLogId : null,
        progress: progressPercent(questions), // spec §5: 0 to 100
        answers: progressAnswers(questions),
        startedAt: $startedAt.get(), // decision 0165: kept with the progress
      },
      { signal },
    ).catch(() => {
      // Decision (spec silent on progress saves): a failed save is ignored; the next change sends
      // the whole state again, and COMPLETE posts the full summary regardless.
    });
  }

  function saveNow(): void {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = null;
    if ($completing.get()) return;
    // A newer save replaces an older one still in flight, so they cannot land out of order.
    saveController?.abort();
    saveController = new AbortController();
    sendProgress(saveController.signal);
  }

  function scheduleSave(): void {
    if (saveTimer !== null) clearTimeout(saveTimer);
    saveTimer = setTimeout(saveNow, PROGRESS_SAVE_DELAY_MS);
  }

  /** spec §4: the first selection starts the tracker and the timer and fires Quiz Started. */
  function markStarted(): void {
    if ($startedAt.get() !== null) return;
    $startedAt.set(now());
    track(ANALYTICS_EVENTS.quizStarted, { type: options.type });
  }

  function update(next: Question[]): void {
    changedSinceShown = true;
    $questions.set(applyVisibility(next, context));
    scheduleSave();
  }

  const flushOnPageHide = () => {
    if (saveTimer !== null) saveNow();
  };
  // Back from the results page through the back/forward cache: the quiz is live again.
  const reviveOnPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) $completing.set(false);
  };

  return {
    $load,
    $questions,
    $startedAt,
    $complete,
    $completing,
    $welcomeBack,
    $visitor,

    start() {
      if (served) {
        // The visitor is browser state (a cookie, users/self): asked after the first view, never
        // while rendering it (docs/decisions/0024). The overlay is a modal: nothing on the page moves.
        loadController?.abort();
        const controller = new AbortController();
        loadController = controller;
        if (welcomesBack(served)) {
          void loadUser().then((visitor) => {
            if (!controller.signal.aborted && !changedSinceShown) welcomeBack(visitor);
          });
        }
      } else {
        void load();
      }
      // The next page's data is read when its request arrives, before this page's pagehide: a save
      // still waiting must leave as the shopper leaves (reload, a link), so the next page has it.
      window.addEventListener('beforeunload', flushOnPageHide);
      window.addEventListener('pagehide', flushOnPageHide);
      window.addEventListener('pageshow', reviveOnPageShow);
      return () => {
        window.removeEventListener('beforeunload', flushOnPageHide);
        window.removeEventListener('pagehide', flushOnPageHide);
        window.removeEventListener('pageshow', reviveOnPageShow);
        loadController?.abort();
        loadController = null;
        // A change made just before the element went away is still the shopper's progress.
        if (saveTimer !== null) saveNow();
      };
    },

    answer(code, value) {
      if (!loadedQuiz() || $completing.get()) return undefined;
      const before = $questions.get().find((question) => question.code === code);
      if (!before) return undefined;
      const next = select($questions.get(), code, value);
      const changed = next.find((question) => question.code === code)?.selected !== before.selected;
      if (changed) {
        markStarted();
        update(next);
      }
      return $questions.get().find((question) => question.code === code);
    },

    answerOther(code, text) {
      if (!loadedQuiz() || $completing.get()) return;
      const before = $questions.get().find((question) => question.code === code);
      if (!before || (before.otherText ?? '') === text) return;
      markStarted();
      update(setOtherText($questions.get(), code, text));
    },

    retake() {
      if (!loadedQuiz()) return;
      $welcomeBack.set(false);
      $startedAt.set(null); // the next selection starts the quiz (and its timer) afresh
      update($questions.get().map(({ otherText: _typed, ...question }) => ({ ...question, selected: null })));
    },

    dismissWelcomeBack() {
      $welcomeBack.set(false);
    },

    summary(words) {
      const quiz = loadedQuiz();
      if (!quiz) return null;
      return buildSummary(quiz, $questions.get(), {
        startedAt: $startedAt.get(),
        now: now(),
        quizType: options.type,
        words,
      });
    },

    markCompleting() {
      $completing.set(true);
      if (saveTimer !== null) clearTimeout(saveTimer);
      saveTimer = null;
    },
  };
}
