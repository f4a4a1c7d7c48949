// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetchStub.ts';
import { setPageConfig } from '../test/pageConfigFixture.ts';
import { resetSharedStoresForTests } from './registry.ts';

const sam = { id: 7, email: 'sam@example.com', firstName: 'Sam' };

async function freshPage(): Promise<typeof import('./user.ts')> {
  resetSharedStoresForTests();
  vi.resetModules();
  return import('./user.ts');
}

beforeEach(() => setPageConfig({ apiRoot: '', ns: 'pc' }));
afterEach(() => {
  Cookies.remove('pc_current_user', { path: '/' });
  resetSharedStoresForTests();
  vi.unstubAllGlobals();
});

describe('$user (spec §3 User; spec §4 Identity; spec §8 users/self)', () => {
  it('loads users/self when first subscribed and caches the user in its cookie', async () => {
    const { sent } = stubFetch({ body: sam });
    const { $user } = await freshPage();
    const stop = $user.listen(() => {});
    await vi.waitFor(() => expect($user.get()).toEqual(sam));
    stop();
    expect(sent.map((r) => r.url)).toEqual(['/wp-json/pc/v1/users/self']);
    expect(JSON.parse(Cookies.get('pc_current_user')!)).toEqual(sam);
  });

  it.each([
    ['401 from users/self', { status: 401, body: { code: 'rest_not_logged_in', message: 'Not logged in' } }],
    ['network failure', new TypeError('Failed to fetch')],
    ['an unexpected body', { body: { id: 'x' } }],
  ] as const)('treats %s as anonymous', async (_, answer) => {
    stubFetch(answer);
    const { refreshUser, $user } = await freshPage();
    await expect(refreshUser()).resolves.toBeNull();
    expect($user.value).toBeNull();
  });

  it('uses a fresh identity cookie without calling the server', async () => {
    Cookies.set('pc_current_user', JSON.stringify(sam));
    const { sent } = stubFetch({ body: { ...sam, firstName: 'Other' } });
    const { $user, loadUser } = await freshPage();
    expect($user.get()).toEqual(sam);
    await expect(loadUser()).resolves.toEqual(sam);
    expect(sent).toEqual([]);
  });

  it('asks the server at most once per page for an anonymous visitor', async () => {
    const { sent } = stubFetch({
      status: 401,
      body: { code: 'rest_not_logged_in', message: 'Not logged in' },
    });
    const { loadUser } = await freshPage();
    await loadUser();
    await loadUser();
    expect(sent).toHaveLength(1);
  });

  it('refreshUser ignores the cookie, shares one request and clears the cookie when now anonymous', async () => {
    Cookies.set('pc_current_user', JSON.stringify(sam));
    const { sent } = stubFetch({
      status: 401,
      body: { code: 'rest_not_logged_in', message: 'Not logged in' },
    });
    const { refreshUser, $user } = await freshPage();
    const [a, b] = [refreshUser(), refreshUser()];
    expect(b).toBe(a);
    await expect(a).resolves.toBeNull();
    expect(sent).toHaveLength(1);
    expect($user.get()).toBeNull();
    expect(Cookies.get('pc_current_user')).toBeUndefined();
  });

  it('identifies the user to window.analytics once per user (spec §6 analytics traits)', async () => {
    const identify = vi.fn();
    vi.stubGlobal('analytics', { identify });
    stubFetch({ body: sam });
    const { refreshUser } = await freshPage();
    await refreshUser();
    await refreshUser();
    expect(identify).toHaveBeenCalledTimes(1);
    expect(identify).toHaveBeenCalledWith('7', { email: sam.email, firstName: sam.firstName });
  });
});
