import { ApiError, callApi } from '@pc/shared';
import { getInsights, getOwner, type InsightsReport, ownerSignIn, ownerSignOut } from '@pc/shared/contract';
import { atom } from 'nanostores';

// <pc-insights>'s state (docs/decisions/0119): whether the owner is signed in, the report of the range
// asked for, and what to tell them. One factory per element instance.

export type InsightsPhase = 'checking' | 'signedOut' | 'signedIn';

/** What the element last said politely (model/status.ts words it); null: nothing yet. */
export type InsightsStatus =
  | { readonly said: 'signedIn'; readonly email: string }
  | { readonly said: 'signedOut' }
  | { readonly said: 'reportLoaded'; readonly from: string; readonly to: string }
  | { readonly said: 'endpointAdded'; readonly url: string }
  | { readonly said: 'endpointRemoved' }
  | { readonly said: 'deliveryQueued' }
  | null;

/**
 * A call that failed: the store's words for the owner when it gave some (a 4xx `displayMessage`, in
 * the request's language), else null, and the view says spec §8's "Something went wrong".
 */
export interface Failure {
  readonly displayMessage: string | null;
}

export const failureOf = (error: unknown): Failure => ({
  displayMessage: error instanceof ApiError && error.displayMessage ? error.displayMessage : null,
});

export const createInsightsState = () => {
  const $phase = atom<InsightsPhase>('checking');
  const $owner = atom<string | null>(null);
  const $report = atom<InsightsReport | null>(null);
  const $busy = atom(false);
  /** The last failure, shown and announced; null when there is none. */
  const $error = atom<Failure | null>(null);
  /** A polite status ('Report for … loaded.'). */
  const $status = atom<InsightsStatus>(null);
  let controller = new AbortController();

  const fresh = () => {
    controller.abort();
    controller = new AbortController();
    return controller.signal;
  };

  const signedOut = () => {
    $phase.set('signedOut');
    $owner.set(null);
    $report.set(null);
  };

  const run = async (work: (signal: AbortSignal) => Promise<void>) => {
    const signal = fresh();
    $busy.set(true);
    $error.set(null);
    try {
      await work(signal);
    } catch (error) {
      if (signal.aborted) return;
      // The owner's session ended (expired, signed out in another tab): back to the sign-in form.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) signedOut();
      $error.set(failureOf(error));
    } finally {
      if (!signal.aborted) $busy.set(false);
    }
  };

  return {
    $phase,
    $owner,
    $report,
    $busy,
    $error,
    $status,
    /** Asks who is signed in; answers the cleanup. */
    start() {
      const signal = fresh();
      callApi(getOwner, {}, { signal }).then(
        (owner) => {
          $owner.set(owner.email);
          $phase.set('signedIn');
        },
        () => {
          if (!signal.aborted) signedOut();
        },
      );
      return () => controller.abort();
    },
    signIn: (email: string, password: string) =>
      run(async (signal) => {
        const owner = await callApi(ownerSignIn, { email, password }, { signal });
        $owner.set(owner.email);
        $phase.set('signedIn');
        $status.set({ said: 'signedIn', email: owner.email });
      }),
    signOut: () =>
      run(async (signal) => {
        await callApi(ownerSignOut, {}, { signal });
        signedOut();
        $status.set({ said: 'signedOut' });
      }),
    load: (from: string, to: string) =>
      run(async (signal) => {
        const report = await callApi(getInsights, { from, to }, { signal });
        $report.set(report);
        $status.set({ said: 'reportLoaded', from: report.from, to: report.to });
      }),
  };
};

export type InsightsState = ReturnType<typeof createInsightsState>;
