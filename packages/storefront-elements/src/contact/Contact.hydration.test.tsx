import { HostContext } from '@pc/shared';
import { type HydrationCheck, serverRenderThenHydrate } from '@pc/shared/test';
import { afterEach, describe, expect, it } from 'vitest';
import { Contact } from './Contact.tsx';
import { FakeChatWidget } from './test/fakeChatWidget.ts';

// design.md "First paint": the server renders <pc-contact>'s first view, the browser hydrates it. The server knows no
// chat widget (window.pcChat), so the first render in the browser must not read it either
// (docs/decisions/0024); the chat shows after mount, in the place kept for it.

type ChatWindow = Window & { pcChat?: unknown };

let check: HydrationCheck | undefined;
afterEach(() => {
  check?.unmount();
  check = undefined;
  delete (window as ChatWindow).pcChat;
});

const contact = () => (
  <HostContext value={document.createElement('pc-contact')}>
    <Contact />
  </HostContext>
);

const chatButton = (root: HTMLElement) =>
  [...root.querySelectorAll('button')].find((button) => button.textContent === 'Chat with us') ?? null;

describe('<pc-contact> hydrates its server render', () => {
  it('keeps every node and reports no mismatch when the page has an available chat', async () => {
    check = await serverRenderThenHydrate(contact(), () => {
      (window as ChatWindow).pcChat = new FakeChatWidget(true);
    });
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    // The server's first view keeps a place for the chat, unseen; after mount the chat is offered.
    expect(check.html).toContain('channel--reserved');
    expect(chatButton(check.container)).not.toBeNull();
  });

  it('keeps every node when the page has no chat widget, and offers none', async () => {
    check = await serverRenderThenHydrate(contact());
    expect(check.problems).toEqual([]);
    expect(check.replaced).toEqual([]);
    expect(chatButton(check.container)).toBeNull();
  });
});
