import { describe, expect, it, vi } from 'vitest';
import type { Messages } from './catalog.ts';
import { withOverrides } from './overrides.ts';

// docs/decisions/0210, issue 43 item 3: an author's own words by message id.
const messages = {
  title: 'HOW DID YOU FIND OUT ABOUT US?',
  matchCount: (d: { count: number }) => `${d.count} results available`,
} satisfies Messages;

describe('withOverrides', () => {
  it('gives the catalog’s own messages when no override names the catalog', () => {
    expect(withOverrides('survey', messages, {}, 'en-US')).toBe(messages);
    expect(withOverrides('survey', messages, { 'quiz.title': 'Quiz' }, 'en-US')).toBe(messages);
  });

  it('takes plain text at once, for a message with arguments too, and keeps the rest', () => {
    const overrides = { 'survey.title': 'How did you find us? {really}', 'survey.matchCount': 'Results' };
    const own = withOverrides('survey', messages, overrides, 'en-US') as typeof messages;
    expect(own.title).toBe('How did you find us? {really}');
    expect(own.matchCount({ count: 3 })).toBe('Results');
    expect(withOverrides('survey', messages, overrides, 'en-US')).toBe(own);
    expect(messages.title).toBe('HOW DID YOU FIND OUT ABOUT US?');
  });

  it('formats an ICU override of a message with arguments, in the locale, once its formatter is in', async () => {
    const overrides = {
      'survey.matchCount': '{count, plural, =0 {Nada} one {# opción} other {# opciones}}',
    };
    const pending = withOverrides('survey', messages, overrides, 'es-US');
    expect(pending).toBeInstanceOf(Promise);
    const own = (await pending) as typeof messages;
    expect([0, 1, 1200].map((count) => own.matchCount({ count }))).toEqual([
      'Nada',
      '1 opción',
      '1,200 opciones',
    ]);
    // read at once from now on, as React's `use` reads a settled promise
    expect(withOverrides('survey', messages, overrides, 'es-US')).toMatchObject({ status: 'fulfilled' });
  });

  it('keeps the default, with a warning, for an override that does not parse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const own = (await withOverrides(
      'survey',
      messages,
      { 'survey.matchCount': '{count, plural,' },
      'en-US',
    )) as typeof messages;
    expect(own.matchCount({ count: 2 })).toBe('2 results available');
    expect(warn.mock.calls[0]?.[0]).toContain('"survey.matchCount"');
    warn.mockRestore();
  });
});
