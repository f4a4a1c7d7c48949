// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordAnalytics } from './analyticsLog.ts';
import { analyticsSection } from './analyticsSection.ts';

const fire = (event: string, properties: object = {}) =>
  window.dispatchEvent(new CustomEvent('pc-analytics', { detail: { event, properties } }));

const names = (section: HTMLElement) =>
  [...section.querySelectorAll('.qa-event-name')].map((node) => node.textContent);

// A page load: the page's script starts the record, the panel reads it when opened.
beforeEach(() => recordAnalytics());
afterEach(() => sessionStorage.clear());

describe('QA panel: Analytics events', () => {
  it('lists the events fired before the panel was opened', () => {
    fire('Quiz Started', { type: 'self' });
    expect(names(analyticsSection())).toEqual(['Quiz Started']);
  });

  it('lists events newest first', () => {
    const section = analyticsSection();
    fire('Quiz Started', { type: 'self' });
    fire('Product Added');
    expect(names(section)).toEqual(['Product Added', 'Quiz Started']);
  });

  it('keeps the list across a page load, so Quiz Abandoned fired on leaving stays visible', () => {
    analyticsSection();
    fire('Quiz Abandoned', { type: 'self' });
    recordAnalytics();
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
