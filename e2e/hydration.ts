import type { Page } from '@playwright/test';

/**
 * A slow phone whose scripts arrive late: the element's script (`/elements/<tag>.js`) is held back
 * until the returned function is called, while the page and its server render load.
 */
export const holdElementScript = async (page: Page, tag: string): Promise<() => void> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/elements/${tag}\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/**
 * Where React is with the server render of the element the page shows (`#pc-main > <tag>`):
 * `listening` once hydrateRoot has been called on its wrapper (React keeps its root on it), `hydrated`
 * once that root has committed its hydration. Self-contained, as it runs in the page: Playwright's
 * `page.waitForFunction(reactAt, [tag, state])`, the WebKit suite's `inPage(browser, reactAt, …)`.
 */
export function reactAt([tag, state]: readonly [string, 'listening' | 'hydrated']): boolean {
  const wrapper = document.querySelector(`#pc-main > ${tag}`)?.shadowRoot?.querySelector('[data-pc-root]');
  const key = wrapper && Object.keys(wrapper).find((name) => name.startsWith('__reactContainer$'));
  if (!key) return false;
  const fiber = (
    wrapper as unknown as Record<
      string,
      { stateNode: { current: { memoizedState: { isDehydrated: boolean } } } }
    >
  )[key];
  return state === 'listening' || fiber?.stateNode.current.memoizedState.isDehydrated === false;
}
