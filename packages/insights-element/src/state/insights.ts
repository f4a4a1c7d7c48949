import { ApiError, callApi } from '@pc/shared';
import { getInsights, getOwner, type InsightsReport, ownerSignIn, ownerSignOut } from '@pc/shared/contract';
import { atom } from 'nanostores';

// <pc-insights>'s state (docs/decisions/0119): whether the owner is signed in, the report of the range
// asked for, and what to tell them. One factory per element instance.

export type InsightsPhase = 'checking' | 'signedOut' | 'signedIn';

export const SOMETHING_WRONG = 'Something went wrong, please try again';

export const messageOf = (error: unknown): string =>
  error instanceof ApiError && error.displayMessage ? error.displayMessage : SOMETHING_WRONG;

export const createInsightsState = () => {
  const $phase = atom<InsightsPhase>('checking');
  const $owner = atom<string | null>(null);
  const $report = atom<InsightsReport | null>(null);
  const $busy = atom(false);
  /** The last failure, shown and announced; '' when there is none. */
  const $error = atom('');
  /** A polite status ('Report for … loaded.'). */
  const $status = atom('');
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
    $error.set('');
    try {
      await work(signal);
    } catch (error) {
      if (signal.aborted) return;
      // The owner's session ended (expired, signed out in another tab): back to the sign-in form.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) signedOut();
      $error.set(messageOf(error));
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
        $status.set(`Signed in as ${owner.email}.`);
      }),
    signOut: () =>
      run(async (signal) => {
        await callApi(ownerSignOut, {}, { signal });
        signedOut();
        $status.set('Signed out.');
      }),
    load: (from: string, to: string) =>
      run(async (signal) => {
        const report = await callApi(getInsights, { from, to }, { signal });
        $report.set(report);
        $status.set(`Report for ${report.from} to ${report.to} loaded.`);
      }),
  };
};

export type InsightsState = ReturnType<typeof createInsightsState>;
