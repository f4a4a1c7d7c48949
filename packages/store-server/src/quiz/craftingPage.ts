// POST /crafting is a browser form post (spec §4 Completion): when it fails, the shopper sees a
// page, not JSON. A plain, accessible page in the demo's colours that says what happened, lists the
// problems and links back to the quiz. Everything echoed is escaped. issue 43: in the form's locale
// (its LOCALE_FIELD, craftingLocale.ts), its words from the crafting catalog (quiz/messages).
import type { QuizType } from '@pc/shared/contract';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import type { FastifyError } from 'fastify';
import { RestHttpError, shownIn } from '../http/errors.ts';
import { CraftingRejected, summaryTypeOf } from './craftingForm.ts';
import { craftingMessages } from './messages/index.ts';

/** spec §2 route table: the quiz screens. */
export const QUIZ_PATHS: Readonly<Record<QuizType, string>> = { self: '/quiz', gift: '/gift-quiz' };

/** spec §2 route table: the results screens a completed quiz leads to. */
export const RESULT_PATHS: Readonly<Record<QuizType, string>> = {
  self: '/quizresult',
  gift: '/gift-quizresult',
};

/**
 * Where POST /crafting sends the browser (spec §4 Completion): the store's results page of the quiz
 * type, or the page the form's RESULTS_FIELD names on the host origin that posted it
 * (docs/decisions/0098). Any other origin is ignored: no open redirect.
 */
export function resultsLocation(
  type: QuizType,
  surveyLogId: string,
  named: unknown,
  hostOrigin: string | null,
): string {
  const query = `?survey_log_id=${encodeURIComponent(surveyLogId)}`;
  if (typeof named === 'string' && hostOrigin !== null) {
    try {
      const url = new URL(named);
      if (url.origin === hostOrigin) return `${url.origin}${url.pathname}${query}`;
    } catch {
      // not a URL: the store's own page
    }
  }
  return `${RESULT_PATHS[type]}${query}`;
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A store-drawn page's `<html lang>` (issue 43): an en-US page says `en` as it always did, as the emails do. */
export const htmlLangOf = (locale: Locale): string => (locale === DEFAULT_LOCALE ? 'en' : locale);

/** The q value of one media type in an Accept header, 0 when it is not listed. */
const qualityOf = (accept: string, type: string): number => {
  for (const part of accept.split(',')) {
    const [range, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (range !== type) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(value) ? value : 0;
  }
  return 0;
};

/**
 * Whether the client asked for a page: a browser's form navigation lists text/html first
 * (`text/html,application/xhtml+xml,…`). API clients and requests without an Accept header get the
 * REST error body like every other call (docs/decisions/0008).
 */
export const prefersHtml = (accept: string | undefined): boolean => {
  if (!accept) return false;
  const html = qualityOf(accept, 'text/html');
  return html > 0 && html >= qualityOf(accept, 'application/json');
};

export interface CraftingErrorPage {
  /** The page's language: its words are in it. */
  locale: Locale;
  title: string;
  lead: string;
  problems?: readonly string[];
  quizType: QuizType | null;
}

/**
 * The error page's style, served as a file (`CRAFTING_STYLE_PATH`): the store's Content-Security-Policy
 * takes styles only from files (decision 0046), so an inline `<style>` left the page unstyled and
 * reported a violation.
 */
export const CRAFTING_STYLE_PATH = '/crafting.css';

export const CRAFTING_STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5; color: #1b1f1d; background: #ffffff; }
body { margin: 0; }
header { background: #1f3a32; color: #ffffff; padding: 0.75rem 1.5rem; font-weight: 600; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1.5rem; }
a { color: #0a5a8c; display: inline-block; min-height: 24px; padding: 0.25rem 0; }
a:focus-visible { outline: 3px solid #b3541e; outline-offset: 2px; }
li { overflow-wrap: anywhere; }
`;

/** The error page of POST /crafting (status set by the caller). */
export function craftingErrorHtml({
  locale,
  title,
  lead,
  problems = [],
  quizType,
}: CraftingErrorPage): string {
  const m = craftingMessages[locale];
  const back = QUIZ_PATHS[quizType ?? 'self'];
  const list =
    problems.length === 0
      ? ''
      : `<h2>${escapeHtml(m.wrongHeading)}</h2>\n<ul>\n${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('\n')}\n</ul>\n`;
  return `<!doctype html>
<html lang="${htmlLangOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${CRAFTING_STYLE_PATH}">
</head>
<body>
<header>${escapeHtml(m.shopHeader)}</header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(lead)}</p>
${list}<p><a href="${escapeHtml(back)}">${escapeHtml(quizType === 'gift' ? m.backGiftQuiz : m.backQuiz)}</a></p>
</main>
</body>
</html>
`;
}

/** The status a failure of POST /crafting answers with: the error's own, else 500. */
export const craftingStatusOf = (error: FastifyError | RestHttpError): number => {
  const status = error instanceof RestHttpError ? error.status : (error.statusCode ?? 500);
  return status >= 400 && status < 600 ? status : 500;
};

/**
 * The page a browser gets for a failure of POST /crafting (`body`: what it posted), in `locale` (the
 * form's). A failure the store words for the shopper (a 4xx's displayMessage) is in that locale; the
 * developer's message of any other 4xx is English (decision 0216), so only an en-US page lists it.
 */
export function craftingErrorPageOf(
  error: FastifyError | RestHttpError,
  body: unknown,
  locale: Locale,
): CraftingErrorPage {
  const m = craftingMessages[locale];
  const quizType = error instanceof CraftingRejected ? error.quizType : summaryTypeOf(body);
  const status = craftingStatusOf(error);
  if (error instanceof CraftingRejected) {
    return {
      locale,
      title: m.unreadTitle,
      lead: m.unreadLead,
      problems: error.problemsIn(m, locale),
      quizType,
    };
  }
  if (status === 403) return { locale, title: m.expiredTitle, lead: m.expiredLead, quizType };
  if (status < 500) {
    const display = error instanceof RestHttpError ? shownIn(error.shown, locale) : undefined;
    return {
      locale,
      title: m.unreadTitle,
      lead: display ?? m.unreadLead,
      ...(locale === 'en-US' ? { problems: [error.message] } : {}),
      quizType,
    };
  }
  // spec §8's wording for a failure the shopper cannot fix.
  return { locale, title: m.failedTitle, lead: m.failedLead, quizType };
}
