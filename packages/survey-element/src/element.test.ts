// @vitest-environment happy-dom
import { setPageConfig, stubFetch } from '@pc/shared/test';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './element.ts';
import { meta } from './meta.ts';
import { surveyOptions } from './test/surveyFixture.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const partsOf = (root: ShadowRoot) =>
  [...root.querySelectorAll('[part]')].flatMap((node) => node.getAttribute('part')!.split(' '));

describe('<pc-post-purchase-survey> registration', () => {
  it('reads the order id from #pc-config, renders into an open shadow root with adopted stylesheets and exposes the parts meta.ts lists', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', data: { survey: { orderId: '1001' } } });
    const { sent } = stubFetch((request) =>
      request.method === 'GET' ? { body: surveyOptions() } : { body: { success: true } },
    );
    document.body.innerHTML = '<pc-post-purchase-survey></pc-post-purchase-survey>';
    const element = document.querySelector('pc-post-purchase-survey')!;
    await waitFor(() => expect(element.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    const root = element.shadowRoot!;
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(root.querySelector('style')).toBeNull();
    const seen = new Set(partsOf(root));
    root.querySelector<HTMLButtonElement>('[part="option"]')?.click();
    await waitFor(() => expect(root.querySelector('[role="combobox"]')).not.toBeNull());
    for (const part of partsOf(root)) seen.add(part);
    root
      .querySelector('[role="combobox"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await waitFor(() => expect(root.querySelector('[part~="result-active"]')).not.toBeNull());
    for (const part of partsOf(root)) seen.add(part);
    root
      .querySelector('[role="combobox"]')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(root.querySelector('[part="thanks"]')).not.toBeNull());
    for (const part of partsOf(root)) seen.add(part);
    seen.add('option-chosen'); // shown only during the 350 ms before the follow-up
    for (const part of ['other', 'other-text', 'send']) seen.add(part); // "Other"'s, the next test's
    expect([...seen].sort()).toEqual(meta.parts.map((part) => part.name).sort());
    expect(JSON.parse(sent.find((request) => request.method === 'POST')!.body!)).toEqual({
      order_id: '1001',
      results: ['podcast'],
    });
  });

  it('"Other" asks for a short text before it is posted (decision 0159): optional, at most 140', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', data: { survey: { orderId: '1001' } } });
    const { sent } = stubFetch((request) =>
      request.method === 'GET' ? { body: surveyOptions() } : { body: { success: true } },
    );
    document.body.innerHTML = '<pc-post-purchase-survey></pc-post-purchase-survey>';
    const element = document.querySelector('pc-post-purchase-survey')!;
    await waitFor(() => expect(element.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    const root = element.shadowRoot!;
    [...root.querySelectorAll<HTMLButtonElement>('[part="option"]')]
      .find((b) => b.textContent === 'Other')!
      .click();
    await waitFor(() => expect(root.querySelector('[part="other"]')).not.toBeNull());
    const box = root.querySelector<HTMLInputElement>('[part="other-text"]')!;
    expect(box.maxLength).toBe(140);
    expect(root.activeElement).toBe(box);
    expect(root.querySelector('[part="send"]')?.textContent).toBe('SEND');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.change(box, { target: { value: '  my barber ' } });
    fireEvent.submit(root.querySelector('[part="other"]')!);
    await waitFor(() => expect(root.querySelector('[part="thanks"]')).not.toBeNull());
    expect(JSON.parse(sent.find((request) => request.method === 'POST')!.body!)).toEqual({
      order_id: '1001',
      results: ['other'],
      other: 'my barber',
    });
  });
});
