import { $nonce } from '@pc/shared';
import { setPageConfig, stubFetch } from '@pc/shared/test';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Contact } from './Contact.tsx';

// issue 39 item 5 (docs/decisions/0150): the contact page asks the store for a link to the shopper's
// data and says what the store answered (the same for every address), or the store's refusal.

const TITLE = 'Your Data';
const BUTTON = 'EMAIL ME A LINK';
const ASKED = 'If we hold anything for this address, we have emailed it a link to download or erase it.';

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n0nce' });
  $nonce.set('n0nce'); // the page's nonce store, as the page's configuration gives it
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setPageConfig(null);
});

const section = () => screen.getByRole('region', { name: TITLE });

describe('<Contact> Your Data', () => {
  it('posts the email once with the page nonce and shows the store’s answer', async () => {
    const { sent } = stubFetch({ body: { success: true, message: ASKED } });
    render(<Contact />);
    await userEvent.type(within(section()).getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.click(within(section()).getByRole('button', { name: BUTTON }));
    expect(await within(section()).findByRole('status')).toHaveProperty('textContent', ASKED);
    expect(sent.map((request) => [request.method, new URL(request.url, 'http://x').pathname])).toEqual([
      ['POST', '/wp-json/pc/v1/privacy/requests'],
    ]);
    expect(JSON.parse(sent[0]!.body!)).toEqual({ email: 'sam@example.com' });
    expect(sent[0]!.headers['X-WP-Nonce']).toBe('n0nce');
  });

  it('shows the store’s refusal in its words', async () => {
    stubFetch({
      status: 429,
      body: {
        code: 'pc_email_limit',
        message: 'limit',
        displayMessage: 'Too many emails have been sent from here today.',
        data: { status: 429 },
      },
    });
    render(<Contact />);
    await userEvent.type(within(section()).getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.click(within(section()).getByRole('button', { name: BUTTON }));
    await vi.waitFor(() =>
      expect(within(section()).getByRole('status').textContent).toBe(
        'Too many emails have been sent from here today.',
      ),
    );
  });

  it('says its own words when the store gives none', async () => {
    stubFetch({ status: 500, body: { code: 'internal', message: 'x', data: { status: 500 } } });
    render(<Contact />);
    await userEvent.type(within(section()).getByRole('textbox', { name: 'Email' }), 'sam@example.com');
    await userEvent.click(within(section()).getByRole('button', { name: BUTTON }));
    await vi.waitFor(() =>
      expect(within(section()).getByRole('status').textContent).toBe(
        'Something went wrong, please try again',
      ),
    );
  });
});
