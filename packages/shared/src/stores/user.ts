import { atom, onMount, onSet } from 'nanostores';
import { identify } from '../analytics.ts';
import { callApi } from '../api/client.ts';
import { allowed } from '../consent/pageConsent.ts';
import { getSelf, type User } from '../contract/users.ts';
import { readUserCookie, writeUserCookie } from '../cookies.ts';
import { shared } from './registry.ts';
import { unownedSignal } from './unownedSignal.ts';

interface UserStores {
  $user: ReturnType<typeof atom<User | null>>;
  request: Promise<User | null> | null;
  checked: boolean;
  identifiedId: number | null;
}

const state = shared<UserStores>('user', () => {
  const created: UserStores = {
    $user: atom<User | null>(readUserCookie()),
    request: null,
    checked: false,
    identifiedId: null,
  };
  // spec §6: identification changes analytics traits. A reaction, so no caller has to remember it; with
  // marketing consent only, and when it comes later, for the visitor already known (issue 39, decision 0149).
  const identifyOnce = (user: User | null): boolean => {
    if (!user || user.id === created.identifiedId || !allowed('marketing')) return false;
    created.identifiedId = user.id;
    identify(user);
    return true;
  };
  onSet(created.$user, ({ newValue }) => identifyOnce(newValue));
  if (typeof window !== 'undefined')
    window.addEventListener('pc-consent-change', () => {
      if (identifyOnce(created.$user.get())) writeUserCookie(created.$user.get());
    });
  onMount(created.$user, () => {
    void loadUser();
  });
  return created;
});

/** spec §3 User of the visitor, or null for an anonymous visitor (spec §6). Loads when first used. */
export const $user = state.$user;

/**
 * Asks users/self who the visitor is, ignoring the cookie; failure means anonymous (spec §8).
 * Concurrent calls share one request.
 */
export function refreshUser(): Promise<User | null> {
  state.request ??= callApi(getSelf, {}, { signal: unownedSignal() })
    .catch(() => null)
    .then((user) => {
      state.checked = true;
      state.request = null;
      // spec §4 Identity: cached in a cookie for 30 minutes. Anonymity is not cached, so a visitor who
      // logs in is recognised on the next page.
      writeUserCookie(user);
      $user.set(user);
      return user;
    });
  return state.request;
}

/** The visitor from the identity cookie when it is fresh, else from users/self (at most once per page). */
export function loadUser(): Promise<User | null> {
  const cached = readUserCookie();
  if (cached) {
    $user.set(cached);
    return Promise.resolve(cached);
  }
  if (state.checked) return Promise.resolve($user.value);
  return refreshUser();
}
