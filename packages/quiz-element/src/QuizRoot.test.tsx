import { $nonce, HostContext, type PcAnalyticsDetail } from '@pc/shared';
import { setPageConfig } from '@pc/shared/test';
import { $user } from '@pc/shared/user';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMethod } from './behaviour/resetMethod.ts';
import { QuizRoot, resetQuizTypeWarningForTests } from './QuizRoot.tsx';
import { PROGRESS_SAVE_DELAY_MS } from './state/quizState.ts';
import { servedQuiz, smallQuiz } from './test/quizServer.ts';
import { renderQuiz } from './test/renderQuiz.tsx';

function recordAnalytics() {
  const events: PcAnalyticsDetail[] = [];
  const listener = (event: WindowEventMap['pc-analytics']) => events.push(event.detail);
  window.addEventListener('pc-analytics', listener);
  return { events, stop: () => window.removeEventListener('pc-analytics', listener) };
}

let analytics: ReturnType<typeof recordAnalytics>;

/** Waits until the quiz has loaded (its COMPLETE button is there). */
const loaded = () => screen.findByRole('button', { name: 'COMPLETE' });
const group = (code: string) => screen.getByRole('radiogroup', { name: `Question ${code}` });
const radio = (code: string, text: string) => within(group(code)).getByRole('radio', { name: text });
const heading = (name: string) => screen.getByRole('heading', { name });

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-123' });
  // The page nonce is read once per page, when @pc/shared loads; this test page changes it here.
  $nonce.set('nonce-123');
  analytics = recordAnalytics();
  window.history.replaceState(null, '', '/quiz');
});

