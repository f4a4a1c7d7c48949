import type { EventWithDefaultAction } from './emit.ts';

export interface PcNavigateDetail {
  /**
   * The absolute URL to load. On a page of another origin, a store page's URL already carries the
   * shopper's cart as a fresh, one-use hand-off code (`pc_handoff`, redeemable once within two
   * minutes; docs/decisions/0098, 0181): a host that routes it itself (`location.assign(href)`, its
   * router) keeps the cart. Load it, do not keep it.
   */
  href: string;
}

/**
 * An element asks its host page to navigate (to /checkout, /account/orders, …). A host with its own
 * router calls `preventDefault()` and routes `detail.href`; otherwise `emit` performs the default
 * action: the page loads `detail.href`. The element makes the hand-off code before it dispatches
 * (useNavigation, docs/decisions/0181), so the href is the same whoever follows it.
 * @event pc-navigate
 */
export class PcNavigateEvent extends CustomEvent<PcNavigateDetail> implements EventWithDefaultAction {
  static readonly type = 'pc-navigate';
  constructor(detail: PcNavigateDetail) {
    super(PcNavigateEvent.type, { detail, bubbles: true, composed: true, cancelable: true });
  }

  defaultAction(): void {
    location.assign(this.detail.href);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-navigate': PcNavigateEvent;
  }
}
