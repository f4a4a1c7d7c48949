/**
 * Whether an element's shadow root shows something: a text that is not blank, or an element other
 * than a stylesheet, slot or template. The wrapper an element's renderer adds before React renders
 * into it (`data-pc-root`, packages/shared/src/element/elementStyles.ts `ROOT_ATTRIBUTE`) is not
 * content of its own: what React puts in it is (docs/decisions/0140). Self-contained, as it runs in
 * the page (firstRenderScript).
 */
export function hasContent(parent: ParentNode): boolean {
  return Array.from(parent.childNodes).some((node) => {
    if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').trim() !== '';
    if (node.nodeType !== Node.ELEMENT_NODE) return false;
    const element = node as Element;
    if (['STYLE', 'LINK', 'SLOT', 'TEMPLATE'].includes(element.nodeName)) return false;
    return element.hasAttribute('data-pc-root') ? hasContent(element) : true;
  });
}

/**
 * An init script (runs before any page script) recording `performance.now()` (milliseconds since
 * navigation start) at the first moment an element's open shadow root shows rendered content
 * (`hasContent`). It wraps `attachShadow` to observe the root from its creation (a MutationObserver
 * fires right after React commits), with requestAnimationFrame polling as a fallback (a declarative
 * shadow root the server rendered). The time is read back from `window.__pcFirstRender`.
 */
export const firstRenderScript = (tag: string): string => `(() => {
  const tag = ${JSON.stringify(tag)};
  const hasContent = ${hasContent.toString()};
  const record = () => {
    if (window.__pcFirstRender === undefined) window.__pcFirstRender = performance.now();
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    if (this.localName === tag) {
      const observer = new MutationObserver(() => {
        if (hasContent(root)) { record(); observer.disconnect(); }
      });
      observer.observe(root, { childList: true, subtree: true, characterData: true });
    }
    return root;
  };
  const poll = () => {
    const root = document.querySelector(tag)?.shadowRoot;
    if (root && hasContent(root)) record();
    if (window.__pcFirstRender === undefined) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;
