/**
 * An init script (runs before any page script) recording `performance.now()` (milliseconds since
 * navigation start) at the first moment an element's open shadow root holds rendered content.
 * It wraps `attachShadow` to observe the root from its creation (a MutationObserver fires right after
 * React commits), with requestAnimationFrame polling as a fallback. The time is read back from
 * `window.__pcFirstRender`.
 */
export const firstRenderScript = (tag: string): string => `(() => {
  const tag = ${JSON.stringify(tag)};
  const hasContent = (root) =>
    Array.from(root.childNodes).some((node) =>
      node.nodeType === Node.ELEMENT_NODE ? !['STYLE', 'SLOT', 'TEMPLATE'].includes(node.nodeName) : (node.textContent || '').trim() !== '');
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
