import { describe, expect, it, vi } from 'vitest';
import { FakeChatWidget, fakeChatHost } from '../test/fakeChatWidget.ts';
import { CHAT_READY_EVENT, chatWidget, isChatAvailable, openChat, watchChat } from './chatAdapter.ts';

// spec §2 Contact page: the chat option is offered only if a chat widget is present and reports
// availability. spec §8: live chat opens only if available.

describe('chatWidget / isChatAvailable', () => {
  it.each([
    ['no widget', undefined, false],
    ['null', null, false],
    ['an object without the interface', { open() {} }, false],
    ['a widget reporting unavailable', new FakeChatWidget(false), false],
    ['a widget reporting available', new FakeChatWidget(true), true],
    [
      'a widget that throws',
      {
        isAvailable: () => {
          throw new Error('down');
        },
        open() {},
        subscribe: () => () => {},
      },
      false,
    ],
  ])('%s → available %s', (_, pcChat, expected) => {
    expect(isChatAvailable(fakeChatHost(pcChat))).toBe(expected);
  });

  it('recognises only the whole interface', () => {
    expect(chatWidget(fakeChatHost({ isAvailable: () => true, open() {} }))).toBeNull();
    const widget = new FakeChatWidget(true);
    expect(chatWidget(fakeChatHost(widget))).toBe(widget);
  });
});

describe('openChat', () => {
  it('opens an available chat', () => {
    const widget = new FakeChatWidget(true);
    expect(openChat(fakeChatHost(widget))).toBe(true);
    expect(widget.opened).toBe(1);
  });

  it('does not open an unavailable chat (spec §8)', () => {
    const widget = new FakeChatWidget(false);
    expect(openChat(fakeChatHost(widget))).toBe(false);
    expect(widget.opened).toBe(0);
  });

  it('does nothing without a widget', () => {
    expect(openChat(fakeChatHost())).toBe(false);
  });
});

describe('watchChat', () => {
  it('reports an available widget at once', () => {
    const onChange = vi.fn();
    watchChat(fakeChatHost(new FakeChatWidget(true)), onChange);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('reports an unavailable widget at once', () => {
    const onChange = vi.fn();
    watchChat(fakeChatHost(new FakeChatWidget(false)), onChange);
    expect(onChange.mock.calls).toEqual([[false]]);
  });

  it('follows availability changes, without repeating a value', () => {
    const widget = new FakeChatWidget(true);
    const onChange = vi.fn();
    watchChat(fakeChatHost(widget), onChange);
    widget.setAvailable(false);
    widget.setAvailable(false);
    widget.setAvailable(true);
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('reports false without a widget, then follows a widget that loads late (pc-chat-ready)', () => {
    const host = fakeChatHost();
    const onChange = vi.fn();
    watchChat(host, onChange);
    expect(onChange.mock.calls).toEqual([[false]]);

    const widget = new FakeChatWidget(true);
    host.pcChat = widget;
    host.dispatchEvent(new Event(CHAT_READY_EVENT));
    expect(onChange.mock.calls).toEqual([[false], [true]]);

    widget.setAvailable(false);
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
    expect(widget.listenerCount).toBe(1);
  });

  it('ignores pc-chat-ready until a widget is really there, and subscribes once', () => {
    const host = fakeChatHost();
    const onChange = vi.fn();
    watchChat(host, onChange);
    host.dispatchEvent(new Event(CHAT_READY_EVENT));
    expect(onChange.mock.calls).toEqual([[false]]);

    const widget = new FakeChatWidget(true);
    host.pcChat = widget;
    host.dispatchEvent(new Event(CHAT_READY_EVENT));
    host.dispatchEvent(new Event(CHAT_READY_EVENT));
    expect(widget.listenerCount).toBe(1);
    expect(onChange.mock.calls).toEqual([[false], [true]]);
  });

  it('stops: unsubscribes from the widget and reports nothing more', () => {
    const widget = new FakeChatWidget(true);
    const onChange = vi.fn();
    const stop = watchChat(fakeChatHost(widget), onChange);
    stop();
    expect(widget.listenerCount).toBe(0);
    widget.setAvailable(false);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('stops waiting for a late widget', () => {
    const host = fakeChatHost();
    const onChange = vi.fn();
    const stop = watchChat(host, onChange);
    stop();
    const widget = new FakeChatWidget(true);
    host.pcChat = widget;
    host.dispatchEvent(new Event(CHAT_READY_EVENT));
    expect(widget.listenerCount).toBe(0);
    expect(onChange.mock.calls).toEqual([[false]]);
  });
});
