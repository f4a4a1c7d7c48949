import { type MouseEvent as ReactMouseEvent, useMemo } from 'react';
import { hrefWithHandOff, needsHandOff } from '../api/handOff.ts';
import { pageUrl } from '../config/pages.ts';
import { emit } from '../events/emit.ts';
import { PcNavigateEvent } from '../events/PcNavigateEvent.ts';
import { isModifiedClick } from './clicks.ts';
import { useHost } from './hostContext.ts';

export interface Navigation {
  /**
   * Asks the host page to go to the store page `path` (where the page's configuration puts it,
   * config/pages.ts): a cancelable, bubbling `pc-navigate` (@pc/shared events) whose `href` is that
   * URL. A host with a router routes it (preventDefault); otherwise the event's default action loads it.
   * On a page of another origin a store page's `href` carries a fresh hand-off code, made before the
   * event is dispatched, so whoever follows it keeps the shopper's cart (docs/decisions/0181).
   */
  navigate(path: string): void;
  /** For `<a href onClick>`: a plain click navigates through `navigate`, a modified one is left to the browser. */
  onLinkClick(href: string, event: ReactMouseEvent<HTMLAnchorElement>): void;
}

/** Navigation from inside an element, one way for every element (docs/architecture.md "Element anatomy"). */
export function useNavigation(): Navigation {
  const host = useHost();
  return useMemo(() => {
    const navigate = (path: string) => {
      const href = pageUrl(path);
      const dispatch = (to: string) => emit(host, new PcNavigateEvent({ href: to }));
      // The store's own pages (the cookie goes along) and host pages: at once, as a link's click.
      if (needsHandOff(href)) void hrefWithHandOff(href).then(dispatch);
      else dispatch(href);
    };
    return {
      navigate,
      onLinkClick(href, event) {
        if (isModifiedClick(event)) return; // a new tab or window: the browser's business
        event.preventDefault();
        navigate(href);
      },
    };
  }, [host]);
}
