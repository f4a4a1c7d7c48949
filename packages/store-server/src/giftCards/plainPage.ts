import type { Locale } from '@pc/shared/locale';
import { escapeHtml, htmlLangOf } from '../quiz/craftingPage.ts';

// A page of the store's own that opens from an email link (an e-gift's new address, decision 0145; a
// shopper's data, decision 0150): plain HTML, no script, so the strict CSP holds; `body` is HTML the
// caller escaped. Its `lang` is the locale its words are in (issue 43: the email's that carried the link).

export const plainPage = (title: string, body: string, locale: Locale): string => `<!doctype html>
<html lang="${htmlLangOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
