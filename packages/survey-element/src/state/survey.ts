// spec §4 Post-purchase survey and §8: the modal's one-shot session. It appears when the options load
// (a load failure is silently ignored); each choice appends its id to the results path and posts it;
// an option without children closes the modal, one with children opens its follow-up search after
// 350 ms (spec §9); a failed post closes the modal. The way back from a follow-up and the thank-you
// shown once the last answer is stored before the modal closes: docs/decisions/0128.
import { callApi, type PcCompleteDetail } from '@pc/shared';
import { MODAL_FOLLOW_UP_MS } from '@pc/shared/constants';
import {
  closePostPurchaseSurvey,
  getPostPurchaseOptions,
  type PostPurchaseOption,
  postPostPurchaseEvent,
} from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import { appendResult, opensFollowUp, THANKS_MS, takesText } from '../model/survey.ts';

/**
 * loading: asking for options; options: the first list; choosing: the 350 ms before a follow-up;
 * followUp: searching an option's children; sending: the last answer on its way; thanks: the
 * thank-you before the modal closes (decision 0128); closed: done (or nothing to show).
 */
export type SurveyPhase = 'loading' | 'options' | 'choosing' | 'followUp' | 'sending' | 'thanks' | 'closed';

export interface SurveyState {
  readonly $options: ReadableAtom<readonly PostPurchaseOption[]>;
  readonly $phase: ReadableAtom<SurveyPhase>;
  /** the option whose children the follow-up searches */
  readonly $followUp: ReadableAtom<PostPurchaseOption | null>;
  /** the option just chosen, while its follow-up is on its way */
  readonly $chosen: ReadableAtom<string | null>;
  /** Loads the options, unless the page gave them; returns the stop function. */
  start(): () => void;
  choose(option: PostPurchaseOption): void;
  /** Posts "Other" with the shopper's text (decision 0159), from its text box. */
  sendOther(text: string): void;
  /** From a follow-up to the list it was chosen from (decision 0128). */
  back(): void;
  /** A click outside, Escape or the close button. */
  dismiss(): void;
}

/**
 * A request no single instance owns (a post the shopper committed to, the page's one option load):
 * nothing aborts it, not even the element leaving the page.
 */
const committed = (): AbortSignal => new AbortController().signal;

const optionsLoads = new Map<string, Promise<readonly PostPurchaseOption[]>>();

/**
 * The options for an order, asked for once per page and order and shared by every instance
 * (docs/decisions/0055): a survey mounted again (or twice) shows at once and costs no request. None
 * come for an order whose survey was answered or closed (docs/decisions/0159). A failed load is not
 * kept: it is silently ignored (spec §8) and the next mount asks again.
 */
export function loadSurveyOptions(orderId: string): Promise<readonly PostPurchaseOption[]> {
  let load = optionsLoads.get(orderId);
  if (!load) {
    load = callApi(getPostPurchaseOptions, { order_id: orderId }, { signal: committed() }).catch(
      (error: unknown) => {
        optionsLoads.delete(orderId);
        throw error;
      },
    );
    optionsLoads.set(orderId, load);
  }
  return load;
}

/** Tests: a fresh page, whose first survey asks for the options again. */
export function forgetSurveyOptionsForTests(): void {
  optionsLoads.clear();
}

/**
 * One survey of order `orderId`. `given`: the options the page carries (decision 0141), shown from the
 * first render with nothing asked; null: they are asked for as it starts.
 */
