// spec §4 Cross-sell and §8: the pop-up's one-shot session. Loads the offer after mount, shows it only
// when products come back, posts the chosen action through @pc/shared's cart store (so
// `pc-cart-change` fires and other tabs hear it), and reports how it finished (`pc-complete`).
import { applyCrossSell, callApi, type PcCompleteDetail } from '@pc/shared';
import { type CrossSell, getCrossSell } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import { type CrossSellAction, crossSellRequest, isShowable } from '../model/crossSellOffer.ts';

/** loading: asking the store; open: shown; posting: an action is on its way; closed: done. */
export type CrossSellPhase = 'loading' | 'open' | 'posting' | 'closed';

export interface CrossSellState {
  /** the offer once it is showable, else null */
  readonly $offer: ReadableAtom<CrossSell | null>;
  readonly $phase: ReadableAtom<CrossSellPhase>;
  /** the action being posted, for its button's busy state */
  readonly $choice: ReadableAtom<CrossSellAction | null>;
  /** Loads the offer; returns the stop function (aborts the load). */
  start(): () => void;
  /** SUBSCRIBE or BUY ONCE: posts, then completes (spec §4); a failed post hides the pop-up (spec §8). */
  choose(action: CrossSellAction): Promise<void>;
  /** NO THANKS (and Escape): completes (spec §4). */
  dismiss(): void;
}

export function createCrossSellState(complete: (detail: PcCompleteDetail) => void): CrossSellState {
  const $offer = atom<CrossSell | null>(null);
  const $phase = atom<CrossSellPhase>('loading');
  const $choice = atom<CrossSellAction | null>(null);

  const finish = (detail: PcCompleteDetail) => {
    $phase.set('closed');
    complete(detail);
  };

  return {
    $offer,
    $phase,
    $choice,

    start() {
      const controller = new AbortController();
      $phase.set('loading');
      callApi(getCrossSell, {}, { signal: controller.signal }).then(
        (offer) => {
          if (!isShowable(offer)) return finish({ outcome: 'empty' }); // spec §4: none → completion
          $offer.set(offer);
          $phase.set('open');
        },
        () => {
          // spec §8: "Cross-sell load fails: signals completion". An abort means the element left.
          if (!controller.signal.aborted) finish({ outcome: 'failed' });
        },
      );
      return () => controller.abort();
    },

    async choose(action) {
      const offer = $offer.get();
      // design.md: a second click while the request is in flight sends nothing.
      if (!offer || $phase.get() !== 'open') return;
      $phase.set('posting');
      $choice.set(action);
      try {
        await applyCrossSell(crossSellRequest(offer, action));
      } catch {
        // spec §8: "Cross-sell post fails: pop-up hides"; decision 0039: and says so, cart unchanged.
        return finish({ outcome: 'failed' });
      } finally {
        $choice.set(null);
      }
      finish({ outcome: 'accepted' });
    },

    dismiss() {
      if ($phase.get() === 'open') finish({ outcome: 'dismissed' });
    },
  };
}
