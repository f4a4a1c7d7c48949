/**
 * How a one-shot element (cross-sell pop-up, post-purchase survey) finished (spec §4 Cross-sell,
 * Post-purchase survey): an action was taken, the shopper dismissed it, there was nothing to show,
 * loading/posting failed, or it was not shown again (a show-once-per-session pop-up, decision 0052).
 */
export type CompleteOutcome = 'accepted' | 'dismissed' | 'empty' | 'failed' | 'skipped';

export interface PcCompleteDetail {
  outcome: CompleteOutcome;
}

/**
 * Dispatched on the element's host when it is done and the host page may move on.
 * @event pc-complete
 */
export class PcCompleteEvent extends CustomEvent<PcCompleteDetail> {
  static readonly type = 'pc-complete';
  constructor(detail: PcCompleteDetail) {
    super(PcCompleteEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-complete': PcCompleteEvent;
  }
}
