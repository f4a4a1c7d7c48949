import { stubFetch } from '@pc/shared/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { surveyOptions } from '../test/surveyFixture.ts';
import { createSurveyState, forgetSurveyOptionsForTests } from './survey.ts';

// spec §4 / §9: "a follow-up search for the children opens after 350 ms".

beforeEach(() => {
  vi.useFakeTimers();
  stubFetch((request) =>
    request.method === 'GET' ? { body: surveyOptions() } : { body: { success: true } },
  );
});
afterEach(() => {
  forgetSurveyOptionsForTests();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createSurveyState', () => {
  it('opens the follow-up 350 ms after a choice with children, not before', async () => {
    const state = createSurveyState('1001', () => {});
    state.start();
    await vi.waitFor(() => expect(state.$phase.get()).toBe('options'));
    state.choose(surveyOptions()[0]!);
    expect(state.$phase.get()).toBe('choosing');
    expect(state.$chosen.get()).toBe('podcast');
    vi.advanceTimersByTime(349);
    expect(state.$followUp.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(state.$phase.get()).toBe('followUp');
    expect(state.$followUp.get()?.id).toBe('podcast');
    expect(state.$chosen.get()).toBeNull();
  });

  it('a dismissal during the 350 ms keeps the follow-up from opening', async () => {
    const outcomes: string[] = [];
    const state = createSurveyState('1001', ({ outcome }) => outcomes.push(outcome));
    state.start();
    await vi.waitFor(() => expect(state.$phase.get()).toBe('options'));
    state.choose(surveyOptions()[0]!);
    state.dismiss();
    vi.advanceTimersByTime(400);
    expect(state.$phase.get()).toBe('closed');
    expect(state.$followUp.get()).toBeNull();
    expect(outcomes).toEqual(['dismissed']);
  });
});
