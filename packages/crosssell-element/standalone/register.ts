/**
 * The self-contained <pc-cross-sell> for a page without the element runtime (decision
 * 0041): React and the pop-up in one chunk the loader (loader.ts) imports, within
 * 64 KB brotli with the loader. React and ReactDOM alone take about 57 KB of that, so this chunk
 * registers the element's root (CrossSellRoot, the same state and views as element.ts, the pop-up's sheet CrossSell.css) with
 * the least glue instead of @pc/shared's defineElement, whose attribute mapping (r2wc), property
 * replays and hydration of a server render the pop-up never needs on a host page: it has no
 * attributes, and no host page server-renders it.
 */
import { HostContext } from '@pc/shared';
import { elementCss } from '@pc/shared/element-styles';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import styles from '../src/CrossSell.css?inline';
import { CrossSellRoot } from '../src/CrossSellRoot.tsx';
import type { meta } from '../src/meta.ts';

/** The tag (meta.ts's, checked by the type): the registration reads none of its attributes. */
const TAG: typeof meta.tag = 'pc-cross-sell';

const sheet = (css: string): CSSStyleSheet => {
  const result = new CSSStyleSheet();
  result.replaceSync(css);
  return result;
};

class PcCrossSellStandalone extends HTMLElement {
  #root: Root | null = null;
  /** `pageData` as the registered element takes it (this pop-up reads none, but hosts may set it). */
  pageData: unknown = undefined;

  connectedCallback(): void {
    if (this.#root) return;
    // Open shadow DOM with adopted sheets, as defineElement makes it: the host page's CSS stays out.
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = elementCss(styles).map(sheet);
    this.#root = createRoot(shadow.appendChild(document.createElement('div')));
    // No page data: a host's carries no offer (standalone/pageOffer.ts), the pop-up asks the store.
    this.#root.render(createElement(HostContext, { value: this }, createElement(CrossSellRoot)));
  }

  disconnectedCallback(): void {
    this.#root?.unmount();
    this.#root = null;
  }
}

if (!customElements.get(TAG)) customElements.define(TAG, PcCrossSellStandalone);
