import type { R2WCRenderer } from '@r2wc/core';
import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { elementLocale } from '../i18n/useMessages.ts';
import { type LazyChunk, lazyChunk } from '../lazyChunk.ts';
import { markListening } from './earlyPresses.ts';
import { HOST_STATES, type HostWithStates } from './elementClass.ts';
import { ElementRoot, type Props, type PropsStore, propsStore } from './elementRoot.ts';
import { ROOT_ATTRIBUTE } from './elementStyles.ts';
import type { WhileHydrating } from './hydration.ts';

/** The helpers of a hydration (hydration.ts): fetched only where a server render is. */
const hydration = lazyChunk(() => import('./hydration.ts'));

interface Mounted {
  /** null until the element's stylesheets are in (an instance the server did not render) */
  root: Root | null;
  props: PropsStore;
  /** unmounted before its stylesheets arrived: never render */
  gone: boolean;
}

/**
 * r2wc's renderer (what `@r2wc/react-to-web-component` does with createRoot), hydrating instead when
 * the shadow root already holds a server render: its wrapper, with children (docs/decisions/0020), once the helpers of a hydration are in (hydration.ts, docs/decisions/0211). A
 * server render holds or links its stylesheet (decision 0202); any other shadow root adopts the tag's
 * sheets first, and renders once they are in (docs/decisions/0071: a router may add an instance of a
 * tag the page defined for a server render). After an unmount (the element left the page) React has
 * emptied the wrapper, so a later mount renders anew into it.
 */
export const hydratingRenderer = (sheets: LazyChunk<CSSStyleSheet[]>): R2WCRenderer<Props, Mounted> => ({
  mount(container, view, props) {
    const shadow = container as unknown as ShadowRoot;
    let wrapper = shadow.querySelector<HTMLElement>(`[${ROOT_ATTRIBUTE}]`);
    const rendered = wrapper?.hasChildNodes();
    const mounted: Mounted = { root: null, props: propsStore(props), gone: false };
    const states = (shadow.host as HostWithStates)[HOST_STATES];
    const start = (adopted: CSSStyleSheet[] | null, whileHydrating?: WhileHydrating) => {
      if (mounted.gone) return;
      if (adopted) shadow.adoptedStyleSheets = adopted;
      if (!wrapper) {
        wrapper = shadow.appendChild(document.createElement('div'));
        wrapper.setAttribute(ROOT_ATTRIBUTE, '');
      }
      // A view rendered here has nothing to press before React listens. A server render's presses are
      // the page's record (earlyPresses.ts) until its hydration has committed: React drops a press on a
      // root whose hydration waits for something (it stops the click), so none may reach it before.
      if (!rendered) markListening(shadow.host);
      const hydrated = whileHydrating?.(shadow, wrapper);
      const element = createElement(ElementRoot, {
        host: shadow.host as HTMLElement,
        view,
        props: mounted.props,
        // The first view replaces the skeleton in the same frame (docs/decisions/0105).
        onFirstCommit: () => {
          states?.delete('loading');
          markListening(shadow.host);
          hydrated?.();
        },
      });
      mounted.root = rendered ? hydrateRoot(wrapper, element) : createRoot(wrapper);
      if (!rendered) mounted.root.render(element);
    };
    // Styled already: a server render puts its stylesheet, held or linked, before its wrapper (also once
    // it returns to the page; docs/decisions/0202); or by its sheets.
    const styled = shadow.firstElementChild !== wrapper || shadow.adoptedStyleSheets.length > 0;
    const ready = sheets.loaded();
    // A server render hydrates once its helpers are in (loaded with the element's script on the
    // store's pages); hydrated without them rather than not at all when they cannot be fetched.
    const begin = (adopted: CSSStyleSheet[] | null) => {
      const helpers = rendered ? hydration.loaded() : null;
      if (!rendered || helpers) start(adopted, helpers?.whileHydrating);
      else
        hydration.load().then(
          (loaded) => start(adopted, loaded.whileHydrating),
          () => start(adopted),
        );
    };
    if (styled) begin(null);
    else if (ready) begin(ready);
    else {
      // Defined at once, shown once styled: pc-elements.css draws its skeleton meanwhile.
      states?.add('loading');
      // Unstyled rather than not at all when the stylesheet cannot be fetched.
      const styles = sheets.load();
      // While they are on their way, the page's first Intl object (decision 0223): it loads the browser's
      // number data for the element's locale, about 12 ms of Chromium's main thread that would otherwise
      // come inside the first render (its prices, a plural's count), and costs every later one 0.2 ms.
      new Intl.NumberFormat(elementLocale(shadow.host)).format(0);
      styles.then(begin, () => begin(null));
    }
    return mounted;
  },
  update: ({ props }, next) => props.set(next),
  unmount(mounted) {
    mounted.gone = true;
    mounted.root?.unmount();
  },
});
