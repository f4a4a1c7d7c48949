import { saveFailureMessage } from '../model/email.ts';

/**
 * The signal of a write the shopper already committed to (an email sent, a module added): nothing
 * aborts it, not even the element going away, or the shopper would not know whether it happened.
 */
export const committed = (): AbortSignal => new AbortController().signal;

/** A failure the element reports: the server's text for shoppers when it sent one. */
export const displayMessageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'displayMessage' in error
    ? ((error as { displayMessage?: string }).displayMessage ?? undefined)
    : undefined;

/** A failed write as the view shows it: the store's words, or null for its own (the shared `tryAgain`). */
export const failureOf = (error: unknown): { message: string | null } => ({
  message: saveFailureMessage(displayMessageOf(error)),
});
