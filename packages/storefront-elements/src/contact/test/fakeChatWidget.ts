import type { ChatWidget } from '../behaviour/chatAdapter.ts';

/** A chat widget for tests: availability is switched by hand, `open` is counted. */
export class FakeChatWidget implements ChatWidget {
  opened = 0;
  private readonly listeners = new Set<(available: boolean) => void>();

  constructor(private available: boolean) {}

  isAvailable(): boolean {
    return this.available;
  }

  open(): void {
    this.opened += 1;
  }

  subscribe(listener: (available: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  setAvailable(available: boolean): void {
    this.available = available;
    for (const listener of this.listeners) listener(available);
  }
}

/** A window-like host for the adapter: an event target with a `pcChat` slot. */
export const fakeChatHost = (pcChat?: unknown): EventTarget & { pcChat?: unknown } =>
  Object.assign(new EventTarget(), { pcChat });
