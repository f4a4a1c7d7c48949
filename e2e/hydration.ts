import { expect, type Page } from '@playwright/test';

/** `holdElementScript`'s tag for every element's script. */
export const EVERY_ELEMENT = 'pc-[a-z-]+';

/**
 * A slow phone whose scripts arrive late: the element's script (`/elements/<tag>.js`; `EVERY_ELEMENT`:
 * each element's) is held back until the returned function is called, while the page and its server
 * render load.
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
 * The server render's open dialog of the element `tag` (`#pc-main > <tag>`, docs/decisions/0141) on a
 * slow phone: its script held until `release()`. `beforeScript()` checks that the dialog is drawn with
 * no script (the tag not defined, the dialog not yet modal) and keeps its box; `release()` lets the
 * script run and checks that the dialog became the modal where it was drawn (within 1 px), with focus
 * inside it (the page's focus on its host). Call before the page loads.
 */
export const heldServerDialog = async (page: Page, tag: string) => {
  const releaseScript = await holdElementScript(page, tag);
  const dialog = page.locator(`#pc-main > ${tag}`).locator('dialog');
  const isModal = () => dialog.evaluate((box) => box.matches(':modal'));
  let drawn: Awaited<ReturnType<typeof dialog.boundingBox>> = null;
  return {
    async beforeScript(): Promise<void> {
      expect(await page.evaluate((name) => customElements.get(name) === undefined, tag)).toBe(true);
      expect(await isModal()).toBe(false);
      drawn = await dialog.boundingBox();
      expect(drawn).not.toBeNull();
    },
    async release(): Promise<void> {
      releaseScript();
      await expect.poll(isModal).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.localName)).toBe(tag);
      expect(
        await dialog.evaluate((box) => box.contains((box.getRootNode() as ShadowRoot).activeElement)),
      ).toBe(true);
      const shown = await dialog.boundingBox();
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(shown![side] - drawn![side]), side).toBeLessThanOrEqual(1);
    },
  };
};

/**
 * Where React is with the server render of the element the page shows (`#pc-main > <tag>`, else the
 * first `<tag>` of a host page):
 * `listening` once hydrateRoot has been called on its wrapper (React keeps its root on it), `hydrated`
 * once that root has committed its hydration. Self-contained, as it runs in the page: Playwright's
 * `page.waitForFunction(reactAt, [tag, state])`, the WebKit suite's `inPage(browser, reactAt, …)`.
 */
export function reactAt([tag, state]: readonly [string, 'listening' | 'hydrated']): boolean {
  // The store's page's element, else the page's first (a host page of another origin).
  const element = document.querySelector(`#pc-main > ${tag}`) ?? document.querySelector(tag);
  const wrapper = element?.shadowRoot?.querySelector('[data-pc-root]');
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
