import { $nonce, HostContext, resetSharedStoresForTests } from '@pc/shared';
import { type SentRequest, setPageConfig, stubFetch } from '@pc/shared/test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsightsRoot } from './InsightsRoot.tsx';
import { REPORT } from './test/reportFixture.ts';

// <pc-insights> (docs/decisions/0119, 0122) with fetch replaced at the boundary.

let host: HTMLElement;

beforeEach(() => {
  setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n-1' });
  resetSharedStoresForTests();
  $nonce.set('n-1');
  host = document.createElement('pc-insights');
  document.body.append(host);
});

afterEach(() => {
  cleanup();
  host.remove();
  vi.unstubAllGlobals();
});

const refused = (status: number, code: string, displayMessage: string) => ({
  status,
  body: { code, message: code, displayMessage, data: { status } },
});

/** The store as the owner meets it: signed out until the right password. */
function serve() {
  let signedIn = false;
  return stubFetch((request: SentRequest) => {
    if (request.url.includes('/owner/self'))
      return signedIn
        ? { body: { email: 'owner@pcstore.example' } }
        : refused(401, 'pc_owner_signed_out', 'Please sign in.');
    if (request.url.includes('/owner/sign_in')) {
      const { password } = JSON.parse(request.body!) as { password: string };
      if (password !== 'right') {
        return refused(401, 'pc_wrong_sign_in', 'That email and password do not match an owner account.');
      }
      signedIn = true;
      return { body: { email: 'owner@pcstore.example' } };
    }
    if (request.url.includes('/insights?'))
      return signedIn ? { body: REPORT } : refused(403, 'pc_not_owner', 'No.');
    return refused(404, 'rest_no_route', 'No route');
  });
}

const renderRoot = () =>
  render(
    <HostContext value={host}>
      <InsightsRoot />
    </HostContext>,
  );

describe('<pc-insights>', () => {
  it('asks the owner to sign in, says a wrong password, keeps what was typed, then shows the report', async () => {
    const { sent } = serve();
    renderRoot();
    expect(screen.getByText('Checking your sign-in…')).toBeTruthy();
    const email = await screen.findByLabelText('Email');
    await userEvent.type(email, 'owner@pcstore.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'That email and password do not match an owner account.',
      ),
    );
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@pcstore.example');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await userEvent.clear(password);
    await userEvent.type(password, 'right{Enter}');
    await screen.findByRole('table', { name: 'Survey answers and follow-ups' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Attribution',
      'Quiz funnel',
      'Cross-sell',
      'Gift cards',
      'Subscriptions',
      'One journey',
    ]);
    expect(screen.getByRole('alert').textContent).toBe('');
    // The sign-in carried the page's nonce, as every write.
    const signIn = sent.find((request) => request.url.includes('/owner/sign_in'));
    expect(signIn?.headers['X-WP-Nonce']).toBe('n-1');
  });

  it('goes back to the sign-in when the store no longer knows the owner', async () => {
    stubFetch((request: SentRequest) =>
      request.url.includes('/owner/self')
        ? { body: { email: 'owner@pcstore.example' } }
        : refused(401, 'pc_owner_signed_out', 'Please sign in.'),
    );
    renderRoot();
    await screen.findByLabelText('Email');
    expect(screen.getByRole('alert').textContent).toBe('Please sign in.');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
