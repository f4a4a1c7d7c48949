/**
 * Run in the page on a node of the results below the bathroom module (docs/decisions/0134): scrolls at
 * once to just past the module's end, reads the node's place before the page learns it has scrolled
 * past, then again once the module is compact. Answers whether it went compact and how far the node
 * moved (0: its place keeps the full module's height). Self-contained: Playwright's `evaluate` and the
 * WebKit suite's `inPage` send it to the page as source.
 */
export async function bathroomShift(node: Element): Promise<{ compact: boolean; shift: number }> {
  const root = node.getRootNode();
  const section = root instanceof ShadowRoot ? root.querySelector('.bathroom') : null;
  if (!section) throw new Error('no bathroom module');
  window.scrollTo(0, section.getBoundingClientRect().bottom + window.scrollY + 40);
  const before = node.getBoundingClientRect().top;
  const start = performance.now();
  while (!section.classList.contains('bathroom--compact') && performance.now() - start < 5_000)
    await new Promise((resolve) => requestAnimationFrame(resolve));
  return {
    compact: section.classList.contains('bathroom--compact'),
    shift: Math.round(node.getBoundingClientRect().top - before),
  };
}
