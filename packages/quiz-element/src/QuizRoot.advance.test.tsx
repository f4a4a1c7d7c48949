import { setPageConfig } from '@pc/shared/test';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OptionButtonsProps } from './components/OptionButtons.tsx';
import { renderQuiz } from './test/renderQuiz.tsx';

// The real OptionButtons, counted: which question each render was for.
const optionRenders = vi.hoisted(() => [] as string[]);
vi.mock('./components/OptionButtons.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./components/OptionButtons.tsx')>();
  return {
    ...actual,
    OptionButtons: (props: OptionButtonsProps) => {
      optionRenders.push(props.question.code);
      return actual.OptionButtons(props);
    },
  };
});

async function renderLoadedQuiz() {
  const { host } = renderQuiz();
  await screen.findByRole('button', { name: 'COMPLETE' });
  return host;
}

const radio = (code: string, text: string) =>
  within(screen.getByRole('radiogroup', { name: `Question ${code}` })).getByRole('radio', { name: text });

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'nonce-123' });
  window.history.replaceState(null, '', '/quiz');
  optionRenders.length = 0;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('an answer re-renders only what it changed (docs/decisions/0026)', () => {
  it('choosing an option renders that question again, not the others', async () => {
    await renderLoadedQuiz();
    await userEvent.click(radio('face_type', 'Text 1')); // the first answer starts the quiz
    optionRenders.length = 0;
    await userEvent.click(radio('deo_freq', 'Text 1'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question sweat_level' }));
    expect(optionRenders).toEqual(['deo_freq']);
  });

  it("an answer that shows or hides questions renders those too (spec §4: deo_freq 'never')", async () => {
    await renderLoadedQuiz();
    await userEvent.click(radio('deo_freq', 'Text 1'));
    optionRenders.length = 0;
    await userEvent.click(radio('deo_freq', 'Text 4'));
    // bo_level, sweat_pref and deo_care are hidden now: unmounted, not rendered.
    expect(screen.queryByRole('radiogroup', { name: 'Question bo_level' })).toBeNull();
    expect(optionRenders).toEqual(['deo_freq']);
    await userEvent.click(radio('deo_freq', 'Text 4'));
    expect(optionRenders.slice(1).sort()).toEqual(['bo_level', 'deo_care', 'deo_freq', 'sweat_pref']);
  });

  it('the ideal_bw title still follows the bs_bw answer (spec §4)', async () => {
    await renderLoadedQuiz();
    await userEvent.click(radio('bs_bw', 'Text soap'));
    expect(screen.getByRole('heading', { name: /Bar Soap/ })).toBeTruthy();
    await userEvent.click(radio('bs_bw', 'Text both'));
    expect(screen.getByRole('heading', { name: /ideal Soap/ })).toBeTruthy();
  });
});

describe('the scroll tracker and the advance (spec §9: scroll handling throttled at 200 ms)', () => {
  it('an answer and the scroll that follows it are measured once in a 200 ms window', async () => {
    const host = await renderLoadedQuiz();
    const quizRoot = host.querySelector('.quiz') as HTMLElement;
    const measures = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const rootMeasures = () => measures.mock.contexts.filter((element) => element === quizRoot).length;
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.advanceTimersByTime(1_000); // well past the last measure
    fireEvent.click(radio('deo_freq', 'Text 1'));
    fireEvent.scroll(window);
    fireEvent.scroll(window);
    expect(rootMeasures()).toBe(1);
    // The last position is handled once the window ends.
    vi.advanceTimersByTime(200);
    expect(rootMeasures()).toBe(2);
  });
});
