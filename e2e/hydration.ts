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
