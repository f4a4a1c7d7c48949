// spec §4 Results email capture and spec §2 save-results banner; spec §5 rules, spec §7
// survey_results calls and the 'Quiz Results Saved' event, spec §8 failures.
import { allowed, callApi, track } from '@pc/shared';
import { ANALYTICS_EVENTS } from '@pc/shared/constants';
import { captureEmail, type ResultsState, saveResults } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import { captureSubmit, emailCaptureShouldShow, saveFailureMessage } from '../model/email.ts';
import { committed, displayMessageOf } from './signals.ts';

// The cookies (js-cookie) are read and written after the first view: a chunk of their own, fetched
// then, not with the page's first load (docs/decisions/0136).
const cookies = () => import('@pc/shared/cookies');

const CAPTURE_SOURCE = 'captured_email_for_quiz_results';
const SAVE_SOURCE = 'saved_quiz_results';

export interface EmailCapture {
  readonly $open: ReadableAtom<boolean>;
  /** The last submit was not an email address (spec §5: the view says 'Invalid Email'). */
  readonly $invalid: ReadableAtom<boolean>;
  readonly $sending: ReadableAtom<boolean>;
  /**
   * Opens the modal if spec §4 says so, once `ready` (its code, docs/decisions/0074) has arrived, and
   * sets the 30-day cookie as it shows; returns the stop function (a stopped capture never opens).
   */
  start(): () => void;
  submit(value: string): Promise<void>;
  /** The X, Skip This Step, or Escape. */
  close(): void;
}

/**
 * A saved email names the customer for the rest of the visit (spec §7 customer email cookie).
 * The server's sanitized form is the one kept.
 */
function saved(source: string, sanitizedEmail: string): void {
  track(ANALYTICS_EVENTS.quizResultsSaved, { source });
  if (sanitizedEmail) void cookies().then(({ writeCustomerEmail }) => writeCustomerEmail(sanitizedEmail));
}

export function createEmailCapture(
  results: Pick<ResultsState, 'showEmailCapture' | 'surveyLogId'>,
  /** The modal's code: it opens when this resolves (a failed load: not shown, so not marked). */
  ready: () => Promise<unknown>,
): EmailCapture {
  const $open = atom(false);
  const $invalid = atom(false);
  const $sending = atom(false);

  return {
    $open,
    $invalid,
    $sending,

    start() {
      let live = true;
      // The modal's code and the cookie that says whether it has shown arrive together. The capture
      // collects an email for marketing: only with that consent (issue 39, docs/decisions/0149).
      if (emailCaptureShouldShow(results, false) && allowed('marketing')) {
        Promise.all([cookies(), ready()]).then(
          ([{ isEmailCaptureShown, markEmailCaptureShown }]) => {
            // spec §4 "on showing, a 30-day cookie marks it shown": when it shows, not before.
            if (!live || !emailCaptureShouldShow(results, isEmailCaptureShown())) return;
            markEmailCaptureShown();
            $open.set(true);
          },
          () => {},
        );
      }
      return () => {
        live = false;
      };
    },

    async submit(value) {
      const decision = captureSubmit(value, $sending.get());
      if (decision.kind === 'ignore') return;
      if (decision.kind === 'invalid') {
        $invalid.set(true);
        return;
      }
      $invalid.set(false);
      $sending.set(true);
      try {
        const answer = await callApi(
          captureEmail,
          { surveyLogId: results.surveyLogId, email: decision.email, source: CAPTURE_SOURCE },
          { signal: committed() },
        );
        if (answer.success) saved(CAPTURE_SOURCE, answer.data.sanitizedEmail);
      } catch {
        // spec §8 "Email capture request fails: ignored; the modal still closes".
      } finally {
        $sending.set(false);
        $open.set(false); // spec §4: closes "after submit regardless of result"
      }
    },

    close() {
      $open.set(false);
    },
  };
}

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'saved' }
  /** the server's display message, or null for the view's own words (the shared catalog's `tryAgain`) */
  | { kind: 'failed'; message: string | null };

export interface SaveResults {
  readonly $status: ReadableAtom<SaveStatus>;
  submit(value: string): Promise<void>;
}

export function createSaveResults(surveyLogId: string): SaveResults {
  const $status = atom<SaveStatus>({ kind: 'idle' });
  return {
    $status,
    async submit(value) {
      if ($status.get().kind === 'sending') return;
      $status.set({ kind: 'sending' });
      try {
        // spec §5: "trimmed; not validated locally; server messages are shown".
        const answer = await callApi(
          saveResults,
          { surveyLogId, email: value.trim(), source: SAVE_SOURCE },
          { signal: committed() },
        );
        if (!answer.success) throw new Error('saveResults answered success: false');
        $status.set({ kind: 'saved' });
        saved(SAVE_SOURCE, answer.data.sanitizedEmail);
      } catch (error) {
        $status.set({ kind: 'failed', message: saveFailureMessage(displayMessageOf(error)) });
      }
    },
  };
}
