import type { AnalyticsEventName } from '../constants.ts';

export interface PcAnalyticsDetail {
  event: AnalyticsEventName;
  properties: Record<string, unknown>;
}

/**
 * Dispatched on `window` for every tracked event (spec §7 Analytics events), so the QA panel can list them.
 * @event pc-analytics
 */
export class PcAnalyticsEvent extends CustomEvent<PcAnalyticsDetail> {
  static readonly type = 'pc-analytics';
  constructor(detail: PcAnalyticsDetail) {
    super(PcAnalyticsEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-analytics': PcAnalyticsEvent;
  }
}
