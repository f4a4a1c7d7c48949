import type { Locale } from '@pc/shared/locale';
import { escapeHtml } from '../quiz/craftingPage.ts';
import type { PendingChange } from './eGiftRecipientChange.ts';
import { giftCardsMail } from './messages/index.ts';
import { plainPage as page } from './plainPage.ts';

// docs/decisions/0145: the page the buyer's confirmation email opens. Its GET only shows the change
// and a button (a mail scanner following the link confirms nothing); the button posts the link's
// token back, and the answer says what happened. Plain HTML: no script, so the strict CSP holds.
// issue 43: in the language of the email that carried the link (its row's locale, else the store's).

export const CONFIRM_BUTTON = giftCardsMail['en-US'].pageConfirmButton;
export const LINK_NOT_VALID = giftCardsMail['en-US'].pageLinkNotValid;

const notValid = (locale: Locale): string => {
  const m = giftCardsMail[locale];
  return page(m.pageAddressTitle, `<p>${escapeHtml(m.pageLinkNotValid)}</p>`, locale);
};

/** The change to confirm, or LINK_NOT_VALID when there is none. */
export const confirmPageHtml = (
  change: PendingChange | null,
  token: string,
  action: string,
  locale: Locale,
): string => {
  if (change === null) return notValid(locale);
  const m = giftCardsMail[locale];
  const ask = m.pageConfirmAsk({
    name: change.recipientName,
    orderId: change.orderId,
    newEmail: change.newEmail,
  });
  return page(
    m.pageConfirmTitle,
    `<p>${escapeHtml(ask)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(m.pageConfirmButton)}</button>
</form>`,
    locale,
  );
};

/** What the confirmation did. */
export const confirmedPageHtml = (change: PendingChange | null, locale: Locale): string => {
  if (change === null) return notValid(locale);
  const m = giftCardsMail[locale];
  return page(
    m.pageSentTitle,
    `<p>${escapeHtml(m.pageSent({ name: change.recipientName, newEmail: change.newEmail }))}</p>`,
    locale,
  );
};
