import { localeOf } from '@pc/shared/locale';
import { describe, expect, it } from 'vitest';
import en from './en-US.ts';
import es from './es-US.ts';
import { chatTexts } from './index.ts';

// issue 43: the chat speaks the page's language, by the rule the elements follow (localeOf).
describe('chatTexts', () => {
  it.each(['en', 'en-US', '', 'fr', 'es', 'es-US', 'ES-mx', ' es '])('lang "%s"', async (lang) => {
    expect(await chatTexts(lang)).toBe(localeOf(lang) === 'es-US' ? es : en);
  });

  it('is English at once', () => {
    expect(chatTexts('en-US')).toBe(en);
  });
});
