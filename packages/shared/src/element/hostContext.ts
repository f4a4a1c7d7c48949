import { createContext, useContext } from 'react';

/** The custom element that hosts the React tree; `defineElement` provides it. */
export const HostContext = createContext<HTMLElement | null>(null);

/**
 * The host element, for `emit(useHost(), new PcCompleteEvent(…))`. Outside `defineElement` (a unit
 * test rendering a component alone) wrap the tree in `<HostContext value={someElement}>`.
 */
export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost() needs an element defined by defineElement or a <HostContext value>');
  return host;
}
