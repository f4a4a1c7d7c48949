import type { Locale } from '@pc/shared/locale';
import { plainPage } from '../giftCards/plainPage.ts';
import { escapeHtml } from '../quiz/craftingPage.ts';
import { privacyMail } from './messages/index.ts';

// issue 39 item 5 (docs/decisions/0150): the page the data link opens. Its GET only shows what the
// link offers (a mail scanner following it erases nothing); erasing is a button that posts the token.
// issue 43: in the language of the email that carried the link (its row's locale, else the store's).

export const ERASE_BUTTON = privacyMail['en-US'].pageErase;
export const DATA_LINK_NOT_VALID = privacyMail['en-US'].pageLinkNotValid;
export const ERASED = privacyMail['en-US'].pageErased;

export const dataPageHtml = (
  email: string | null,
  token: string,
  paths: { json: string; erase: string },
  locale: Locale,
): string => {
  const m = privacyMail[locale];
  return email === null
    ? plainPage(m.pageTitle, `<p>${escapeHtml(m.pageLinkNotValid)}</p>`, locale)
    : plainPage(
        m.pageTitle,
        `<p>${escapeHtml(m.pageHolds({ email }))}</p>
<p><a href="${escapeHtml(`${paths.json}?token=${encodeURIComponent(token)}`)}" download="our-data.json">${escapeHtml(m.pageDownload)}</a></p>
<form method="post" action="${escapeHtml(paths.erase)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${escapeHtml(m.pageErase)}</button>
</form>`,
        locale,
      );
};

export const erasedPageHtml = (erased: boolean, locale: Locale): string => {
  const m = privacyMail[locale];
  return plainPage(m.pageTitle, `<p>${escapeHtml(erased ? m.pageErased : m.pageLinkNotValid)}</p>`, locale);
};
