/**
 * The demo's live-chat widget, the host-page side of docs/architecture.md "Browser side":
 * `window.pcChat = {isAvailable(), open(), subscribe(listener)}`. Availability is a QA switch kept in
 * localStorage so reloads keep it; a store without a saved choice starts available.
 */
export interface ChatWidget {
  isAvailable(): boolean;
  open(): void;
  subscribe(listener: (available: boolean) => void): () => void;
}

export interface DemoChatWidget extends ChatWidget {
  /** The QA switch: saves the choice and tells every subscriber. */
  setAvailable(available: boolean): void;
  /** Another tab changed the saved choice. */
  reload(): void;
}

export const CHAT_AVAILABLE_KEY = 'pc-demo-chat-available';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const readAvailable = (storage: KeyValueStore | undefined): boolean => {
  try {
    return storage?.getItem(CHAT_AVAILABLE_KEY) !== 'false';
  } catch {
    return true;
  }
};

export const createChatWidget = (
  storage: KeyValueStore | undefined,
  openWindow: () => void,
): DemoChatWidget => {
  let available = readAvailable(storage);
  const listeners = new Set<(available: boolean) => void>();
  const change = (next: boolean) => {
    if (next === available) return;
    available = next;
    for (const listener of [...listeners]) listener(available);
  };
  return {
    isAvailable: () => available,
    // spec §8: live chat opens only if available; the widget keeps to that even if asked directly.
    open: () => {
      if (available) openWindow();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setAvailable: (next) => {
      try {
        storage?.setItem(CHAT_AVAILABLE_KEY, String(next));
      } catch {
        // Private mode without storage: the switch still works until the next reload.
      }
      change(next);
    },
    reload: () => change(readAvailable(storage)),
  };
};
