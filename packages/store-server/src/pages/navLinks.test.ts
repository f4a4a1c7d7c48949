import { describe, expect, it } from 'vitest';
import { markCurrentNavLink } from './navLinks.ts';

// decision 0202: the header's link to the page is marked in the HTML (the router marks it after an
// in-page route change, demo/src/views/navLinks.ts).
const PAGE =
  '<header><a class="brand" href="/">Shop</a><nav aria-label="Main"><ul><li><a href="/quiz">Quiz</a></li><li><a href="/gift-quiz">Gift quiz</a></li><li><a href="/">All pages</a></li></ul></nav></header><main><a href="/quiz">Take the quiz</a></main>';

describe('markCurrentNavLink', () => {
  it.each([
    ['/quiz', '<li><a href="/quiz" aria-current="page">Quiz</a></li>'],
    ['/gift-quiz', '<li><a href="/gift-quiz" aria-current="page">Gift quiz</a></li>'],
    // The brand link before the navigation is not the navigation's.
    ['/', '<li><a href="/" aria-current="page">All pages</a></li>'],
  ])('%s: marks that link of the navigation, and only it', (path, marked) => {
    const html = markCurrentNavLink(PAGE, path);
    expect(html).toContain(marked);
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(html.replace(' aria-current="page"', '')).toBe(PAGE);
  });

  it.each([
    ['/candle/tulum', 'a path no link names'],
    ['/quizq1', 'a path one link begins'],
    ['/"><script>', 'a path that is no plain path'],
  ])('%s (%s): leaves the page as it is', (path) => {
    expect(markCurrentNavLink(PAGE, path)).toBe(PAGE);
  });

  it('marks a link whose other attributes come before its href, in a navigation of any name', () => {
    const shell =
      '<nav data-pc-label="mainNavigation" aria-label="Principal"><ul><li><a data-pc-text="navQuiz" href="/quiz">Cuestionario</a></li></ul></nav>';
    expect(markCurrentNavLink(shell, '/quiz')).toContain(
      '<a data-pc-text="navQuiz" href="/quiz" aria-current="page">Cuestionario</a>',
    );
  });

  it('leaves a page without the navigation, or a link only after it, as it is', () => {
    expect(markCurrentNavLink('<main><a href="/quiz">Quiz</a></main>', '/quiz')).toBe(
      '<main><a href="/quiz">Quiz</a></main>',
    );
    const after = '<nav aria-label="Main"><ul></ul></nav><main><a href="/quiz">Quiz</a></main>';
    expect(markCurrentNavLink(after, '/quiz')).toBe(after);
  });
});
