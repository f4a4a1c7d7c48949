import { COOKIE_NAMES } from '@pc/shared/constants';
import { installChatWidget } from '../chat/installChat.ts';
import { postForm, postJson } from '../storeFetch.ts';
import { forgetCookies } from './controls.ts';
import {
  LINK_PARAM,
  type QaLink,
  readLink,
  resolveRoute,
  type SetupStep,
  setupSteps,
} from './sessionSetup.ts';

// Issue 44 items 3 and 4 (docs/decisions/0194): runs a setup's steps (sessionSetup.ts) against the
// store, one after another, then opens its route: in the page when the page can stay (the router
// mounts the route's element from fresh page data), with a load when the session's id changed (a
// login: decision 0043) or the route is the one open now.

const pathOf = (url: string): string => {
  const { pathname, search } = new URL(url, window.location.href);
  return `${pathname}${search}`;
};

const run = async (step: SetupStep, made: { results?: string; order?: string }) => {
  switch (step.kind) {
    case 'json':
      await postJson(step.path, step.body);
      return;
    case 'form':
      await postForm(step.path, step.fields);
      return;
    case 'crafting':
      made.results = pathOf(await postForm('/crafting', { quiz_summary: step.summary }));
      return;
    case 'order': {
      const answer = (await postJson('/wp-json/pc/v1/checkout/order', {})) as { orderId?: unknown };
      made.order = String(answer.orderId ?? '');
      return;
    }
    case 'chat':
      installChatWidget().setAvailable(step.available);
  }
};

/** Sets this session up as the link says; answers the route to open. */
export const applySetup = async ({ route, setup }: QaLink): Promise<string> => {
  const made: { results?: string; order?: string } = {};
  for (const step of setupSteps(setup)) await run(step, made);
  // The identity and email-capture caches of spec §4 and §9 go with the old session: forgotten once
  // the setup is done, as the page open before may have set them while it ran.
  forgetCookies(Object.values(COOKIE_NAMES));
  return resolveRoute(route, made);
};

/** Opens `route` after a setup: in the page when it can (pc-navigate, which the demo routes). */
export const openRoute = (route: string, { load }: { load: boolean }): void => {
  const here = `${window.location.pathname}${window.location.search}`;
  // The checkout and order pages are frames the server prints (decision 0063): they load.
  if (load || route === here || route.startsWith('/checkout')) {
    window.location.assign(route);
    return;
  }
  const routed = !window.dispatchEvent(
    new CustomEvent('pc-navigate', { detail: { href: route }, cancelable: true }),
  );
  if (!routed) window.location.assign(route);
};

/**
 * A shared link opened (issue 44 item 4): its setup is applied to this browser's own session, reset
 * first, then its route opens in place of the link. A link that is not one is left as it is.
 */
export const openSharedLink = async (): Promise<void> => {
  const param = new URLSearchParams(window.location.search).get(LINK_PARAM);
  const link = param === null ? null : readLink(param);
  if (!link) return;
  window.location.replace(await applySetup(link));
};
