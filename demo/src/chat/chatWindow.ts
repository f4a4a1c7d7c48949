import { h } from '../dom.ts';
import { type ChatMessages, chatTexts } from '../messages/chat/index.ts';

/**
 * The demo chat window: a small non-modal dialog, labelled by its heading, with a close button;
 * Escape closes it and focus returns where it was (WAI-ARIA APG dialog pattern). Messages stay in the
 * window: it is the demo's stand-in for a third-party live-chat service. Its words are in the page's
 * language (demo/src/messages/chat, issue 43), fetched with it on a page not in en-US.
 */

/** The focused element, looking inside open shadow roots (the chat is opened from inside elements). */
const deepActiveElement = (): HTMLElement | null => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
};

let dialog: HTMLDialogElement | undefined;
let returnFocus: HTMLElement | null = null;

const build = (m: ChatMessages): HTMLDialogElement => {
  const messages = h('ol', {}, h('li', {}, m.chatGreeting));
  const input = h('input', { id: 'pc-chat-message', name: 'message', autocomplete: 'off', required: true });
  const form = h(
    'form',
    { class: 'chat-form' },
    h('label', { for: 'pc-chat-message' }, m.chatMessage),
    input,
    h('button', { type: 'submit' }, m.chatSend),
  );
  const close = h('button', { type: 'button', class: 'chat-close', 'aria-label': m.chatClose }, '×');
  const node = h(
    'dialog',
    { class: 'chat-window', 'aria-labelledby': 'pc-chat-title' },
    h('div', { class: 'chat-header' }, h('h2', { id: 'pc-chat-title' }, m.chatTitle), close),
    h(
      'div',
      { class: 'chat-messages', role: 'log', 'aria-label': m.chatConversation, tabindex: '0' },
      messages,
    ),
    form,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    messages.append(h('li', { class: 'chat-own' }, text), h('li', {}, m.chatReply));
    input.value = '';
  });
  close.addEventListener('click', closeChatWindow);
  node.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeChatWindow();
  });
  document.body.append(node);
  return node;
};

/** Opens the window (built the first time, in the page's language: its words fetched first in es-US). */
export const openChatWindow = async (): Promise<void> => {
  // Where the shopper was when they asked: focus returns there on close.
  const from = deepActiveElement();
  const texts = chatTexts();
  const m = texts instanceof Promise ? await texts : texts;
  dialog ??= build(m);
  if (dialog.open) return;
  returnFocus = from;
  dialog.show();
  dialog.querySelector('input')?.focus();
};

export function closeChatWindow(): void {
  if (!dialog?.open) return;
  dialog.close();
  returnFocus?.focus();
  returnFocus = null;
}
