import { CRAFTING_FIELD, getQuiz, ResultsState, saveQuizProgress, saveResults } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EVERYTHING, quizSummary } from '../../test/resultsFixtures.ts';
import type { EmailContent } from '../giftCards/eGiftEmail.ts';
import { dataOf } from '../privacy/dataRights.ts';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { callUrl } from '../test/calls.ts';
import { changedToken } from '../test/changedToken.ts';
import { useTestApp } from '../test/testApp.ts';
import { readPageConfig, Visitor } from '../test/visitor.ts';
import { createSavedResultsLinks, SAVED_RESULTS_LINK_MS, SAVED_RESULTS_PATH } from './savedResultsLink.ts';

// issue 40 item 2 (docs/decisions/0158): Save Results and 'Unlock Your Products' email the results, with
// a signed link valid 30 days that opens them in any browser, on the real routes, mail worker and
// database (PGlite, and PostgreSQL with DATABASE_URL).

const SAVED_AT = new Date('2026-03-10T15:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const SAVED_RESULTS_SUBJECT = 'Your results, saved';

describe('the signed link (pure)', () => {
  const links = createSavedResultsLinks('a-secret-of-the-store-long-enough');
  const token = links.sign('abc123DEF_', SAVED_AT);
  const at = (ms: number) => new Date(SAVED_AT.getTime() + ms);
  const [id, expires, signature] = token.split('.') as [string, string, string];
  it.each([
    ['at once', token, at(0), { ok: true, surveyLogId: 'abc123DEF_' }],
    [
      'a millisecond before 30 days',
      token,
      at(SAVED_RESULTS_LINK_MS - 1),
      { ok: true, surveyLogId: 'abc123DEF_' },
    ],
    ['at 30 days', token, at(SAVED_RESULTS_LINK_MS), { ok: false, reason: 'expired' }],
    ['another log’s id', `zzz123DEF_.${expires}.${signature}`, at(0), { ok: false, reason: 'invalid' }],
    [
      'a later expiry',
      `${id}.${Number(expires) + 86_400}.${signature}`,
      at(0),
      { ok: false, reason: 'invalid' },
    ],
    [
      'a changed signature',
      `${id}.${expires}.${changedToken(signature)}`,
      at(0),
      { ok: false, reason: 'invalid' },
    ],
    [
      'another store’s',
      createSavedResultsLinks('another-secret').sign(id, SAVED_AT),
      at(0),
      { ok: false, reason: 'invalid' },
    ],
    ['no token', undefined, at(0), { ok: false, reason: 'invalid' }],
    ['garbage', '../../etc', at(0), { ok: false, reason: 'invalid' }],
  ])('%s', (_name, given, now, expected) => {
    expect(links.verify(given, now)).toEqual(expected);
  });
});

describe('Save Results sends the results', () => {
  let now = SAVED_AT;
  const sent: EmailContent[] = [];
  const t = useTestApp({
    clock: () => now,
    eGiftMail: { sender: { send: async (email) => void sent.push(email), close: () => {} }, pollMs: 0 },
  });
  const linkIn = (email: EmailContent) => new URL(/http:\/\/\S+/.exec(email.text)![0]);
  const resultsOf = async (who: Visitor, url: string) =>
    v.parse(v.object({ results: ResultsState }), readPageConfig((await who.get(url)).body).data).results;

  it('emails a link that opens the same results in another browser, its own to buy, until 30 days', async () => {
    const taker = await Visitor.arrive(t.app, '/quiz');
    const completed = await taker.postForm(completeQuizForm.path, {
      [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)),
    });
    const id = /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(completed.headers.location))![1]!;
    const save = (source: string) =>
      taker.postJson(callUrl(saveResults, { surveyLogId: id }), { email: ' Sam@Example.com ', source });
    expect((await save('captured_email_for_quiz_results')).statusCode).toBe(200);
    // The banner after the capture, to the same address: the first email's link still opens them.
    expect((await save('saved_quiz_results')).statusCode).toBe(200);

    await t.app.eGiftMailer!.deliverDue(now);
    const emails = sent.filter((email) => email.subject === SAVED_RESULTS_SUBJECT);
    expect(emails.map((email) => email.to)).toEqual(['sam@example.com']);
    const link = linkIn(emails[0]!);
    expect(link.pathname).toBe(SAVED_RESULTS_PATH);
    const path = `${link.pathname}${link.search}`;

    // Another device: a browser that never took the quiz gets its own copy, the same results.
    const phone = await Visitor.arrive(t.app, '/');
    const opened = await phone.get(path);
    expect(opened.statusCode).toBe(303);
    const copy = /^\/quizresult\?survey_log_id=([A-Za-z0-9_-]+)$/.exec(String(opened.headers.location))![1]!;
    expect(copy).not.toBe(id);
    const mine = await resultsOf(taker, `/quizresult?survey_log_id=${id}`);
    const theirs = await resultsOf(phone, `/quizresult?survey_log_id=${copy}`);
    expect(theirs.allProducts).toEqual(mine.allProducts);
    expect(theirs.allProducts.length).toBeGreaterThan(0);
    expect(theirs.surveyLogId).toBe(copy);
    expect(theirs.showEmailCapture).toBe(false); // its email came with it
    // Opened again: the same copy; by the taker: their own log.
    expect((await phone.get(path)).headers.location).toBe(`/quizresult?survey_log_id=${copy}`);
    expect((await taker.get(path)).headers.location).toBe(`/quizresult?survey_log_id=${id}`);

    // The shopper's data (docs/decisions/0150) holds the email and its link.
    const held = await dataOf(t.database.db, 'sam@example.com');
    expect(held.savedResultsEmails).toEqual([
      expect.objectContaining({ surveyLogId: id, link: expect.stringContaining(path) }),
    ]);

    // A changed link opens nothing (404); 30 days later the link has expired (410).
    const tampered = await phone.get(path.replace(id, `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`));
    expect(tampered.statusCode).toBe(404);
    expect(tampered.body).toContain('This link does not open any results');
    now = new Date(SAVED_AT.getTime() + 30 * DAY_MS - 1);
    expect((await (await Visitor.arrive(t.app, '/')).get(path)).statusCode).toBe(303);
    now = new Date(SAVED_AT.getTime() + 30 * DAY_MS);
    const expired = await (await Visitor.arrive(t.app, '/')).get(path);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    // The worker then deletes the expired row: nothing holds the address for nothing.
    await t.app.eGiftMailer!.deliverDue(now);
    expect((await dataOf(t.database.db, 'sam@example.com')).savedResultsEmails).toEqual([]);
  });

  it('the welcome-back overlay on the other browser; an unfinished quiz begun since, resumed there', async () => {
    now = SAVED_AT;
    const taker = await Visitor.arrive(t.app, '/quiz');
    const completed = await taker.postForm(completeQuizForm.path, {
      [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)),
    });
    const id = /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(completed.headers.location))![1]!;
    const save = taker.postJson(callUrl(saveResults, { surveyLogId: id }), {
      email: 'jo@example.com',
      source: 'saved_quiz_results',
    });
    expect((await save).statusCode).toBe(200);
    sent.length = 0;
    await t.app.eGiftMailer!.deliverDue(now);
    const link = linkIn(sent.find((email) => email.to === 'jo@example.com')!);
    const path = `${link.pathname}${link.search}`;
    const selfQuiz = async (who: Visitor) =>
      v.parse(
        getQuiz.response,
        (await who.get(callUrl(getQuiz, { quizType: 'self' }, { raw: true }))).json(),
      );

    const laptop = await Visitor.arrive(t.app, '/');
    await laptop.get(path);
    expect((await selfQuiz(laptop)).complete).toBe(true); // spec §2: the welcome-back overlay

    // The taker starts again; the next browser the link opens in resumes that quiz.
    const progress = await taker.postJson(callUrl(saveQuizProgress, { quizType: 'self' }, { raw: true }), {
      surveyLogId: null,
      progress: 10,
      answers: [{ questionCode: 'age', value: '41' }],
    });
    expect(progress.statusCode, progress.body).toBe(200);
    const phone = await Visitor.arrive(t.app, '/');
    await phone.get(path);
    const resumed = await selfQuiz(phone);
    expect(resumed.complete).toBe(false);
    expect(resumed.questions.find((question) => question.code === 'age')?.selected).toBe('41');
    // The laptop that had opened it before keeps what it had.
    expect((await selfQuiz(laptop)).complete).toBe(true);
  });
});

