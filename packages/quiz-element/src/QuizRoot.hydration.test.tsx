import { HostContext } from '@pc/shared';
import type { Quiz, QuizPageData } from '@pc/shared/contract';
import { type HydrationCheck, serverRenderThenHydrate, setPageConfig, settleLoads } from '@pc/shared/test';
import { $user } from '@pc/shared/user';
import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cologneChunk, cologneReady, resetCologneChunkForTests } from './behaviour/cologneChunk.ts';
import { type QuizElementProps, QuizRoot } from './QuizRoot.tsx';
import { cologneQuiz, servedQuiz, stubQuizServer } from './test/quizServer.ts';

// design.md "First paint": the store server renders <pc-quiz>'s first view from the quiz routes' page data, the
// browser hydrates it. The server knows the page data, never the browser's own state (the user
// cookie, users/self), so the first render reads nothing else (docs/decisions/0024).

const sam = { id: 7, email: 'sam@example.com', firstName: 'Sam' };

let check: HydrationCheck | undefined;
beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-1' });
  window.history.replaceState(null, '', '/quiz');
});
afterEach(() => {
  check?.unmount();
  check = undefined;
  Cookies.remove('pc_current_user', { path: '/' });
  $user.set(null);
});

const pageData = (quiz: Quiz, switches: Partial<QuizPageData> = {}): QuizPageData => ({
  quiz,
  hideHair: false,
  hideScent: false,
  ...switches,
});

const quizElement = (props: QuizElementProps) => (
  <HostContext value={document.createElement('pc-quiz')}>
    <QuizRoot {...props} />
  </HostContext>
);

/** The identified customer of spec §6, as the browser knows them: the 30-minute user cookie. */
const customerCookie = () => Cookies.set('pc_current_user', JSON.stringify(sam));

const quizCalls = (sent: readonly { url: string; method: string }[]) =>
  sent.filter((request) => request.method === 'GET' && request.url.includes('/quizzes/'));

describe('<pc-quiz> starts from page data and hydrates its server render', () => {
  it('shows the questions at once, keeps every node and asks for no quiz', async () => {
    const { sent } = stubQuizServer();
    check = await serverRenderThenHydrate(
      quizElement({ type: 'self', pageData: pageData(servedQuiz('self')) }),
      customerCookie,
    );
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    // The server's HTML is the first view: the intro and the questions, not a loading state.
    expect(check.html).toContain('Ready to tailor your routine?');
    expect(check.html).toContain('Your name?');
    expect(check.html).not.toContain('class="skeleton"');
    expect(quizCalls(sent)).toEqual([]);
  });

  it("follows the query switches the server read, not the browser's address", async () => {
    stubQuizServer();
    // spec §4 hide_hair=y removes the hair questions; the server read it from the page's URL.
    const quiz = servedQuiz('self');
    const hair = quiz.questions.find((question) => question.group === 'hair')!;
    check = await serverRenderThenHydrate(
      quizElement({ type: 'self', pageData: pageData(quiz, { hideHair: true }) }),
    );
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(check.container.querySelector(`[data-question="${hair.code}"]`)).toBeNull();
  });

  it('welcomes an identified customer back after the first view (the user cookie is browser state)', async () => {
    const { sent } = stubQuizServer({ user: sam });
    check = await serverRenderThenHydrate(
      quizElement({ type: 'self', pageData: pageData(servedQuiz('self', { complete: true })) }),
      customerCookie,
    );
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    // spec §2 welcome-back overlay, with the first-name greeting (spec §6), once mounted.
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back, Sam!' });
    expect(within(dialog).getByRole('link', { name: 'VIEW YOUR ORDERS' })).toBeTruthy();
    expect(quizCalls(sent)).toEqual([]);
  });

  it('a continuation: its intro in the server render, no name question (spec §2, §4)', async () => {
    stubQuizServer();
    const continuation = servedQuiz('self', { surveyLogId: 'log-9' });
    check = await serverRenderThenHydrate(quizElement({ type: 'self', pageData: pageData(continuation) }));
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    const served = document.createElement('div');
    served.innerHTML = check.html;
    expect(served.textContent).toContain("We've launched new products \u2013 let's tailor them for you.");
    expect(served.textContent).not.toContain('Your name?');
  });

  it('saved progress showing the cologne question: its typeahead in the server render, hydrated once its chunk is in, every node kept', async () => {
    stubQuizServer();
    // The server render settles the chunk's load before it renders (serverElements.ts loadFirstViews);
    // the browser has not fetched it yet when it hydrates.
    await settleLoads([cologneReady]);
    check = await serverRenderThenHydrate(
      quizElement({ type: 'self', pageData: pageData(cologneQuiz('self', { fragrance_knowledge: '1' })) }),
      resetCologneChunkForTests,
    );
    expect(check.html).toMatch(/<input [^>]*role="combobox"/);
    await vi.waitFor(() => expect(cologneChunk.loaded()).not.toBeNull());
    const combobox = await screen.findByRole('combobox', { name: 'Question cologne' });
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
  });

  it('without page data (a CMS page) shows its loading view, then loads the quiz', async () => {
    const { sent } = stubQuizServer();
    check = await serverRenderThenHydrate(quizElement({ type: 'gift', pageData: null }));
    expect(check.problems).toEqual([]);
    expect(check.html).toContain('class="skeleton"');
    await screen.findByRole('heading', { name: 'Ready to give a personal gift?' });
    expect(quizCalls(sent).map((request) => request.url)).toEqual(['/wp-json/pc/v1/quizzes/gift']);
  });
});
