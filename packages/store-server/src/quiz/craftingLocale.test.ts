import { CRAFTING_FIELD, LOCALE_FIELD } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import type { UsedTestApp } from '../test/testApp.ts';
import { useTestApp } from '../test/testApp.ts';
import { completeQuizForm } from './craftingForm.ts';

// issue 43 item 1: POST /crafting is a native form post (spec §4 Completion), which cannot carry the
// page's Accept-Language (decision 0216): the quiz's form says its locale in LOCALE_FIELD, and the page a
// failed post answers with speaks it; a form without it (rendered before the field), the store's.

const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  // The browser's own language says nothing of the quiz's.
  'accept-language': 'en-US,en;q=0.9',
};
const clock = () => new Date('2026-03-10T15:00:00Z');
const en = useTestApp({ clock, eachTestVisitor: '/quiz' });
const es = useTestApp({ locale: 'es-US', clock, eachTestVisitor: '/quiz' });

/** The quiz's form posted with a summary of no answers, and the form's locale when given. */
const post = (t: UsedTestApp, locale?: string) => {
  const fields = new URLSearchParams({
    [CRAFTING_FIELD]: JSON.stringify({
      quizId: 1,
      type: 'self',
      version: 1,
      durationInSeconds: 3,
      answers: [],
    }),
    _wpnonce: t.visitor.nonce as string,
    ...(locale === undefined ? {} : { [LOCALE_FIELD]: locale }),
  });
  return t.visitor.send({
    method: 'POST',
    url: completeQuizForm.path,
    payload: fields.toString(),
    contentType: 'application/x-www-form-urlencoded',
    nonce: false,
    headers: BROWSER,
  });
};

const SPANISH = [
  '<html lang="es-US">',
  '<h1>No pudimos leer tus respuestas del cuestionario</h1>',
  '<h2>Qué estaba mal</h2>',
  '<li>answers: el resumen no tiene respuestas.</li>',
  '<a href="/quiz">Volver al cuestionario</a>',
];
const ENGLISH = [
  '<html lang="en">',
  '<h1>We could not read your quiz answers</h1>',
  '<h2>What was wrong</h2>',
  '<li>answers: the summary holds no answers.</li>',
  '<a href="/quiz">Back to the quiz</a>',
];

describe('the crafting page in the quiz form’s language', () => {
  it.each([
    ['a Spanish quiz on the en-US store: Spanish', en, 'es-US', SPANISH],
    ['an English quiz on the es-US store: English', es, 'en-US', ENGLISH],
    ['a form without the field on the en-US store: English, as before', en, undefined, ENGLISH],
    ['a form without the field on the es-US store: Spanish', es, undefined, SPANISH],
    ['a field naming no language of the shop: the store’s', es, 'fr', SPANISH],
  ] as const)('%s', async (_, app, locale, texts) => {
    const res = await post(app, locale);
    expect(res.statusCode).toBe(400);
    for (const text of texts) expect(res.body).toContain(text);
  });

  it('an expired page (the nonce refused) in the form’s language too', async () => {
    const fields = new URLSearchParams({
      [CRAFTING_FIELD]: '{}',
      _wpnonce: 'stale',
      [LOCALE_FIELD]: 'es-US',
    });
    const res = await en.visitor.send({
      method: 'POST',
      url: completeQuizForm.path,
      payload: fields.toString(),
      contentType: 'application/x-www-form-urlencoded',
      nonce: false,
      headers: BROWSER,
    });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('<h1>Esta página venció</h1>');
  });
});
