import { ApiError, callApi } from '@pc/shared';
import { askForData } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';

// issue 39 item 5 (docs/decisions/0150): the contact page's ask for a link to the shopper's data. The
// store answers the same whether it knows the address; a refusal (an invalid address, too many emails)
// says the store's own words; a failure without them is `message: null`, which the view says in its own
// (the shared catalog's `tryAgain`).

export type DataRequestStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string | null };

export interface DataRequest {
  readonly $status: ReadableAtom<DataRequestStatus>;
  /** Asks once at a time: a second press while one is in flight sends nothing. */
  submit(email: string): Promise<void>;
}

export function createDataRequest(): DataRequest {
  const $status = atom<DataRequestStatus>({ kind: 'idle' });
  return {
    $status,
    async submit(email) {
      if ($status.get().kind === 'sending') return;
      $status.set({ kind: 'sending' });
      try {
        const answer = await callApi(askForData, { email }, { signal: new AbortController().signal });
        $status.set({ kind: 'done', message: answer.message });
      } catch (error) {
        const message = error instanceof ApiError ? error.displayMessage : undefined;
        $status.set({ kind: 'failed', message: message ?? null });
      }
    },
  };
}
