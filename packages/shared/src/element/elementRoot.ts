import { type ComponentType, createElement, useLayoutEffect, useSyncExternalStore } from 'react';
import { readPageConfig } from '../config/pageConfig.ts';
import { HostContext } from './hostContext.ts';

// The React side of an element: the props r2wc hands over, kept as a store the root subscribes to,
// and the root that renders the view inside the host context with the props of the moment.

export type Props = Record<string, unknown>;

/**
 * The element's props as React reads them. r2wc hands over one object it keeps mutating; each update
 * stores a copy, and the root subscribes. Updates never call `root.render()`: on a root still
 * hydrating that would make React drop the server render and render anew ("This root received an
 * early update"), so a property set while hydrating arrives as a state update after it instead.
 */
export interface PropsStore {
  /** the props the element had when it mounted: what a server render was made from */
  readonly initial: Props;
  get(): Props;
  set(next: Props): void;
  subscribe(listener: () => void): () => void;
}

export const propsStore = (props: Props): PropsStore => {
  const initial = { ...props };
  let current = initial;
  // One subscriber: the element's root.
  let notify = () => {};
  return {
    initial,
    get: () => current,
    set(next) {
      current = { ...next };
      notify();
    },
    subscribe(listener) {
      notify = listener;
      return () => {
        notify = () => {};
      };
    },
  };
};

export interface ElementRootProps {
  host: HTMLElement;
  view: ComponentType<Props>;
  props: PropsStore;
  /** Runs once, after the first commit (for a server render: once hydration has committed). */
  onFirstCommit?: () => void;
}

/** The element's view inside the host context, with the props of the moment. */
export function ElementRoot({ host, view, props, onFirstCommit }: ElementRootProps) {
  // Once, after the first commit: `onFirstCommit` never changes for a mounted root.
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  // While hydrating React reads the third argument (the props the server render matches), then
  // re-renders at once if the element's props changed meanwhile.
  const {
    container: _container,
    pageData,
    ...rest
  } = useSyncExternalStore(props.subscribe, props.get, () => props.initial);
  return createElement(
    HostContext,
    { value: host },
    // undefined: no property was set, so the page's configuration speaks; null: the host says "none".
    createElement(view, { ...rest, pageData: pageData === undefined ? readPageConfig().data : pageData }),
  );
}
