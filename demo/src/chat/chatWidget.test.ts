import { describe, expect, it, vi } from 'vitest';
import { CHAT_AVAILABLE_KEY, createChatWidget } from './chatWidget.ts';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
};

describe('demo chat widget (docs/architecture.md: window.pcChat)', () => {
  it.each([
    ['no saved choice', {}, true],
    ['saved available', { [CHAT_AVAILABLE_KEY]: 'true' }, true],
    ['saved unavailable', { [CHAT_AVAILABLE_KEY]: 'false' }, false],
  ])('%s → available %s', (_, saved, expected) => {
    expect(createChatWidget(memoryStorage(saved), () => {}).isAvailable()).toBe(expected);
  });

  it('keeps the switch across reloads and tells subscribers once per change', () => {
    const storage = memoryStorage();
    const widget = createChatWidget(storage, () => {});
    const listener = vi.fn();
    const unsubscribe = widget.subscribe(listener);
    widget.setAvailable(false);
    widget.setAvailable(false);
    expect(listener.mock.calls).toEqual([[false]]);
    expect(createChatWidget(storage, () => {}).isAvailable()).toBe(false);
    unsubscribe();
    widget.setAvailable(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('opens only while available (spec §8: live chat opens only if available)', () => {
    const openWindow = vi.fn();
    const widget = createChatWidget(memoryStorage(), openWindow);
    widget.open();
    widget.setAvailable(false);
    widget.open();
    expect(openWindow).toHaveBeenCalledTimes(1);
  });

  it('follows a choice another tab saved', () => {
    const storage = memoryStorage();
    const widget = createChatWidget(storage, () => {});
    storage.setItem(CHAT_AVAILABLE_KEY, 'false');
    widget.reload();
    expect(widget.isAvailable()).toBe(false);
  });

  it('works without storage', () => {
    const widget = createChatWidget(undefined, () => {});
    widget.setAvailable(false);
    expect(widget.isAvailable()).toBe(false);
  });
});
