// spec §4 Results email capture and spec §2 save-results banner, as a press runs them: the sends (spec
// §5, spec §7 survey_results calls and 'Quiz Results Saved', spec §8 failures). Part of the actions'
// chunk (behaviour/actions.ts), on the state state/email.ts keeps.
import { callApi, track } from '@pc/shared';
import { ANALYTICS_EVENTS } from '@pc/shared/constants';
import { captureEmail, saveResults } from '@pc/shared/contract';
import type { WritableAtom } from 'nanostores';
import { captureSubmit } from '../model/email.ts';
import type { SaveStatus } from './email.ts';
import { committed, failureOf } from './signals.ts';

// The cookies (js-cookie) are written after the first view: a chunk of their own (docs/decisions/0136).
const cookies = () => import('@pc/shared/cookies');

const CAPTURE_SOURCE = 'captured_email_for_quiz_results';
const SAVE_SOURCE = 'saved_quiz_results';

/**
 * A saved email names the customer for the rest of the visit (spec §7 customer email cookie).
 * The server's sanitized form is the one kept.
 */
function saved(source: string, sanitizedEmail: string): void {
  track(ANALYTICS_EVENTS.quizResultsSaved, { source });
  if (sanitizedEmail) void cookies().then(({ writeCustomerEmail }) => writeCustomerEmail(sanitizedEmail));
}

/** The email capture's atoms its submit sets (state/email.ts). */
export interface CaptureAtoms {
  $open: WritableAtom<boolean>;
  $invalid: WritableAtom<boolean>;
  $sending: WritableAtom<boolean>;
}

/**
 * The capture's Unlock (spec §5: empty ignored, invalid 'Invalid Email', in-flight ignored): sends the
 * email to survey_results (form-encoded); the modal closes after the answer, whatever it is (spec §4).
 */
export async function submitCapture(
  value: string,
  surveyLogId: string,
  { $open, $invalid, $sending }: CaptureAtoms,
): Promise<void> {
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
      { surveyLogId, email: decision.email, source: CAPTURE_SOURCE },
      { signal: committed() },
    );
    if (answer.success) saved(CAPTURE_SOURCE, answer.data.sanitizedEmail);
  } catch {
    // spec §8 "Email capture request fails: ignored; the modal still closes".
  } finally {
    $sending.set(false);
    $open.set(false); // spec §4: closes "after submit regardless of result"
  }
}

/**
 * The save-results banner's OK (spec §5: "trimmed; not validated locally; server messages are
 * shown"): sends the email to survey_results (JSON); answers the banner's next status.
 */
export async function sendSave(surveyLogId: string, value: string): Promise<SaveStatus> {
  try {
    const answer = await callApi(
      saveResults,
      { surveyLogId, email: value.trim(), source: SAVE_SOURCE },
      { signal: committed() },
    );
    if (!answer.success) throw new Error('saveResults answered success: false');
    saved(SAVE_SOURCE, answer.data.sanitizedEmail);
    return { kind: 'saved' };
  } catch (error) {
    return { kind: 'failed', ...failureOf(error) };
  }
}
