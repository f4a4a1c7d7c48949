import { CHAT_AVAILABLE_KEY, createChatWidget, type DemoChatWidget } from './chatWidget.ts';

/** The slot the host page fills (typed here, not globally: the elements type it as unknown). */
const host = window as Window & { pcChat?: DemoChatWidget };

const safeLocalStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/**
 * Provides `window.pcChat` and announces it with `pc-chat-ready` (docs/architecture.md "Browser
 * side": the event covers elements that loaded before the widget). Returns the widget for the QA switch.
 */
export const installChatWidget = (): DemoChatWidget => {
  if (host.pcChat) return host.pcChat;
  // The chat window's code loads when a shopper first opens it, not with every page.
  const widget = createChatWidget(safeLocalStorage(), () => {
    void import('./chatWindow.ts').then(({ openChatWindow }) => openChatWindow());
  });
  host.pcChat = widget;
  window.addEventListener('storage', (event) => {
    if (event.key === CHAT_AVAILABLE_KEY) widget.reload();
  });
  window.dispatchEvent(new Event('pc-chat-ready'));
  return widget;
};
