// spec §5 "Email capture" validation and spec §8 "Save results fails": the rules of the sends
// (state/emailActions.ts).
import { isEmailAddress } from '@pc/shared';

/**
 * What a submit of the capture form does (spec §5: empty ignored, invalid 'Invalid Email', the catalog's
 * `invalidEmail`, in-flight ignored).
 */
export type CaptureSubmit = { kind: 'ignore' } | { kind: 'invalid' } | { kind: 'send'; email: string };

export function captureSubmit(value: string, inFlight: boolean): CaptureSubmit {
  const email = value.trim();
  if (inFlight || email === '') return { kind: 'ignore' };
  return isEmailAddress(email) ? { kind: 'send', email } : { kind: 'invalid' };
}

/**
 * spec §8 "Save results fails": the server's display message, else null, which the view says in its
 * own words ('Something went wrong, please try again', the shared catalog's `tryAgain`).
 */
export const saveFailureMessage = (displayMessage: string | undefined): string | null =>
  displayMessage?.trim() || null;
