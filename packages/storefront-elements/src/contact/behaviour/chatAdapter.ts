/**
 * spec §2 Contact page: "the chat option is offered only if a chat widget is present and reports
 * availability"; spec §8: "Live chat: opens only if available". The host page provides the widget as
 * `window.pcChat` and dispatches `pc-chat-ready` on `window` when the widget loads after the element
 * (docs/architecture.md, Browser side). Everything here is plain functions over a window-like target,
 * so it is tested without a browser.
 */

/** The chat widget the host page provides (docs/architecture.md). */
export interface ChatWidget {
  isAvailable(): boolean;
  open(): void;
  subscribe(listener: (available: boolean) => void): () => void;
}

/** The event the host dispatches on `window` when the widget loads later than the element. */
export const CHAT_READY_EVENT = 'pc-chat-ready';

/** What the adapter needs from `window`: the widget slot and event listening. */
export interface ChatHost {
  readonly pcChat?: unknown;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** The widget, if the host provides one with the whole interface; anything else counts as absent. */
export const chatWidget = (host: ChatHost): ChatWidget | null => {
  const widget = host.pcChat as Partial<ChatWidget> | null | undefined;
  if (
    widget &&
    typeof widget.isAvailable === 'function' &&
    typeof widget.open === 'function' &&
    typeof widget.subscribe === 'function'
  ) {
    return widget as ChatWidget;
  }
  return null;
};

/** Availability now: false when there is no widget or when it fails to answer. */
export const isChatAvailable = (host: ChatHost): boolean => {
  const widget = chatWidget(host);
  if (!widget) return false;
  try {
    return widget.isAvailable() === true;
  } catch {
    return false;
  }
};

/**
 * Calls `onChange` with the availability now and on every change until the returned function is
 * called. Without a widget it reports false and waits for `pc-chat-ready`, then follows the widget.
 * Repeated values are not reported twice.
 */
export const watchChat = (host: ChatHost, onChange: (available: boolean) => void): (() => void) => {
  let last: boolean | undefined;
  let stopped = false;
  let unsubscribe: (() => void) | undefined;
  const report = (available: boolean) => {
    if (stopped || available === last) return;
    last = available;
    onChange(available);
  };
  const follow = (): boolean => {
    const widget = chatWidget(host);
    if (!widget || unsubscribe) return Boolean(unsubscribe);
    try {
      unsubscribe = widget.subscribe((available) => report(available === true));
    } catch {
      unsubscribe = () => {};
    }
    report(isChatAvailable(host));
    return true;
  };
  const onReady = () => {
    if (follow()) host.removeEventListener(CHAT_READY_EVENT, onReady);
  };
  if (!follow()) {
    report(false);
    host.addEventListener(CHAT_READY_EVENT, onReady);
  }
  return () => {
    stopped = true;
    host.removeEventListener(CHAT_READY_EVENT, onReady);
    unsubscribe?.();
  };
};

/** Opens the chat if it is available now (spec §8); says whether it did. */
export const openChat = (host: ChatHost): boolean => {
  if (!isChatAvailable(host)) return false;
  try {
    chatWidget(host)?.open();
    return true;
  } catch {
    return false;
  }
};
