// @vitest-environment happy-dom
import { setPageConfig } from '@pc/shared/test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element.ts';
import { stubQuizServer } from './test/quizServer.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<pc-quiz> registration', () => {
  it('maps type, channel and no-name-question and renders into an open shadow root with adopted styles', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc' });
    const { sent } = stubQuizServer();
    document.body.innerHTML = '<pc-quiz type="gift" channel="The Beard Club" no-name-question></pc-quiz>';
    const element = document.querySelector('pc-quiz')!;
    // Defined once its stylesheets are in (docs/decisions/0071).
    await customElements.whenDefined('pc-quiz');
    const root = element.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('.complete')).not.toBeNull());
    expect(sent[0]?.url).toBe('/wp-json/pc/v1/quizzes/gift');
    expect(root.querySelector('.intro__greeting')?.textContent).toBe('Hey The Beard Club fans');
    expect(root.querySelector('[data-question="name"]')).toBeNull();
    expect(root.querySelector('style')).toBeNull();
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(element.noNameQuestion).toBe(true);
  });
});
