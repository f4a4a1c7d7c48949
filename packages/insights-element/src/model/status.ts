import type { SharedMessages } from '@pc/shared';
import type { InsightsMessages } from '../messages/index.ts';
import type { Failure, InsightsStatus } from '../state/insights.ts';

// What the owner's report says as text (docs/decisions/0119), in its language. Pure.

/** The first view's polite status: the sign-in's and the sign-out's; the report says the rest. */
export const sessionStatusText = (status: InsightsStatus, m: InsightsMessages): string => {
  if (status?.said === 'signedIn') return m.signedInStatus({ email: status.email });
  if (status?.said === 'signedOut') return m.signedOutStatus;
  return '';
};

/** A failure as the owner reads it: the store's words, else spec §8's "Something went wrong". */
export const failureText = (failure: Failure | null, shared: SharedMessages): string =>
  failure === null ? '' : (failure.displayMessage ?? shared.tryAgain);