afterEach(() => {
  cleanup();
  analytics.stop();
  document.body.innerHTML = '';
  Cookies.remove('pc_current_user', { path: '/' });
  $user.set(null); // the next test's visitor is anonymous unless it sets the identity cookie
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('intro (spec §2 Quiz screen)', () => {
  it("self: 'Ready to tailor your routine?'", async () => {
    await renderQuiz({ type: 'self' });
    await loaded();
    expect(heading('Ready to tailor your routine?')).toBeTruthy();
  });

  it("gift: 'Ready to give a personal gift?', loading /quizzes/gift", async () => {
    const { sent } = await renderQuiz({ type: 'gift' });
    await loaded();
    expect(heading('Ready to give a personal gift?')).toBeTruthy();
    expect(sent[0]?.url).toBe('/wp-json/pc/v1/quizzes/gift');
  });

  it("creator paths: 'Hey {channel} fans'", async () => {
    await renderQuiz({ type: 'self', channel: 'The Beard Club' });
    await loaded();
    expect(screen.getByText('Hey The Beard Club fans')).toBeTruthy();
  });

  it('continuation (spec §4: surveyLogId, not complete): its intro, and the name question hidden (spec §2)', async () => {
    await renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { surveyLogId: 'log-9' }) });
    await loaded();
    expect(heading("We've launched new products \u2013 let's tailor them for you.")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your name?' })).toBeNull();
  });

  it('no-name-question hides the optional name question (spec §2: quizq1)', async () => {
    await renderQuiz({ type: 'self', noNameQuestion: true });
    await loaded();
    expect(screen.queryByRole('heading', { name: 'Your name?' })).toBeNull();
    expect(heading('Question age')).toBeTruthy();
  });

  it('an unknown type is treated as self, with one console warning (spec §5)', async () => {
    resetQuizTypeWarningForTests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sent, rerender, host } = await renderQuiz({ type: 'gifts' });
    await loaded();
    rerender(
      <HostContext value={host}>
        <QuizRoot type="other" />
      </HostContext>,
    );
    expect(sent[0]?.url).toBe('/wp-json/pc/v1/quizzes/self');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('no type at all is the default, self, with no warning (issue 42: the docs’ bare <pc-quiz>)', async () => {
    resetQuizTypeWarningForTests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sent } = await renderQuiz({ type: null as unknown as string });
    await loaded();
    expect(sent[0]?.url).toBe('/wp-json/pc/v1/quizzes/self');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('question types (spec §3 Question)', () => {
  it('number: age with placeholder, min 0, max 120, labelled by the question (spec §5)', async () => {
    await renderQuiz();
    await loaded();
    const age = screen.getByRole('spinbutton', { name: 'Question age' });
    expect(age.getAttribute('placeholder')).toBe('Enter Age');
    expect(age.getAttribute('min')).toBe('0');
    expect(age.getAttribute('max')).toBe('120');
  });

  it('slider: its image and a labelled range telling the option text', async () => {
    await renderQuiz();
    await loaded();
    const slider = screen.getByRole('slider', { name: 'Question night_out' });
    expect(slider.getAttribute('max')).toBe('2');
    expect(slider.getAttribute('aria-valuetext')).toBe('Text 2 (not chosen yet)');
    fireEvent.change(slider, { target: { value: '0' } });
    expect(slider.getAttribute('aria-valuetext')).toBe('Text 1');
    expect(slider.closest('[data-question]')?.querySelector('img')?.getAttribute('src')).toBe('night.png');
  });

  it('cologne: a combobox, shown once fragrance_knowledge is not 0 (spec §4)', async () => {
    await renderQuiz();
    await loaded();
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(radio('fragrance_knowledge', 'Text 1'));
    // Its typeahead comes on the shopper's way (QuizRoot.chunks.test.tsx: a plain field meanwhile).
    expect(await screen.findByRole('combobox', { name: 'Question cologne' })).toBeTruthy();
  });

  it('options: a radio group labelled by the question, icons for icon options', async () => {
    await renderQuiz();
    await loaded();
    await userEvent.click(radio('hair_type', 'Text wavy'));
    const length = radio('hair_length', 'Text short');
    // spec §4: hair_length's icons follow the hair type.
    expect(length.querySelector('img')?.getAttribute('src')).toBe('hair_length_short_wavy.svg');
    expect(length.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('text: the optional name, trimmed and at most 25 characters (spec §5, §9)', async () => {
    const { progressSaves } = await renderQuiz();
    await loaded();
    const name = screen.getByRole('textbox', { name: 'Your name?' });
    expect(name.getAttribute('maxlength')).toBe('25');
    await userEvent.type(name, '  Sam  ');
    await userEvent.tab();
    expect((name as HTMLInputElement).value).toBe('Sam');
    await vi.waitFor(() =>
      expect(progressSaves().at(-1)?.answers[0]).toEqual({ questionCode: 'name', value: 'Sam' }),
    );
  });

  it('the question text follows the quiz type and ideal_bw names the product (spec §3, §4)', async () => {
    await renderQuiz({ type: 'gift' });
    await loaded();
    expect(heading('Their name?')).toBeTruthy();
    expect(heading('Their ideal Body Wash?')).toBeTruthy();
    await userEvent.click(radio('bs_bw', 'Text soap'));
    expect(heading('Their ideal Bar Soap?')).toBeTruthy();
  });

  it('options hidden by the rules are not rendered (spec §4: unsupported in the gift quiz)', async () => {
    await renderQuiz({ type: 'gift' });
    await loaded();
    expect(within(group('personality')).queryByRole('radio', { name: 'Text calm' })).toBeNull();
    expect(within(group('personality')).getByRole('radio', { name: 'Text bold' })).toBeTruthy();
  });

  it('hide_hair=y removes the hair questions in the self quiz only (spec §4)', async () => {
    window.history.replaceState(null, '', '/quiz?hide_hair=y&hide_scent=y');
    await renderQuiz({ type: 'self' });
    await loaded();
    expect(screen.queryByRole('radiogroup', { name: 'Question hair_type' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Question fragrance_knowledge' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Question age' })).toBeNull();
    cleanup();
    await renderQuiz({ type: 'gift' });
    await loaded();
    expect(group('hair_type')).toBeTruthy();
  });
});

describe('selecting (spec §4 Quiz)', () => {
  it('choosing the selected value deselects it', async () => {
    await renderQuiz();
    await loaded();
    const option = radio('deo_freq', 'Text 1');
    await userEvent.click(option);
    expect(option.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(option);
    expect(option.getAttribute('aria-checked')).toBe('false');
  });

  it("the first selection fires 'Quiz Started' once with the type and shows the tracker", async () => {
    await renderQuiz({ type: 'gift' });
    await loaded();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(radio('relationship', 'Text 0'));
    await userEvent.click(radio('deo_freq', 'Text 1'));
    expect(analytics.events).toEqual([{ event: 'Quiz Started', properties: { type: 'gift' } }]);
    const progress = screen.getByRole('progressbar', { name: 'Quiz progress' });
    expect(progress.getAttribute('aria-valuemin')).toBe('0');
    expect(progress.getAttribute('aria-valuemax')).toBe('100');
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('list', { name: 'Quiz sections' }).textContent).toBe('YouThemBodyScentFaceHair');
  });

  it('advance: after a choice, scrolls to the next visible question and focuses it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await renderQuiz();
    await loaded();
    // spec §4: deo_freq 'never' (4) hides bo_level, sweat_pref and deo_care; sweat_level is next.
    await userEvent.click(radio('deo_freq', 'Text 4'));
    const next = heading('Question sweat_level');
    expect(document.activeElement).toBe(next);
    expect(scrolled.mock.contexts.at(-1)).toBe(next.closest('[data-question]'));
    await userEvent.click(radio('sweat_level', 'Text a'));
    expect(document.activeElement).toBe(heading('Question bs_bw'));
  });

  it('advance reaches a question the choice just revealed (hair_type reveals hair_freq)', async () => {
    await renderQuiz();
    await loaded();
    await userEvent.click(radio('hair_type', 'Text wavy'));
    expect(document.activeElement).toBe(heading('Question hair_freq'));
  });

  it("no advance after 'other': its free-text field shows instead (spec §4; docs/decisions/0004)", async () => {
    const { progressSaves } = await renderQuiz();
    await loaded();
    await userEvent.click(radio('hair_type', 'Text straight'));
    const other = radio('hair_need', 'Text other');
    await userEvent.click(other);
    expect(document.activeElement).toBe(other);
    const field = screen.getByRole('textbox', { name: 'Text other' });
    expect(field.getAttribute('placeholder')).toBe('Tell us more');
    await userEvent.type(field, 'Shine');
    await vi.waitFor(() =>
      expect(progressSaves().at(-1)?.answers).toContainEqual({
        questionCode: 'hair_need',
        value: 'other',
        otherText: 'Shine',
      }),
    );
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading('Question hair_length'));
  });

  it('no advance for a slider with an image (spec §4)', async () => {
    await renderQuiz();
    await loaded();
    const slider = screen.getByRole('slider', { name: 'Question night_out' });
    slider.focus();
    fireEvent.change(slider, { target: { value: '1' } });
    fireEvent.pointerUp(slider);
    expect(document.activeElement).toBe(slider);
    expect(slider.getAttribute('aria-valuetext')).toBe('Text 2');
  });

  it('arrow keys move and check within a radio group (WAI-ARIA), without advancing', async () => {
    await renderQuiz();
    await loaded();
    const first = radio('deo_freq', 'Text 0');
    expect(first.tabIndex).toBe(0);
    expect(radio('deo_freq', 'Text 1').tabIndex).toBe(-1);
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    const second = radio('deo_freq', 'Text 1');
    expect(document.activeElement).toBe(second);
    expect(second.getAttribute('aria-checked')).toBe('true');
    expect(second.tabIndex).toBe(0);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(radio('deo_freq', 'Text 4'));
    expect(radio('deo_freq', 'Text 4').getAttribute('aria-checked')).toBe('true');
  });
});

describe('the age field (spec §5: above 120 → 120, zero or below → empty)', () => {
  it.each([
    ['150', '120'],
    ['0', ''],
    ['-3', ''],
    ['34', '34'],
  ])('%s becomes %j on blur', async (typed, shown) => {
    await renderQuiz();
    await loaded();
    const age = screen.getByRole('spinbutton', { name: 'Question age' }) as HTMLInputElement;
    await userEvent.type(age, typed);
    expect(age.value).toBe(typed);
    await userEvent.click(radio('deo_freq', 'Text 0'));
    expect(age.value).toBe(shown);
  });

  it('typing does not advance; Enter clamps, commits and advances (spec §4)', async () => {
    const { progressSaves } = await renderQuiz();
    await loaded();
    const age = screen.getByRole('spinbutton', { name: 'Question age' }) as HTMLInputElement;
    await userEvent.type(age, '130');
    expect(document.activeElement).toBe(age);
    await userEvent.keyboard('{Enter}');
    expect(age.value).toBe('120');
    expect(document.activeElement).toBe(heading('Question deo_freq'));
    await vi.waitFor(() =>
      expect(progressSaves().at(-1)?.answers[1]).toEqual({ questionCode: 'age', value: '120' }),
    );
  });

  it('leaving the field to nowhere (a tap on the page) commits and advances (spec §4: on blur)', async () => {
    await renderQuiz();
    await loaded();
    const age = screen.getByRole('spinbutton', { name: 'Question age' }) as HTMLInputElement;
    await userEvent.type(age, '200');
    fireEvent.blur(age, { relatedTarget: null });
    expect(age.value).toBe('120');
    expect(document.activeElement).toBe(heading('Question deo_freq'));
  });

  it('Enter on an empty age does not advance', async () => {
    await renderQuiz();
    await loaded();
    const age = screen.getByRole('spinbutton', { name: 'Question age' });
    age.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(age);
  });
});

describe('COMPLETE (spec §4 Completion)', () => {
  it('after a reload the timer counts from the start kept with the progress (spec §4; decision 0165)', async () => {
    const saved = smallQuiz('self', { startedAt: 1_000_000 });
    saved.questions = saved.questions.map((q) =>
      q.code === 'age' ? { ...q, selected: '34' } : q.code === 'deo_freq' ? { ...q, selected: '0' } : q,
    );
    vi.spyOn(Date, 'now').mockReturnValue(1_500_000); // the page reloaded 500 s after the first selection
    const { progressSaves } = await renderQuiz({ type: 'self' }, { quiz: saved });
    const complete = (await loaded()) as HTMLButtonElement;
    vi.spyOn(Date, 'now').mockReturnValue(1_600_000);
    await userEvent.click(screen.getByRole('radio', { name: 'Twice a day' }));
    await vi.waitFor(() => expect(progressSaves()).toHaveLength(1));
    expect(progressSaves()[0]).toMatchObject({ startedAt: 1_000_000 });
    const posted: FormData[] = [];
    const onSubmit = (event: Event) => {
      posted.push(new FormData(event.target as HTMLFormElement));
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    await userEvent.click(complete);
    document.removeEventListener('submit', onSubmit);
    expect(JSON.parse(String(posted[0]?.get('quiz_summary')))).toMatchObject({ durationInSeconds: 600 });
  });

  it('is disabled until every visible question is answered, then posts the summary to /crafting', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { host } = await renderQuiz({ type: 'self' }, { quiz: smallQuiz('self') });
    const complete = (await loaded()) as HTMLButtonElement;
    expect(complete.disabled).toBe(true);

    await userEvent.type(screen.getByRole('spinbutton', { name: 'How old are you?' }), '34{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: 'Every day' }));
    expect(complete.disabled).toBe(true);
    vi.spyOn(Date, 'now').mockReturnValue(1_042_400);
    await userEvent.click(screen.getByRole('radio', { name: 'Twice a day' }));
    // spec §2: the optional name does not block completion.
    expect(complete.disabled).toBe(false);
    expect(screen.getByRole('status', { hidden: true }).textContent).toContain('Every question is answered');

    const form = host.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/crafting');
    const posted: FormData[] = [];
    const onSubmit = (event: Event) => {
      posted.push(new FormData(event.target as HTMLFormElement));
      event.preventDefault(); // no navigation in the test
    };
    document.addEventListener('submit', onSubmit);
    const unload = new Event('beforeunload', { cancelable: true });
    await userEvent.click(complete);
    document.removeEventListener('submit', onSubmit);

    expect(posted).toHaveLength(1);
    expect(posted[0]?.get('_wpnonce')).toBe('nonce-123');
    // issue 43: the store's page for a failed post speaks the quiz's language (LOCALE_FIELD).
    expect(posted[0]?.get('pc_locale')).toBe('en-US');
    expect(JSON.parse(String(posted[0]?.get('quiz_summary')))).toEqual({
      quizId: 1,
      type: 'self',
      version: 3,
      durationInSeconds: 42,
      answers: [
        {
          questionCode: 'age',
          questionText: 'How old are you?',
          answerValue: '34',
          answerCode: 'age',
          answerText: '34',
        },
        {
          questionCode: 'deo_freq',
          questionText: 'How often do you use deodorant?',
          answerValue: '0',
          answerCode: 'opt_0',
          answerText: 'Every day',
        },
        {
          questionCode: 'shower_freq',
          questionText: 'How often do you shower?',
          answerValue: 'twice',
          answerCode: 'opt_twice',
          answerText: 'Twice a day',
        },
      ],
    });
    // The unload prompt is off once COMPLETE was pressed.
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    // A second press while the post is on its way sends nothing.
    const again: Event[] = [];
    const onSecond = (event: Event) => again.push(event);
    document.addEventListener('submit', onSecond);
    await userEvent.click(complete);
    document.removeEventListener('submit', onSecond);
    expect(again[0]?.defaultPrevented).toBe(true);
  });

  it('any selection makes a complete quiz incomplete again (deselect)', async () => {
    await renderQuiz({ type: 'self' }, { quiz: smallQuiz('self') });
    const complete = (await loaded()) as HTMLButtonElement;
    await userEvent.type(screen.getByRole('spinbutton', { name: 'How old are you?' }), '34{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: 'Every day' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Once a day' }));
    expect(complete.disabled).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Once a day' }));
    expect(complete.disabled).toBe(true);
  });

  it('a continuation sends its surveyLogId (spec §3 Quiz summary)', async () => {
    const { host } = await renderQuiz(
      { type: 'self' },
      { quiz: smallQuiz('self', { surveyLogId: 'log-7' }) },
    );
    const complete = await loaded();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'How old are you?' }), '34{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: 'Never' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Once a day' }));
    let summary: Record<string, unknown> = {};
    const onSubmit = (event: Event) => {
      summary = JSON.parse(String(new FormData(event.target as HTMLFormElement).get('quiz_summary')));
      event.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    await userEvent.click(complete);
    document.removeEventListener('submit', onSubmit);
    expect(summary.surveyLogId).toBe('log-7');
    expect(host.querySelector('input[name="quiz_summary"]')).toBeTruthy();
  });
});

