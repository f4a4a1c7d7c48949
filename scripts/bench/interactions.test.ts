import { describe, expect, it } from 'vitest';
import { EVENT_TIMING_FLOOR_MS, INTERACTION_SCENARIOS, longestInteraction } from './interactions.ts';

// docs/decisions/0200: a load's figure is its longest interaction; Event Timing reports nothing under 16 ms.
describe('longestInteraction', () => {
  it.each([
    [[], EVENT_TIMING_FLOOR_MS],
    [[24, 64, 40], 64],
    [[16], 16],
  ])('%j → %d ms', (durations, expected) => {
    expect(longestInteraction(durations)).toBe(expected);
  });
});

describe('the scenarios', () => {
  it('name a route of the table once each, with the moves they make', () => {
    const ids = INTERACTION_SCENARIOS.map((scenario) => scenario.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const scenario of INTERACTION_SCENARIOS) {
      expect(scenario.tag).toMatch(/^pc-/);
      expect(scenario.moves.length).toBeGreaterThan(10);
    }
  });
});
