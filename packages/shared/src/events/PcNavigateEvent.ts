import { goTo } from '../api/handOff.ts';
import type { EventWithDefaultAction } from './emit.ts';

export interface PcNavigateDetail {
  href: string;
}

/**
 * An element asks its host page to navigate (to /checkout, /account/orders, …). A host with its own
 * router calls `preventDefault()` and routes; otherwise `emit` performs the default action: the page
 * loads `href`, with a hand-off code when it leaves another origin for the store (docs/decisions/0098).
 * @event pc-navigate
 */
export class PcNavigateEvent extends CustomEvent<PcNavigateDetail> implements EventWithDefaultAction {
  static readonly type = 'pc-navigate';
  constructor(detail: PcNavigateDetail) {
    super(PcNavigateEvent.type, { detail, bubbles: true, composed: true, cancelable: true });
  }

  defaultAction(): void {
    goTo(this.detail.href);
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-navigate': PcNavigateEvent;
  }
}
