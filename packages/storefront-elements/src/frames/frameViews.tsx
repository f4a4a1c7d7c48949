import { CheckoutPageData, SurveyPageData } from '@pc/shared/contract';
import type { ReactElement } from 'react';
import * as v from 'valibot';
import { CheckoutFrame } from './checkout.tsx';
import { OrderReceivedFrame } from './order.tsx';

/**
 * The demo's host frames as the store server prints them before the framed element (docs/decisions/
 * 0063, 0147), from the page data the page prints: registered with the server render build's
 * elements (scripts/build/serverRenderBuild.ts), which renders them with React before the element
 * (packages/shared/src/element/serverElements.ts renderElement's `frame`).
 */
export type Frame = 'checkout' | 'order-received';

/**
 * The frame's view; null when the page shows no frame (an order-received page without survey data:
 * not an order of this session, the not-found view).
 */
export const FRAME_VIEWS: Readonly<Record<Frame, (pageData: unknown) => ReactElement | null>> = {
  checkout: (pageData) => {
    const parsed = v.safeParse(CheckoutPageData, pageData);
    return parsed.success ? (
      <CheckoutFrame summary={parsed.output.checkout} options={parsed.output} />
    ) : (
      <CheckoutFrame summary={null} />
    );
  },
  'order-received': (pageData) => {
    const parsed = v.safeParse(SurveyPageData, pageData);
    return parsed.success ? (
      <OrderReceivedFrame orderId={parsed.output.survey.orderId} order={parsed.output.order} />
    ) : null;
  },
};
