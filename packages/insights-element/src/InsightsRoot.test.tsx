import { $nonce, catalogMessages, HostContext, resetSharedStoresForTests, sharedMessages } from '@pc/shared';
import { type SentRequest, setPageConfig, stubFetch } from '@pc/shared/test';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InsightsRoot } from './InsightsRoot.tsx';
import { insightsMessages } from './messages/index.ts';
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
    if (request.url.includes('/webhooks'))
      return signedIn ? { body: { endpoints: [], deliveries: [] } } : refused(403, 'pc_not_owner', 'No.');
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
      'Webhooks',
    ]);
    // The report's alert and the webhooks' are both empty.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['', '']);
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

  it('adds an endpoint with its events, shows its secret once, and replays a delivery', async () => {
    const endpoint = {
      id: '1',
      url: 'https://hooks.example.com/pc',
      events: ['order.placed'],
      createdAt: '2026-11-29T05:00:00.000Z',
    };
    const delivery = {
      id: '7',
      endpointId: '1',
      eventId: 'order.placed:12',
      eventType: 'order.placed',
      createdAt: '2026-11-29T05:00:00.000Z',
      state: 'failed',
      nextAttemptAt: null,
      attempts: [
        { attempt: 1, at: '2026-11-29T05:00:00.000Z', status: 500, durationMs: 12, error: 'answered 500' },
      ],
    };
    let endpoints: unknown[] = [];
    const { sent } = stubFetch((request: SentRequest) => {
      if (request.url.includes('/owner/self')) return { body: { email: 'owner@pcstore.example' } };
      if (request.url.includes('/insights?')) return { body: REPORT };
      if (request.url.endsWith('/webhooks/endpoints')) {
        endpoints = [endpoint];
        return { body: { endpoint, secret: 'whsec_shown_once' } };
      }
      if (request.url.includes('/webhooks/deliveries/replay')) return { body: { success: true } };
      return { body: { endpoints, deliveries: endpoints.length ? [delivery] : [] } };
    });
    renderRoot();
    await userEvent.type(await screen.findByLabelText('Endpoint URL'), endpoint.url);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Order placed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByText('whsec_shown_once');
    const add = sent.find((request) => request.url.endsWith('/webhooks/endpoints'));
    expect(JSON.parse(add!.body!)).toEqual({ url: endpoint.url, events: ['order.placed'] });
    expect(screen.getByRole('row', { name: /order\.placed:12/ }).textContent).toContain('failed');
    await userEvent.click(screen.getByRole('button', { name: 'Replay order.placed:12' }));
    await waitFor(() =>
      expect(sent.some((request) => request.url.includes('/webhooks/deliveries/replay'))).toBe(true),
    );
    expect(screen.getByRole('button', { name: `Remove ${endpoint.url}` })).toBeTruthy();
  });

  // docs/decisions/0213: the owner's report in the store's language.
  it('speaks es-US: the sign-in, its failure, the report and what it says', async () => {
    setPageConfig({ apiRoot: '', ns: 'pc', nonce: 'n-1', locale: 'es-US' });
    let signedIn = false;
    stubFetch((request: SentRequest) => {
      if (request.url.includes('/owner/self'))
        return signedIn
          ? { body: { email: 'owner@pcstore.example' } }
          : refused(401, 'pc_owner_signed_out', '');
      if (request.url.includes('/owner/sign_in')) {
        const { password } = JSON.parse(request.body!) as { password: string };
        if (password !== 'right') return { status: 500, body: {} };
        signedIn = true;
        return { body: { email: 'owner@pcstore.example' } };
      }
      if (request.url.includes('/webhooks')) return { body: { endpoints: [], deliveries: [] } };
      return { body: REPORT };
    });
    // The catalogs fetched first, as the store's server render does (a root suspended on two of them
    // inside testing-library's act does not wake); the report's are fetched with its chunk.
    await Promise.all([catalogMessages(insightsMessages, 'es-US'), catalogMessages(sharedMessages, 'es-US')]);
    renderRoot();
    await screen.findByRole('heading', { name: 'Inicio de sesión del dueño de la tienda' });
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'owner@pcstore.example');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'wrong{Enter}');
    // No words of the store's: spec §8's, in Spanish.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Algo salió mal, inténtalo de nuevo'),
    );
    const password = screen.getByLabelText('Contraseña');
    await userEvent.clear(password);
    await userEvent.type(password, 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByRole('table', { name: 'Respuestas a la encuesta y sus detalles' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Atribución',
      'Embudo del cuestionario',
      'Venta cruzada',
      'Tarjetas de regalo',
      'Suscripciones',
      'Un recorrido',
      'Webhooks',
    ]);
    expect(screen.getByText('Sesión iniciada como owner@pcstore.example')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
        'Informe del 2026-11-01 al 2026-11-30 cargado.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Ver informe' })).toBeTruthy();
    expect(screen.getByText('Aún no hay entregas.')).toBeTruthy();
  });
});
