// spec §4 Cross-sell and §8: the pop-up's one-shot session. Loads the offer after mount (or takes the
// one the page carries, decision 0141), shows it only when it has products, posts the chosen action
// through @pc/shared's cart store (so `pc-cart-change` fires and other tabs hear it), and reports how
// it finished (`pc-complete`).
import { callApi, type PcCompleteDetail } from '@pc/shared';
import { type CrossSell, getCrossSell } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import { type CrossSellAction, crossSellRequest, isShowable } from '../model/crossSellOffer.ts';
import { applyAction } from './applyAction.ts';
import { type SessionMemory, tabMemory } from './shownThisSession.ts';
import { tellInsights } from './tellInsights.ts';

/** loading: asking the store; open: shown; posting: an action is on its way; closed: done. */
export type CrossSellPhase = 'loading' | 'open' | 'posting' | 'closed';

/** What the pop-up shows, as one value. */
export interface CrossSellView {
  /** the offer once it is showable, else null */
  readonly offer: CrossSell | null;
  readonly phase: CrossSellPhase;
  /** the action being posted, for its button's busy state */
  readonly choice: CrossSellAction | null;
}

export interface CrossSellState {
  readonly $view: ReadableAtom<CrossSellView>;
  /** Loads the offer (unless the page gave it); returns the stop function (aborts the load). */
  start(): () => void;
  /** SUBSCRIBE or BUY ONCE: posts, then completes (spec §4); a failed post hides the pop-up (spec §8). */
  choose(action: CrossSellAction): Promise<void>;
  /** NO THANKS (and Escape): completes (spec §4). */
  dismiss(): void;
}

export interface CrossSellOptions {
  /** decision 0052: shown at most once per tab session; later mounts complete with `skipped`. */
  readonly showOncePerSession?: boolean;
  /** Where the tab remembers it (sessionStorage; tests pass their own). */
  readonly memory?: SessionMemory;
  /** The element, which dispatches `pc-cart-change` for the action it applies. */
  readonly host?: Element;
  /** The offer the page carries (decision 0141): nothing is asked; null: asked for as it starts. */
  readonly offer?: CrossSell | null;
}

export function createCrossSellState(
  complete: (detail: PcCompleteDetail) => void,
  { showOncePerSession = false, memory = tabMemory, host, offer: given = null }: CrossSellOptions = {},
): CrossSellState {
  // An offer the page carries is shown from the first render, on the server too (decision 0141),
  // unless only this tab can tell whether it may show (decision 0052).
  const open = !!given && !showOncePerSession && isShowable(given);
  const $view = atom<CrossSellView>({
    offer: open ? given : null,
    phase: open ? 'open' : 'loading',
    choice: null,
  });
  const update = (change: Partial<CrossSellView>) => $view.set({ ...$view.get(), ...change });

  const finish = (detail: PcCompleteDetail) => {
    update({ phase: 'closed', choice: null });
    complete(detail);
  };

  return {
    $view,

    start() {
      const controller = new AbortController();
      // decision 0052: already shown in this tab: nothing is asked or shown, and the host hears so.
      if (showOncePerSession && memory.shown()) {
        finish({ outcome: 'skipped' });
        return () => controller.abort();
      }
      // The page's offer, or the store's answer.
      (given ? Promise.resolve(given) : callApi(getCrossSell, {}, { signal: controller.signal })).then(
        (offer) => {
          if (!isShowable(offer)) return finish({ outcome: 'empty' }); // spec §4: none → completion
          if (showOncePerSession) memory.markShown();
          update({ offer, phase: 'open' });
          tellInsights('cross_sell_shown', offer.surveyLogId);
        },
        () => {
          // spec §8: "Cross-sell load fails: signals completion". An abort means the element left.
          if (!controller.signal.aborted) finish({ outcome: 'failed' });
        },
      );
      return () => controller.abort();
    },

    async choose(action) {
      const { offer, phase } = $view.get();
      // design.md: a second click while the request is in flight sends nothing.
      if (!offer || phase !== 'open') return;
      update({ phase: 'posting', choice: action });
      try {
        await applyAction(crossSellRequest(offer, action), host);
      } catch {
        // spec §8: "Cross-sell post fails: pop-up hides"; decision 0039: and says so, cart unchanged.
        return finish({ outcome: 'failed' });
      }
      finish({ outcome: 'accepted' });
    },

    dismiss() {
      const { offer, phase } = $view.get();
      if (phase !== 'open') return;
      tellInsights('cross_sell_declined', offer?.surveyLogId ?? null);
      finish({ outcome: 'dismissed' });
    },
  };
}
