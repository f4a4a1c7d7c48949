import { describe, expect, it } from 'vitest';
import { CRAFTING_STYLE_PATH, craftingErrorHtml, escapeHtml, prefersHtml } from './craftingPage.ts';

describe('prefersHtml (decision 0008: pages for browsers, REST bodies otherwise)', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['text/html', true],
    ['application/json', false],
    ['application/json, text/html;q=0.5', false],
    ['text/html;q=0', false],
    ['*/*', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});

describe('craftingErrorHtml', () => {
  it('is a page with a language, a title, a heading, the problems escaped and a link back', () => {
    const html = craftingErrorHtml({
      title: 'We could not read your quiz answers',
      lead: 'Nothing was saved.',
      problems: ['drink: "<script>alert(1)</script>" is not one of its options.'],
      quizType: 'gift',
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>We could not read your quiz answers</title>');
    expect(html).toContain('<h1>We could not read your quiz answers</h1>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<a href="/gift-quiz">Back to the gift quiz</a>');
    // Styles only from files (decision 0046): the page links its style, none inline.
    expect(html).toContain(`<link rel="stylesheet" href="${CRAFTING_STYLE_PATH}">`);
    expect(html).not.toMatch(/<style[\s>]|\sstyle=/i);
  });

  it('links to the self quiz when the summary did not say which', () => {
    expect(craftingErrorHtml({ title: 't', lead: 'l', quizType: null })).toContain('<a href="/quiz">');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
