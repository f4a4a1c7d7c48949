// spec §4 Results email capture and spec §2 save-results banner; spec §5 rules, spec §7
// survey_results calls and the 'Quiz Results Saved' event, spec §8 failures.
// The sends are the actions' chunk's (state/emailActions.ts), loaded on the shopper's way
// (behaviour/actionsChunk.ts): as the capture opens, or as the shopper comes to the save-results form.
import { allowed } from '@pc/shared';
import type { ResultsState } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import { loadActions, preloadActions } from '../behaviour/actionsChunk.ts';
import { emailCaptureShouldShow } from '../model/emailCapture.ts';

// The cookies (js-cookie) are read and written after the first view: a chunk of their own, fetched
// then, not with the page's first load (docs/decisions/0136).
const cookies = () => import('@pc/shared/cookies');

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
            // Unlock's code (the actions' chunk) as the capture asks for an email.
            preloadActions();
          },
          () => {},
        );
      }
      return () => {
        live = false;
      };
    },

    async submit(value) {
      const actions = await loadActions().catch(() => null);
      // spec §8 "Email capture request fails: ignored; the modal still closes": so does one whose
      // code could not be fetched.
      if (!actions) $open.set(false);
      else await actions.submitCapture(value, results.surveyLogId, { $open, $invalid, $sending });
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
      // A chunk that could not be fetched is a failed save, in the view's own words.
      $status.set(
        await loadActions().then(
          (actions) => actions.sendSave(surveyLogId, value),
          (): SaveStatus => ({ kind: 'failed', message: null }),
        ),
      );
    },
  };
}