describe('welcome-back overlay (spec §2: self quiz, already complete)', () => {
  const sam = { id: 7, email: 'sam@example.com', firstName: 'Sam' };

  it("anonymous visitors: 'Welcome back!' and SEE MY RESULTS to /quizresult", async () => {
    await renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { complete: true }), user: null });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back!' });
    expect(within(dialog).getByRole('link', { name: 'SEE MY RESULTS' }).getAttribute('href')).toBe(
      '/quizresult',
    );
    expect(within(dialog).queryByRole('link', { name: 'VIEW YOUR ORDERS' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'RETAKE SURVEY' })).toBeTruthy();
  });

  it("identified customers: 'Welcome back, Sam!' and VIEW YOUR ORDERS to /account/orders", async () => {
    Cookies.set('pc_current_user', JSON.stringify(sam));
    await renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { complete: true }), user: sam });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back, Sam!' });
    expect(within(dialog).getByRole('link', { name: 'VIEW YOUR ORDERS' }).getAttribute('href')).toBe(
      '/account/orders',
    );
    expect(within(dialog).queryByRole('link', { name: 'SEE MY RESULTS' })).toBeNull();
  });

  it('its link asks the host to navigate (pc-navigate), which a router may take over', async () => {
    Cookies.set('pc_current_user', JSON.stringify(sam));
    const { host } = await renderQuiz(
      { type: 'self' },
      { quiz: servedQuiz('self', { complete: true }), user: sam },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back, Sam!' });
    const asked: string[] = [];
    host.addEventListener('pc-navigate', (event) => {
      asked.push(event.detail.href);
      event.preventDefault();
    });
    await userEvent.click(within(dialog).getByRole('link', { name: 'VIEW YOUR ORDERS' }));
    expect(asked).toEqual(['/account/orders']);
  });

  it('RETAKE SURVEY clears the answers and continues at the first question', async () => {
    const answered = servedQuiz('self', { complete: true });
    answered.questions = answered.questions.map((q) => (q.code === 'deo_freq' ? { ...q, selected: '1' } : q));
    const { progressSaves } = await renderQuiz({ type: 'self' }, { quiz: answered });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back!' });
    expect(radio('deo_freq', 'Text 1').getAttribute('aria-checked')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'RETAKE SURVEY' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(radio('deo_freq', 'Text 1').getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(heading('Your name?'));
    await vi.waitFor(() => expect(progressSaves()).toHaveLength(1));
    expect(progressSaves()[0].answers.every((answer: { value: unknown }) => answer.value === null)).toBe(
      true,
    );
    // The quiz starts again with the next selection.
    await userEvent.click(radio('deo_freq', 'Text 2'));
    expect(analytics.events.map((e) => e.event)).toEqual(['Quiz Started']);
  });

  it('the element’s reset() does what RETAKE SURVEY does (issue 46 item 2)', async () => {
    const { host } = await renderQuiz({ type: 'self' });
    await loaded();
    await userEvent.click(radio('deo_freq', 'Text 1'));
    expect(radio('deo_freq', 'Text 1').getAttribute('aria-checked')).toBe('true');
    await act(async () => resetMethod.reset.call(host));
    expect(radio('deo_freq', 'Text 1').getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(heading('Your name?'));
    // The quiz starts again with the next selection.
    await userEvent.click(radio('deo_freq', 'Text 2'));
    expect(analytics.events.map((e) => e.event)).toEqual(['Quiz Started', 'Quiz Started']);
  });

  it('Escape closes it and shows the quiz with its answers', async () => {
    await renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { complete: true }) });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back!' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the gift quiz has no welcome-back overlay', async () => {
    await renderQuiz({ type: 'gift' }, { quiz: servedQuiz('gift', { complete: true }) });
    await loaded();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('leaving (spec §4 Leaving)', () => {
  function pageLink(href = '/contact') {
    const link = document.createElement('a');
    link.href = href;
    link.textContent = 'Contact';
    document.body.append(link);
    return link;
  }

  it('an unstarted quiz leaves at once: no overlay, no event', async () => {
    await renderQuiz();
    await loaded();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    pageLink().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    expect(analytics.events).toEqual([]);
  });

  it('a started quiz holds a link back with LOSE PROGRESS?; CONTINUE QUIZ closes it', async () => {
    await renderQuiz();
    await loaded();
    await userEvent.click(radio('deo_freq', 'Text 1'));
    const link = pageLink();
    link.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    const dialog = screen.getByRole('dialog', { name: 'LOSE PROGRESS?' });
    expect(
      within(dialog).getByText('If you leave this page you will lose all progress on the quiz.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'CONTINUE QUIZ' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(analytics.events.map((e) => e.event)).toEqual(['Quiz Started']);
  });

  it("LEAVE PAGE fires 'Quiz Abandoned' and loads the page, without the unload prompt", async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderQuiz({ type: 'gift' });
    await loaded();
    await userEvent.click(radio('deo_freq', 'Text 1'));
    act(() => {
      pageLink('/contact').dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'LEAVE PAGE' }));
    expect(analytics.events.map((e) => e.event)).toEqual(['Quiz Started', 'Quiz Abandoned']);
    expect(analytics.events[1]?.properties).toEqual({ type: 'gift' });
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/contact`);
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
  });

  it("LEAVE PAGE's page load fires no second 'Quiz Abandoned' (its pagehide)", async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderQuiz();
    await loaded();
    await userEvent.click(radio('deo_freq', 'Text 1'));
    act(() => {
      pageLink('/contact').dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'LEAVE PAGE' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(analytics.events.map((e) => e.event)).toEqual(['Quiz Started', 'Quiz Abandoned']);
  });

  it("reload, closing the tab or a typed address (pagehide) fires 'Quiz Abandoned' once, as a beacon", async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-123', analyticsBeaconUrl: '/collect' });
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    await renderQuiz({ type: 'gift' });
    await loaded();
    await userEvent.click(radio('deo_freq', 'Text 1'));
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(analytics.events.map((e) => e.event)).toEqual(['Quiz Started', 'Quiz Abandoned']);
    expect(analytics.events[1]?.properties).toEqual({ type: 'gift' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(sendBeacon.mock.calls[0]?.[1]))).toMatchObject({
      event: 'Quiz Abandoned',
      properties: { type: 'gift' },
    });
  });

  it("an unstarted quiz's pagehide fires nothing", async () => {
    await renderQuiz();
    await loaded();
    window.dispatchEvent(new Event('pagehide'));
    expect(analytics.events).toEqual([]);
  });

  it("COMPLETE's post to /crafting fires no 'Quiz Abandoned'", async () => {
    await renderQuiz({ type: 'self' }, { quiz: smallQuiz('self') });
    const complete = await loaded();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'How old are you?' }), '34{Enter}');
    await userEvent.click(screen.getByRole('radio', { name: 'Every day' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Once a day' }));
    const onSubmit = (event: Event) => event.preventDefault(); // no navigation in the test
    document.addEventListener('submit', onSubmit);
    await userEvent.click(complete);
    document.removeEventListener('submit', onSubmit);
    window.dispatchEvent(new Event('pagehide'));
    expect(analytics.events.map((e) => e.event)).toEqual(['Quiz Started']);
  });

  it('a quiz the server reports complete (welcome back) fires nothing on pagehide', async () => {
    await renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { complete: true }) });
    await screen.findByRole('dialog', { name: 'Welcome back!' });
    window.dispatchEvent(new Event('pagehide'));
    expect(analytics.events).toEqual([]);
  });

  it('a started quiz prompts on unload (beforeunload)', async () => {
    await renderQuiz();
    await loaded();
    await userEvent.click(radio('deo_freq', 'Text 1'));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('cancels a single-spa route change of a started quiz and asks', async () => {
    await renderQuiz();
    await loaded();
    await userEvent.click(radio('deo_freq', 'Text 1'));
    const cancelNavigation = vi.fn();
    act(() => {
      window.dispatchEvent(
        new CustomEvent('single-spa:before-routing-event', {
          detail: {
            oldUrl: `${window.location.origin}/quiz`,
            newUrl: `${window.location.origin}/gift-cards`,
            cancelNavigation,
          },
        }),
      );
    });
    expect(cancelNavigation).toHaveBeenCalledWith(true);
    expect(screen.getByRole('dialog', { name: 'LOSE PROGRESS?' })).toBeTruthy();
  });

  it('a quiz reloaded with saved answers counts as started (decision), without a new Quiz Started', async () => {
    const saved = servedQuiz('self');
    saved.questions = saved.questions.map((q) => (q.code === 'deo_freq' ? { ...q, selected: '1' } : q));
    await renderQuiz({ type: 'self' }, { quiz: saved });
    await loaded();
    expect(radio('deo_freq', 'Text 1').getAttribute('aria-checked')).toBe('true');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(analytics.events).toEqual([]);
  });
});

describe('load failure (spec §8 "Quiz load … fail: silently ignored")', () => {
  it('shows nothing of the quiz, the tag’s own content in its place, and tells the console once (0185)', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sent } = await renderQuiz({ type: 'self' }, { failLoads: 1 });
    await vi.waitFor(() => expect(sent.filter((r) => r.url.endsWith('/quizzes/self'))).toHaveLength(1));
    await vi.waitFor(() => expect(document.querySelector('.skeleton')).toBeNull());
    const root = document.querySelector('[part="quiz"]')!;
    expect(root.textContent).toBe('');
    // The slot: a page's fallback inside <pc-quiz> shows there; the store's own pages put none.
    expect(root.querySelector('slot')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toContain('the store did not give the quiz');
  });
});

describe('progress (saved as the shopper answers, restored on reload)', () => {
  it(`saves ${PROGRESS_SAVE_DELAY_MS} ms after the last change, once for a burst, with progress 0..100`, async () => {
    const { progressSaves } = await renderQuiz({ type: 'self' }, { quiz: smallQuiz('self') });
    await loaded();
    await userEvent.click(screen.getByRole('radio', { name: 'Every day' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Once a day' }));
    expect(progressSaves()).toHaveLength(0);
    await vi.waitFor(() => expect(progressSaves()).toHaveLength(1));
    expect(progressSaves()[0]).toEqual({
      surveyLogId: null,
      startedAt: expect.any(Number), // the first selection's instant (decision 0165)
      progress: 66,
      answers: [
        { questionCode: 'name', value: null },
        { questionCode: 'age', value: null },
        { questionCode: 'deo_freq', value: '0' },
        { questionCode: 'shower_freq', value: 'daily' },
      ],
    });
  });
});

describe('continuation auto-scroll (spec §4: after 2 s, if the user has not scrolled)', () => {
  it('scrolls to the first question after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { surveyLogId: 'log-1' }) });
    await loaded();
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(scrolled).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(scrolled.mock.contexts[0]).toBe(heading('Question age').closest('[data-question]'));
  });

  it('does not scroll once the user has scrolled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    await renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { surveyLogId: 'log-1' }) });
    await loaded();
    window.dispatchEvent(new Event('scroll'));
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('does not scroll a page the shopper scrolled before the quiz ran (a server render not yet hydrated)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(120);
    await renderQuiz({ type: 'self' }, { quiz: servedQuiz('self', { surveyLogId: 'log-1' }) });
    await loaded();
    act(() => {
      vi.advanceTimersByTime(2500);
    });
    expect(scrolled).not.toHaveBeenCalled();
  });
});

// issue 43, docs/decisions/0210: the quiz in the shop's second language, by `#pc-config`'s locale; its
// es-US catalog is fetched then, and the element's own words are es-US.json's (the questions are the store's).
describe('<pc-quiz> in es-US', () => {
  it("speaks Spanish by #pc-config's locale: the overlays, the intro, the age field and COMPLETAR", async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-123', locale: 'es-US' });
    // Its first render waits for the catalog (React's `use`): the test waits with it.
    await act(async () => {
      renderQuiz(
        { type: 'self', channel: 'Gym Talk' },
        { quiz: servedQuiz('self', { complete: true }), user: null },
      );
    });
    const welcome = await screen.findByRole('dialog', { name: '¡Hola de nuevo!' });
    expect(within(welcome).getByText('Ya personalizaste tu rutina.')).toBeTruthy();
    expect(within(welcome).getByRole('link', { name: 'VER MIS RESULTADOS' }).getAttribute('href')).toBe(
      '/quizresult',
    );
    expect(within(welcome).getByRole('button', { name: 'REPETIR EL CUESTIONARIO' })).toBeTruthy();
    fireEvent(welcome, new Event('cancel', { cancelable: true }));

    expect(heading('¿Todo listo para personalizar tu rutina?')).toBeTruthy();
    expect(screen.getByText('Hola, fans de Gym Talk')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Question age' }).getAttribute('placeholder')).toBe(
      'Ingresa tu edad',
    );
    expect(screen.getByRole('button', { name: 'COMPLETAR' })).toBeTruthy();

    await userEvent.click(radio('deo_freq', 'Text 2'));
    expect(screen.getByRole('list', { name: 'Secciones del cuestionario' }).textContent).toContain('Cuerpo');
    expect(screen.getByRole('progressbar', { name: 'Progreso del cuestionario' })).toBeTruthy();
    const link = document.createElement('a');
    link.href = '/contact';
    document.body.append(link);
    act(() => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    const leaving = await screen.findByRole('dialog', { name: '¿PERDER TU PROGRESO?' });
    expect(within(leaving).getByRole('button', { name: 'CONTINUAR EL CUESTIONARIO' })).toBeTruthy();
    expect(within(leaving).getByRole('button', { name: 'SALIR DE LA PÁGINA' })).toBeTruthy();
  });
});