describe('Save Results past the visitor email limits (decisions 0144, 0158)', () => {
  const now = SAVED_AT;
  const sent: EmailContent[] = [];
  const t = useTestApp({
    clock: () => now,
    emailLimits: true,
    eGiftMail: { sender: { send: async (email) => void sent.push(email), close: () => {} }, pollMs: 0 },
  });

  it('saves the results all the same, and sends no email beyond the limit', async () => {
    // Six shoppers save their results to one address: a recipient gets at most five emails a day from
    // visitors.
    for (let quiz = 1; quiz <= 6; quiz += 1) {
      const taker = await Visitor.arrive(t.app, '/quiz');
      const completed = await taker.postForm(completeQuizForm.path, {
        [CRAFTING_FIELD]: JSON.stringify(quizSummary('self', EVERYTHING)),
      });
      const id = /survey_log_id=([A-Za-z0-9_-]+)/.exec(String(completed.headers.location))![1]!;
      const saved = await taker.postJson(callUrl(saveResults, { surveyLogId: id }), {
        email: 'limit@example.com',
        source: 'saved_quiz_results',
      });
      expect(saved.statusCode, `save ${quiz}: ${saved.body}`).toBe(200);
    }
    await t.app.eGiftMailer!.deliverDue(now);
    expect(sent.filter((email) => email.to === 'limit@example.com')).toHaveLength(5);
  });
});
