import { useCallback, useEffect, useState } from 'react';
import { type ChatHost, isChatAvailable, openChat, watchChat } from './chatAdapter.ts';

/** The live chat as the view needs it: offered or not, live (spec §2 Contact page), and open. */
export const useChat = (host: ChatHost = window): { available: boolean; open: () => void } => {
  const [available, setAvailable] = useState(() => isChatAvailable(host));
  useEffect(() => watchChat(host, setAvailable), [host]);
  const open = useCallback(() => {
    openChat(host);
  }, [host]);
  return { available, open };
};
