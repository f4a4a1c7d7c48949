import { COOKIE_NAMES } from '@pc/shared/constants';
import type { DemoChatWidget } from '../chat/chatWidget.ts';
import { h } from '../dom.ts';
import { postJson } from '../storeFetch.ts';
import { fromLocalInputValue, mailCatcherLink, type QaState, toLocalInputValue } from './qaState.ts';

/** Says what a QA action did, in the panel's status line. */
export type Announce = (message: string) => void;

/** Drops the page's caches of session state (the identity, the capture shown) before a reload. */
export const forgetCookies = (names: readonly string[]) => {
  for (const name of names) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on plain-http QA hosts; these are fixed names with no value to escape.
    document.cookie = `${name}=; Max-Age=0; path=/`;
  }
};

/** Runs a QA write, then reloads so every element starts from the new server state. */
const writeThenReload = async (
  announce: Announce,
  path: string,
  payload: unknown,
  cookies: readonly string[],
) => {
  try {
    await postJson(path, payload);
    forgetCookies(cookies);
    window.location.reload();
  } catch (error) {
    announce(`${path} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
};

/**
 * 'Identity': anonymous visitor or identified customer (spec §6), switched on the server
 * (`POST /__qa/identity`). The identity cookie cache (spec §4 Identity: 30 minutes) is dropped so
 * the elements ask the server again after the reload.
 */
export const identitySection = (state: Promise<QaState>, announce: Announce): HTMLElement => {
  const radio = (value: 'anonymous' | 'customer', label: string) => {
    const input = h('input', { type: 'radio', name: 'qa-identity', id: `qa-identity-${value}`, value });
    input.addEventListener('change', () => {
      if (!input.checked) return;
      void writeThenReload(announce, '/__qa/identity', { customer: value === 'customer' }, [
        COOKIE_NAMES.user,
        COOKIE_NAMES.customerEmail,
      ]);
    });
    return { input, row: h('div', { class: 'qa-choice' }, input, h('label', { for: input.id }, label)) };
  };
  const anonymous = radio('anonymous', 'Anonymous');
  const customer = radio('customer', 'Customer');
  void state.then(({ customer: isCustomer }) => {
    if (isCustomer !== null) (isCustomer ? customer : anonymous).input.checked = true;
  });
  return h(
    'section',
    { class: 'qa-section' },
    h('fieldset', {}, h('legend', {}, h('h3', {}, 'Identity')), anonymous.row, customer.row),
  );
};

/** 'Chat widget': the demo chat widget's availability (kept across reloads by the widget). */
export const chatSection = (widget: DemoChatWidget): HTMLElement => {
  const input = h('input', { type: 'checkbox', id: 'qa-chat-available' });
  input.checked = widget.isAvailable();
  input.addEventListener('change', () => widget.setAvailable(input.checked));
  widget.subscribe((available) => {
    input.checked = available;
  });
  return h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-chat-title' },
    h('h3', { id: 'qa-chat-title' }, 'Chat widget'),
    h('div', { class: 'qa-choice' }, input, h('label', { for: input.id }, 'Chat widget available')),
  );
};

const localDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Clock': the store's clock override (`POST /__qa/clock`), for dated rules such as the spec §4 sold-out date. */
export const clockSection = (state: Promise<QaState>, announce: Announce): HTMLElement => {
  const input = h('input', { type: 'datetime-local', id: 'qa-clock' });
  const current = h('p', { class: 'qa-detail' }, 'Store clock: …');
  const apply = h('button', { type: 'button' }, 'Apply');
  const clear = h('button', { type: 'button' }, 'Clear');
  void state.then(({ now }) => {
    current.textContent = now
      ? `Store clock: ${localDateTime.format(new Date(now))}`
      : 'Store clock: real time';
    if (now) input.value = toLocalInputValue(now);
  });
  apply.addEventListener('click', () => {
    const now = fromLocalInputValue(input.value);
    if (!now) {
      announce('Choose a date and time first.');
      input.focus();
      return;
    }
    void writeThenReload(announce, '/__qa/clock', { now }, []);
  });
  clear.addEventListener('click', () => void writeThenReload(announce, '/__qa/clock', { now: null }, []));
  return h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-clock-title' },
    h('h3', { id: 'qa-clock-title' }, 'Clock'),
    current,
    h('label', { for: input.id }, 'Clock override'),
    input,
    h('div', { class: 'qa-buttons' }, apply, clear),
  );
};

/**
 * 'E-gift emails': a link to the mail catcher `npm start` runs, where the emails the store sent
 * arrive (spec §9; docs/decisions/0097). Hidden when the server names none.
 */
export const mailSection = (state: Promise<QaState>): HTMLElement => {
  const section = h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-mail-title', hidden: true },
    h('h3', { id: 'qa-mail-title' }, 'E-gift emails'),
  );
  void state.then(({ mailCatcher }) => {
    const href = mailCatcher === null ? null : mailCatcherLink(mailCatcher, window.location.hostname);
    if (href === null) return;
    section.append(
      h(
        'p',
        { class: 'qa-detail' },
        'Sent at 8 AM New York on their date, by this session’s clock: ',
        h('a', { href, target: '_blank', rel: 'noopener' }, 'open the mail catcher'),
        '.',
      ),
    );
    section.hidden = false;
  });
  return section;
};

/**
 * 'Shop owner': where the owner's report is and the demo owner's sign-in (docs/decisions/0119; README
 * "Shop owner"). The QA panel exists in demo mode only, where that account is seeded unless
 * PC_OWNER_EMAIL names another.
 */
export const ownerSection = (): HTMLElement =>
  h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-owner-title' },
    h('h3', { id: 'qa-owner-title' }, 'Shop owner'),
    h(
      'p',
      { class: 'qa-detail' },
      h('a', { href: '/insights' }, 'The owner’s report'),
      ': sign in as owner@pcstore.example with the password candle-ledger-42.',
    ),
  );

/** 'Data': empties this session's cart, surveys and switches on the server (`POST /__qa/reset`). */
export const resetSection = (announce: Announce): HTMLElement => {
  const reset = h('button', { type: 'button' }, 'Reset data');
  reset.addEventListener(
    'click',
    () => void writeThenReload(announce, '/__qa/reset', {}, Object.values(COOKIE_NAMES)),
  );
  return h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-data-title' },
    h('h3', { id: 'qa-data-title' }, 'Data'),
    h('p', { class: 'qa-detail' }, 'Empties the cart and forgets this session’s answers, then reloads.'),
    reset,
  );
};
