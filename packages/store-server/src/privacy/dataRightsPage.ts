import { plainPage } from '../giftCards/plainPage.ts';
import { escapeHtml } from '../quiz/craftingPage.ts';

// issue 39 item 5 (docs/decisions/0150): the page the data link opens. Its GET only shows what the
// link offers (a mail scanner following it erases nothing); erasing is a button that posts the token.

export const ERASE_BUTTON = 'ERASE MY DATA';
export const DATA_LINK_NOT_VALID = 'This link has expired or was already used to erase. Ask for a new one.';
export const ERASED =
  'Done: we erased your email and the names you gave from your quizzes, and your email from your orders, which we keep for our books without it.';

export const dataPageHtml = (email: string | null, token: string, paths: { json: string; erase: string }) =>
  email === null
    ? plainPage('Your data', `<p>${escapeHtml(DATA_LINK_NOT_VALID)}</p>`)
    : plainPage(
        'Your data',
        `<p>What we hold for ${escapeHtml(email)}:</p>
<p><a href="${escapeHtml(`${paths.json}?token=${encodeURIComponent(token)}`)}" download="our-data.json">Download it (JSON)</a></p>
<form method="post" action="${escapeHtml(paths.erase)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">${ERASE_BUTTON}</button>
</form>`,
      );

export const erasedPageHtml = (erased: boolean): string =>
  plainPage('Your data', `<p>${escapeHtml(erased ? ERASED : DATA_LINK_NOT_VALID)}</p>`);