export function createSurveyState(
  orderId: string,
  complete: (detail: PcCompleteDetail) => void,
  given: readonly PostPurchaseOption[] | null = null,
): SurveyState {
  const $options = atom<readonly PostPurchaseOption[]>(given ?? []);
  const $phase = atom<SurveyPhase>(given === null ? 'loading' : given.length > 0 ? 'options' : 'closed');
  const $followUp = atom<PostPurchaseOption | null>(null);
  const $chosen = atom<string | null>(null);
  let path: string[] = [];
  /** the options whose follow-ups lead to the one shown, outermost first */
  let followUps: PostPurchaseOption[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reported = false;

  const report = (outcome: PcCompleteDetail['outcome']) => {
    if (reported) return;
    reported = true;
    complete({ outcome });
  };
  const close = () => {
    clearTimeout(timer);
    $chosen.set(null);
    $phase.set('closed');
  };

  /** The 350 ms, then `option`'s follow-up: its children's search, or "Other"'s text box (decision 0159). */
  const openFollowUp = (option: PostPurchaseOption) => {
    $chosen.set(option.id);
    $phase.set('choosing');
    timer = setTimeout(() => {
      $chosen.set(null);
      followUps = [...followUps, option];
      $followUp.set(option);
      $phase.set('followUp');
    }, MODAL_FOLLOW_UP_MS);
  };

  /** Posts the path to `option` (with "Other"'s text); the last answer thanks, then closes. */
  const post = (option: PostPurchaseOption, other: string | null) => {
    const last = !opensFollowUp(option);
    const answer = { order_id: orderId, results: path, ...(other === null ? {} : { other }) };
    callApi(postPostPurchaseEvent, answer, { signal: committed() }).then(
      () => {
        if (!last) return;
        report('accepted');
        // Dismissed while it was on its way: it is stored, and nothing more shows.
        if ($phase.get() !== 'sending') return;
        // spec §4 "the modal closes", after a short thank-you (decision 0128).
        $chosen.set(null);
        $phase.set('thanks');
        timer = setTimeout(close, THANKS_MS);
      },
      () => {
        // spec §8: "Post-purchase post fails: modal closes".
        close();
        report('failed');
      },
    );
    if (!last) return openFollowUp(option);
    $chosen.set(option.id);
    $phase.set('sending');
  };

  return {
    $options,
    $phase,
    $followUp,
    $chosen,

    start() {
      // Stopped (the element left the page): the page's load goes on for the next survey, this one
      // takes nothing from it.
      let stopped = false;
      const stop = () => {
        stopped = true;
        clearTimeout(timer);
      };
      if (given !== null) return stop; // loaded with the page
      loadSurveyOptions(orderId).then(
        (options) => {
          if (stopped) return;
          if (options.length === 0) return close();
          $options.set(options);
          $phase.set('options');
        },
        // spec §8: "survey options … fail: silently ignored": nothing shows.
        () => {
          if (!stopped) close();
        },
      );
      return stop;
    },

    choose(option) {
      const phase = $phase.get();
      if (phase !== 'options' && phase !== 'followUp') return; // one choice at a time
      path = appendResult(path, option);
      // "Other" opens its text box as a follow-up opens (decision 0159): posted from there.
      if (takesText(option)) return openFollowUp(option);
      post(option, null);
    },

    sendOther(text) {
      const other = $followUp.get();
      if ($phase.get() !== 'followUp' || !other || !takesText(other)) return;
      post(other, text.trim() === '' ? null : text.trim());
    },

    back() {
      if ($phase.get() !== 'followUp') return;
      // The answer so far is stored; the next choice is stored after it and counts instead.
      path = path.slice(0, -1);
      followUps = followUps.slice(0, -1);
      const previous = followUps.at(-1) ?? null;
      $followUp.set(previous);
      $phase.set(previous ? 'followUp' : 'options');
    },

    dismiss() {
      const phase = $phase.get();
      if (phase === 'closed' || phase === 'loading') return;
      close();
      // Closed is done: the survey opens no more for this order, on any visit or device (decision
      // 0159). After the last answer the store has already marked it; a lost request is harmless.
      if (phase !== 'thanks' && phase !== 'sending') {
        callApi(closePostPurchaseSurvey, { order_id: orderId }, { signal: committed() }).catch(() => {});
      }
      // The last answer on its way reports its own outcome.
      if (phase !== 'sending') report('dismissed');
    },
  };
}
