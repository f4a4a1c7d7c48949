import type { R2WCRenderer } from '@r2wc/core';
import { createElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { LazyChunk } from '../lazyChunk.ts';
import { watchEarlyEntries } from './earlyEntries.ts';
import { markListening, replayEarlyPresses } from './earlyPresses.ts';
import { HOST_STATES, type HostWithStates } from './elementClass.ts';
import { ElementRoot, type Props, type PropsStore, propsStore } from './elementRoot.ts';
import { ROOT_ATTRIBUTE } from './elementStyles.ts';
import { keepHeldEventTargets } from './heldEvents.ts';

/**
 * What a server render needs from the moment React listens on it until hydration has committed:
 * entries made meanwhile are replayed (earlyEntries.ts, docs/decisions/0078), and the events React
 * holds keep their targets (heldEvents.ts, docs/decisions/0093). Returns what ends both at the commit,
 * and then replays the presses made before the script ran (earlyPresses.ts, docs/decisions/0126).
 */
const whileHydrating = (shadow: ShadowRoot, wrapper: HTMLElement): (() => void) => {
  const ends = [keepHeldEventTargets(shadow), watchEarlyEntries(wrapper)];
  return () => {
    for (const end of ends) end();
    // Once React has rendered what the entries changed: a press's handler reads that state (the
    // results' Buy once, then ADD TO CART).
    queueMicrotask(() => replayEarlyPresses(shadow.host));
  };
};

interface Mounted {
  /** null until the element's stylesheets are in (an instance the server did not render) */
  root: Root | null;
  props: PropsStore;
  /** unmounted before its stylesheets arrived: never render */
  gone: boolean;
}

/**
 * r2wc's renderer (what `@r2wc/react-to-web-component` does with createRoot), hydrating instead when
 * the shadow root already holds a server render: its wrapper, with children (docs/decisions/0020). A server render holds or links its stylesheet (decision 0202); any other shadow root adopts the tag's
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
    const start = (adopted: CSSStyleSheet[] | null) => {
      if (mounted.gone) return;
      if (adopted) shadow.adoptedStyleSheets = adopted;
      if (!wrapper) {
        wrapper = shadow.appendChild(document.createElement('div'));
        wrapper.setAttribute(ROOT_ATTRIBUTE, '');
      }
      markListening(shadow.host);
      const hydrated = rendered ? whileHydrating(shadow, wrapper) : undefined;
      const element = createElement(ElementRoot, {
        host: shadow.host as HTMLElement,
        view,
        props: mounted.props,
        // The first view replaces the skeleton in the same frame (docs/decisions/0105).
        onFirstCommit: () => {
          states?.delete('loading');
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
    if (styled) start(null);
    else if (ready) start(ready);
    else {
      // Defined at once, shown once styled: pc-elements.css draws its skeleton meanwhile.
      states?.add('loading');
      // Unstyled rather than not at all when the stylesheet cannot be fetched.
      sheets.load().then(start, () => start(null));
    }
    return mounted;
  },
  update: ({ props }, next) => props.set(next),
  unmount(mounted) {
    mounted.gone = true;
    mounted.root?.unmount();
  },
});
