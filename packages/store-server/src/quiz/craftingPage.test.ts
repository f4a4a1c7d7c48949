import { describe, expect, it } from 'vitest';
import { invalidNonce, invalidParam, RestHttpError } from '../http/errors.ts';
import { CraftingRejected, readCraftingForm } from './craftingForm.ts';
import {
  CRAFTING_STYLE_PATH,
  craftingErrorHtml,
  craftingErrorPageOf,
  escapeHtml,
  prefersHtml,
} from './craftingPage.ts';

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
      locale: 'en-US',
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
    expect(craftingErrorHtml({ locale: 'en-US', title: 't', lead: 'l', quizType: null })).toContain(
      '<a href="/quiz">',
    );
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

/** What readCraftingForm rejects `form` with. */
const rejection = (form: unknown): CraftingRejected => {
  try {
    readCraftingForm(form);
  } catch (error) {
    if (error instanceof CraftingRejected) return error;
  }
  throw new Error('not rejected');
};

describe('the crafting page in the form’s language (issue 43)', () => {
  const stale = {
    quiz_summary: JSON.stringify({
      quizId: 1,
      type: 'gift',
      version: 999,
      durationInSeconds: 1,
      answers: [],
    }),
  };

  it.each([
    [
      'a summary refused by its rules',
      rejection({
        quiz_summary: JSON.stringify({
          quizId: 7,
          type: 'gift',
          version: 1,
          durationInSeconds: 1,
          answers: [],
        }),
      }),
      'No pudimos leer tus respuestas del cuestionario',
      'No se guardó nada. Vuelve al cuestionario y presiona COMPLETAR otra vez.',
      ['quizId: 7 no es el cuestionario de regalo (2).', 'answers: el resumen no tiene respuestas.'],
    ],
    [
      'a summary that is not JSON',
      rejection({ quiz_summary: '{' }),
      'No pudimos leer tus respuestas del cuestionario',
      'No se guardó nada. Vuelve al cuestionario y presiona COMPLETAR otra vez.',
      [expect.stringMatching(/^quiz_summary no es un JSON válido \(.+\)\.$/)],
    ],
    [
      'no summary field: the field named in Spanish',
      rejection({}),
      'No pudimos leer tus respuestas del cuestionario',
      'No se guardó nada. Vuelve al cuestionario y presiona COMPLETAR otra vez.',
      [expect.not.stringMatching(/required|your quiz answers/)],
    ],
    [
      'an expired page (the nonce)',
      invalidNonce(),
      'Esta página venció',
      expect.stringMatching(/^Tus respuestas no se enviaron: /),
      [],
    ],
    [
      'another 400: its displayMessage in Spanish, the developer’s English message left out',
      invalidParam('Invalid parameter(s): x', (m) => m.tryAgain),
      'No pudimos leer tus respuestas del cuestionario',
      'Algo salió mal, inténtalo de nuevo',
      [],
    ],
    [
      'a failure the shopper cannot fix (spec §8)',
      new RestHttpError(500, 'boom', 'boom'),
      'Algo salió mal, inténtalo de nuevo',
      'Tus respuestas no se guardaron. Vuelve al cuestionario y presiona COMPLETAR otra vez.',
      [],
    ],
  ] as const)('%s', (_, error, title, lead, problems) => {
    const page = craftingErrorPageOf(error, {}, 'es-US');
    expect(page).toMatchObject({ locale: 'es-US', title, lead });
    expect(page.problems ?? []).toEqual(problems);
  });

  it('a stale version: its problem in Spanish, and in English for the REST body’s message', () => {
    const error = rejection(stale);
    expect(craftingErrorPageOf(error, stale, 'es-US').problems).toEqual([
      'version: 999 no es la versión actual del cuestionario (1); el cuestionario cambió desde que se cargó la página. Vuelve a cargar el cuestionario.',
    ]);
    expect(error.message).toBe(
      'Invalid quiz summary: version: 999 is not the current quiz version (1); the quiz changed since the page was loaded. Please reload the quiz.',
    );
  });

  it('the page: its lang, header, heading of the problems and link back in Spanish', () => {
    const html = craftingErrorHtml({
      locale: 'es-US',
      title: 'T',
      lead: 'L',
      problems: ['p'],
      quizType: 'gift',
    });
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain('<header>Tienda de cuidado personal</header>');
    expect(html).toContain('<h2>Qué estaba mal</h2>');
    expect(html).toContain('<a href="/gift-quiz">Volver al cuestionario de regalo</a>');
    expect(craftingErrorHtml({ locale: 'es-US', title: 'T', lead: 'L', quizType: 'self' })).toContain(
      '<a href="/quiz">Volver al cuestionario</a>',
    );
  });
});
