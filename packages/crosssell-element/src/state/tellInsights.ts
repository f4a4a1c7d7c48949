import { callApi } from '@pc/shared';
import { postInsightEvent } from '@pc/shared/contract';

/**
 * Tells the store the pop-up was shown or declined (NO THANKS), for the owner's report (docs/decisions/
 * 0120): whatever chose the offer, this says what the shopper saw and did. Never in the shopper's way:
 * a failure is dropped.
 */
export const tellInsights = (
  event: 'cross_sell_shown' | 'cross_sell_declined',
  surveyLogId: string | null,
): void => {
  callApi(postInsightEvent, { event, surveyLogId }, { signal: new AbortController().signal }).catch(() => {});
};
