import { escapeHtml } from '../quiz/craftingPage.ts';
import type { PendingChange } from './eGiftRecipientChange.ts';
import { plainPage as page } from './plainPage.ts';

// docs/decisions/0145: the page the buyer's confirmation email opens. Its GET only shows the change
// and a button (a mail scanner following the link confirms nothing); the button posts the link's
// token back, and the answer says what happened. Plain HTML: no script, so the strict CSP holds.

export const CONFIRM_BUTTON = 'SEND IT TO THE NEW ADDRESS';
export const LINK_NOT_VALID = 'This link has expired or was already used. Nothing was changed.';

/** The change to confirm, or LINK_NOT_VALID when there is none. */
export const confirmPageHtml = (change: PendingChange | null, token: string, action: string): string =>
  change === null
    ? page('E-gift address', `<p>${escapeHtml(LINK_NOT_VALID)}</p>`)
    : page(
        'Confirm the new address',
        `<p>Send the e-gift for ${escapeHtml(change.recipientName)} (order #${escapeHtml(change.orderId)}) to ${escapeHtml(change.newEmail)}?</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${CONFIRM_BUTTON}</button>
</form>`,
      );

/** What the confirmation did. */
export const confirmedPageHtml = (change: PendingChange | null): string =>
  change === null
    ? page('E-gift address', `<p>${escapeHtml(LINK_NOT_VALID)}</p>`)
    : page(
        'The e-gift is on its way',
        `<p>The e-gift for ${escapeHtml(change.recipientName)} is being sent to ${escapeHtml(change.newEmail)}.</p>`,
      );
