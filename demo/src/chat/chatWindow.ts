import { h } from '../dom.ts';

/**
 * The demo chat window: a small non-modal dialog, labelled by its heading, with a close button;
 * Escape closes it and focus returns where it was (WAI-ARIA APG dialog pattern). Messages stay in the
 * window: it is the demo's stand-in for a third-party live-chat service.
 */

/** The focused element, looking inside open shadow roots (the chat is opened from inside elements). */
const deepActiveElement = (): HTMLElement | null => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
};

let dialog: HTMLDialogElement | undefined;
let returnFocus: HTMLElement | null = null;

const build = (): HTMLDialogElement => {
  const messages = h('ol', {}, h('li', {}, 'Hi! How can we help you today?'));
  const input = h('input', { id: 'pc-chat-message', name: 'message', autocomplete: 'off', required: true });
  const form = h(
    'form',
    { class: 'chat-form' },
    h('label', { for: 'pc-chat-message' }, 'Message'),
    input,
    h('button', { type: 'submit' }, 'Send'),
  );
  const close = h('button', { type: 'button', class: 'chat-close', 'aria-label': 'Close chat' }, '×');
  const node = h(
    'dialog',
    { class: 'chat-window', 'aria-labelledby': 'pc-chat-title' },
    h('div', { class: 'chat-header' }, h('h2', { id: 'pc-chat-title' }, 'Live chat'), close),
    h(
      'div',
      { class: 'chat-messages', role: 'log', 'aria-label': 'Chat conversation', tabindex: '0' },
      messages,
    ),
    form,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    messages.append(
      h('li', { class: 'chat-own' }, text),
      h('li', {}, 'Thanks! This demo chat has no agents; on the live store a person answers here.'),
    );
    input.value = '';
  });
  close.addEventListener('click', closeChatWindow);
  node.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeChatWindow();
  });
  document.body.append(node);
  return node;
};

export const openChatWindow = (): void => {
  dialog ??= build();
  if (dialog.open) return;
  returnFocus = deepActiveElement();
  dialog.show();
  dialog.querySelector('input')?.focus();
};

export function closeChatWindow(): void {
  if (!dialog?.open) return;
  dialog.close();
  returnFocus?.focus();
  returnFocus = null;
}
