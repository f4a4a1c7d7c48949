import { useCallback, useEffect, useState } from 'react';
import { type ChatHost, openChat, watchChat } from './chatAdapter.ts';

/**
 * The live chat as the view needs it: offered or not, live (spec §2 Contact page), and open.
 *
 * The first render says "not available" whatever the widget says: a server render cannot know the
 * host page's widget, and hydration needs the browser's first render to equal it
 * (docs/decisions/0024). The widget is read after mount, where `watchChat` reports it at once.
 * `host` defaults to `window`, looked up only in effects and handlers, never while rendering.
 */
export const useChat = (host?: ChatHost): { available: boolean; open: () => void } => {
  const [available, setAvailable] = useState(false);
  useEffect(() => watchChat(host ?? window, setAvailable), [host]);
  const open = useCallback(() => {
    openChat(host ?? window);
  }, [host]);
  return { available, open };
};
