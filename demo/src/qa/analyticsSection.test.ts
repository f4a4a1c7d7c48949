import { afterEach, describe, expect, it } from 'vitest';
import { analyticsSection } from './analyticsSection.ts';

const fire = (event: string, properties: object = {}) =>
  window.dispatchEvent(new CustomEvent('pc-analytics', { detail: { event, properties } }));

const names = (section: HTMLElement) =>
  [...section.querySelectorAll('.qa-event-name')].map((node) => node.textContent);

afterEach(() => sessionStorage.clear());

describe('QA panel: Analytics events', () => {
  it('lists events newest first', () => {
    const section = analyticsSection();
    fire('Quiz Started', { type: 'self' });
    fire('Product Added');
    expect(names(section)).toEqual(['Product Added', 'Quiz Started']);
  });

  it('keeps the list across a page load, so Quiz Abandoned fired on leaving stays visible', () => {
    analyticsSection();
    fire('Quiz Abandoned', { type: 'self' });
    const afterReload = analyticsSection();
    expect(names(afterReload)).toContain('Quiz Abandoned');
  });

  it('Clear empties the list for the next page too', () => {
    const section = analyticsSection();
    fire('Quiz Started');
    section.querySelector('button')!.click();
    expect(names(analyticsSection())).toEqual([]);
  });
});
