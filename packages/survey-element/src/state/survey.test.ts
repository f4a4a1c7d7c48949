// @vitest-environment happy-dom
// (The API client says the page's language, read from the document: issue 43, api/client.ts.)
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
  // decision 0141: the options the page carries have loaded with it.
  it('shows the options the page gave from the start, and asks for none', () => {
    const state = createSurveyState('1001', () => {}, surveyOptions());
    expect(state.$phase.get()).toBe('options');
    expect(state.$options.get()).toEqual(surveyOptions());
    state.start()();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('an empty list given shows nothing, and asks for none', () => {
    const state = createSurveyState('1001', () => {}, []);
    state.start();
    expect(state.$phase.get()).toBe('closed');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('without options given, asks for them as it starts', async () => {
    const state = createSurveyState('1001', () => {});
    expect(state.$phase.get()).toBe('loading');
    state.start();
    await vi.waitFor(() => expect(state.$phase.get()).toBe('options'));
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

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

  // decision 0128: the way back and the thank-you.
  const nested = () => {
    const grandchild = { id: 'podcast-x-y', name: 'Y', children: [] };
    const child = { id: 'podcast-x', name: 'X', children: [grandchild] };
    return { top: { id: 'podcast', name: 'Podcast', children: [child] }, child, grandchild };
  };
  const ready = async (outcomes: string[] = []) => {
    const state = createSurveyState('1001', ({ outcome }) => outcomes.push(outcome));
    state.start();
    await vi.waitFor(() => expect(state.$phase.get()).toBe('options'));
    return state;
  };

  it('back goes up one follow-up at a time, to the options; only from a follow-up', async () => {
    const { top, child } = nested();
    const state = await ready();
    state.back();
    expect(state.$phase.get()).toBe('options');
    state.choose(top);
    state.back(); // during the 350 ms: nothing to go back from yet
    vi.advanceTimersByTime(350);
    state.choose(child);
    vi.advanceTimersByTime(350);
    expect(state.$followUp.get()?.id).toBe('podcast-x');
    state.back();
    expect([state.$phase.get(), state.$followUp.get()?.id]).toEqual(['followUp', 'podcast']);
    state.back();
    expect([state.$phase.get(), state.$followUp.get()]).toEqual(['options', null]);
  });

  it('the path after back leaves the option gone back from', async () => {
    const bodies: unknown[] = [];
    stubFetch((request) => {
      if (request.method === 'GET') return { body: surveyOptions() };
      bodies.push(JSON.parse(request.body!));
      return { body: { success: true } };
    });
    const { top, child, grandchild } = nested();
    const state = await ready();
    state.choose(top);
    vi.advanceTimersByTime(350);
    state.choose(child);
    vi.advanceTimersByTime(350);
    state.back();
    state.choose(child);
    vi.advanceTimersByTime(350);
    state.choose(grandchild);
    await vi.waitFor(() => expect(bodies).toHaveLength(4));
    expect(bodies.map((body) => (body as { results: string[] }).results)).toEqual([
      ['podcast'],
      ['podcast', 'podcast-x'],
      ['podcast', 'podcast-x'],
      ['podcast', 'podcast-x', 'podcast-x-y'],
    ]);
  });

  it('the last answer: sending, then thanks once stored, then closed 2 s later', async () => {
    const outcomes: string[] = [];
    const state = await ready(outcomes);
    const phases: [string, number][] = [];
    state.$phase.listen((phase) => phases.push([phase, Date.now()]));
    state.choose(surveyOptions().find((option) => option.children.length === 0)!);
    await vi.waitFor(() => expect(state.$phase.get()).toBe('thanks'));
    expect(outcomes).toEqual(['accepted']);
    vi.advanceTimersByTime(2000);
    expect(phases.map(([phase]) => phase)).toEqual(['sending', 'thanks', 'closed']);
    expect(phases[2]![1] - phases[1]![1]).toBe(2000);
  });

  it('asks for the order’s options; closing tells the store once (decision 0159), the thank-you’s close does not', async () => {
    const sent: string[] = [];
    stubFetch((request) => {
      sent.push(`${request.method} ${request.url}`);
      return request.method === 'GET' ? { body: surveyOptions() } : { body: { success: true } };
    });
    const state = await ready();
    state.dismiss();
    state.dismiss();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toMatch(/^GET .*\/post_purchase\/options\?order_id=1001$/);
    expect(sent[1]).toMatch(/^POST .*\/post_purchase\/closed$/);

    sent.length = 0;
    const answered = createSurveyState('1002', () => {}, surveyOptions());
    answered.choose(surveyOptions().find((option) => option.children.length === 0)!);
    await vi.waitFor(() => expect(answered.$phase.get()).toBe('thanks'));
    vi.advanceTimersByTime(2000);
    expect(answered.$phase.get()).toBe('closed');
    expect(sent).toEqual([expect.stringMatching(/^POST .*\/post_purchase\/events$/)]);
  });

  it('dismissed while the last answer is on its way: it closes, no thanks, the outcome is the answer’s', async () => {
    const outcomes: string[] = [];
    const state = await ready(outcomes);
    state.choose(surveyOptions().find((option) => option.children.length === 0)!);
    state.dismiss();
    expect(state.$phase.get()).toBe('closed');
    await vi.waitFor(() => expect(outcomes).toEqual(['accepted']));
    expect(state.$phase.get()).toBe('closed');
  });
});
