// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { mailSection, ownerSection } from './controls.ts';

// The QA panel's 'E-gift emails' (docs/decisions/0097): a link to the mail catcher when the server
// names one, nothing otherwise.

describe('mailSection', () => {
  it('links to the mail catcher on the page’s own host', async () => {
    const section = mailSection(
      Promise.resolve({ customer: false, now: null, mailCatcher: 'http://localhost:1080/' }),
    );
    expect(section.hidden).toBe(true);
    await vi.waitFor(() => expect(section.hidden).toBe(false));
    const link = section.querySelector('a');
    expect(link?.textContent).toBe('open the mail catcher');
    expect(link?.getAttribute('href')).toBe(`http://${window.location.hostname || 'localhost'}:1080/`);
    expect(section.querySelector('h3')?.textContent).toBe('E-gift emails');
  });

  it('stays hidden without one', async () => {
    const section = mailSection(Promise.resolve({ customer: null, now: null, mailCatcher: null }));
    await Promise.resolve();
    await Promise.resolve();
    expect(section.hidden).toBe(true);
    expect(section.querySelector('a')).toBeNull();
  });
});

describe('ownerSection', () => {
  it('names the demo owner the store seeds in demo mode, and links to the report', async () => {
    const { DEMO_OWNER } = await import('../../../packages/store-server/src/owner/ownerAccount.ts');
    const section = ownerSection();
    expect(section.textContent).toContain(DEMO_OWNER.email);
    expect(section.textContent).toContain(DEMO_OWNER.password);
    expect(section.querySelector('a')?.getAttribute('href')).toBe('/insights');
  });
});
