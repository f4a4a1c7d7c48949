import { CheckoutPageData, SurveyPageData } from '@pc/shared/contract';
import * as v from 'valibot';
import { checkoutFrame, orderReceivedFrame, toHtml } from './frameMarkup.ts';

/**
 * The host frames as the store server prints them before the framed element (docs/decisions/0063):
 * part of the server render build (scripts/build/serverRenderBuild.ts), so the store server's source
 * imports nothing of the demo. DOM-free.
 */
export type Frame = 'checkout' | 'order-received';

/**
 * The frame's HTML from the page data the page prints; null when the page shows no frame (an
 * order-received page without survey data: not an order of this session, the not-found view).
 */
export const renderFrame = (frame: Frame, pageData: unknown): string | null => {
  if (frame === 'checkout') {
    const parsed = v.safeParse(CheckoutPageData, pageData);
    return toHtml(
      parsed.success ? checkoutFrame(parsed.output.checkout, parsed.output) : checkoutFrame(null),
    );
  }
  const parsed = v.safeParse(SurveyPageData, pageData);
  return parsed.success
    ? toHtml(orderReceivedFrame(parsed.output.survey.orderId, parsed.output.order))
    : null;
};
