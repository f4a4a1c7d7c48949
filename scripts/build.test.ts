import { describe, expect, it } from 'vitest';
import { runSteps, STEPS } from './build.ts';

// docs/decisions/0085: one build script, named steps in order, each logged with its time.

/** A step that records that it ran and answers `said`. */
const step = (name: string, ran: string[], said?: string) => ({
  name,
  makes: name === 'one' ? 'a' : 'b',
  run: async () => {
    ran.push(name);
    return said;
  },
});

describe('npm run build', () => {
  it('runs the named steps in their order', () => {
    expect(STEPS.map((step) => step.name)).toEqual([
      'elements',
      'react peer',
      'standalone',
      'early presses',
      'server render',
      'demo',
      'manifest',
      'tarball',
      'hosts',
      'wordpress',
      'compress',
    ]);
  });

  it('logs each step as it starts and ends, with its time and what it said', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    await runSteps([step('one', ran, 'said'), step('two', ran)], (line) => lines.push(line));
    expect(ran).toEqual(['one', 'two']);
    expect(lines[0]).toBe('[1/2] one: a');
    expect(lines[1]).toMatch(/^ +one done in \d+\.\d s: said$/);
    expect(lines[2]).toBe('[2/2] two: b');
    expect(lines[3]).toMatch(/^ +two done in \d+\.\d s$/);
    expect(lines[4]).toMatch(/^Built in \d+\.\d s$/);
  });

  it('stops at a step that fails', async () => {
    const ran: string[] = [];
    await expect(
      runSteps(
        [{ name: 'one', makes: 'a', run: async () => Promise.reject(new Error('broken')) }, step('two', ran)],
        () => {},
      ),
    ).rejects.toThrow('broken');
    expect(ran).toEqual([]);
  });
});
