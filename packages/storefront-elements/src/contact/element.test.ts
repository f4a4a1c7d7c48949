// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import './element.ts';
import { meta } from './meta.ts';

afterEach(() => {
  document.body.replaceChildren();
});

const mount = async (markup: string) => {
  document.body.innerHTML = markup;
  const element = document.querySelector('pc-contact')!;
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')).toBeTruthy());
  return { element, root: element.shadowRoot! };
};

describe('<pc-contact> registration', () => {
  it('is defined and renders into an open shadow root with adopted stylesheets', async () => {
    const { element, root } = await mount('<pc-contact></pc-contact>');
    expect(customElements.get('pc-contact')).toBeDefined();
    expect(element.shadowRoot).toBe(root);
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Contact Us');
  });

  it('exposes the parts meta.ts lists', async () => {
    const { root } = await mount('<pc-contact></pc-contact>');
    const parts = new Set(
      [...root.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part')!.split(' ')),
    );
    expect([...parts].sort()).toEqual(meta.parts.map((part) => part.name).sort());
  });

  it('reads its attributes (meta.ts) into the links', async () => {
    const { element, root } = await mount(
      '<pc-contact support-email="help@shop.test" sms-number="(646) 555-0199" partnerships-email="biz@shop.test"></pc-contact>',
    );
    const hrefs = () => [...root.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs()).toEqual(
      expect.arrayContaining(['mailto:help@shop.test', 'sms:6465550199', 'mailto:biz@shop.test']),
    );
    element.removeAttribute('support-email');
    await waitFor(() => expect(hrefs()).toContain('mailto:support@pcstore.example'));
    expect(meta.attributes.map((attribute) => attribute.name)).toEqual([
      'support-email',
      'sms-number',
      'partnerships-email',
    ]);
  });
});
