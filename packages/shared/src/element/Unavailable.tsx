import { type ReactNode, useEffect } from 'react';
import { useHost } from './hostContext.ts';

/** The host's custom states, by the key @pc/shared's element class registers them under (HOST_STATES). */
const HOST_STATES = Symbol.for('pc.states');
type HostWithStates = HTMLElement & { [HOST_STATES]?: CustomStateSet };

/** The hosts whose cause the console has heard: each says it once. */
const told = new WeakSet<Element>();

/**
 * docs/decisions/0185 (issue 42 item 4): an element that cannot show its view gives its box back to
 * the page. The tag's own content (its fallback, as the README's snippet writes one: a message and a
 * link to the store) shows through a slot where the view would be; the box keeps no reserved size
 * (`:host(:state(unavailable))` in the element's styles); the console says why, once per element. The
 * shopper meets no message of ours (spec §8: "silently ignored; the page stays blank or empty"): on
 * the store's own pages the tag holds nothing, and `children`, the element's empty view, shows (the
 * slot's own content).
 */
export function Unavailable({ cause, children }: { cause: string; children?: ReactNode }) {
  const host = useHost() as HostWithStates;
  useEffect(() => {
    const states = host[HOST_STATES];
    states?.add('unavailable');
    if (!told.has(host)) {
      told.add(host);
      console.warn(`[pc] <${host.localName}>: ${cause}; the tag's own content shows instead.`);
    }
    return () => {
      states?.delete('unavailable');
    };
  }, [host, cause]);
  return <slot>{children}</slot>;
}
