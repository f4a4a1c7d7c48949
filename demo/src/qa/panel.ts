import { installChatWidget } from '../chat/installChat.ts';
import { h } from '../dom.ts';
import { storeFetch } from '../storeFetch.ts';
import { analyticsSection } from './analyticsSection.ts';
import { cartSection } from './cartSection.ts';
import { continuationSection } from './continuationSection.ts';
import {
  chatSection,
  clockSection,
  identitySection,
  mailSection,
  ownerSection,
  resetSection,
} from './controls.ts';
import { faultSection } from './faultSection.ts';
import { platformWebhookSection } from './platformWebhookSection.ts';
import { parseQaState, type QaState } from './qaState.ts';
import { shareSection, statesSection } from './statesSection.ts';
import { stockSection } from './stockSection.ts';

/**
 * The QA panel (design.md "Demo"): analytics events as they fire, cart contents, identity, chat
 * availability, a clock override, a continuation quiz, stock and
 * fault switches (decision 0189), every spec state in one step and a link to this session's switches
 * (decision 0194), the checkout platform's webhooks and a data reset. Rendered into the body of
 * `<aside aria-label="QA panel">`, under the heading and toggle the page's HTML holds (toggle.ts).
 * Answers once the panel holds what it first shows (its cart read): the page keeps it hidden until
 * then, and until the route's first view is in, so nothing moves as they fill (decision 0053).
 */
export const mountQaPanel = (aside: HTMLElement): Promise<void> => {
  const status = h('p', { class: 'qa-status', role: 'status' });
  const announce = (message: string) => {
    status.textContent = message;
  };
  const state: Promise<QaState> = storeFetch('/__qa/state')
    .then(parseQaState)
    .catch(() => {
      announce('The QA state could not be read: is the store server running?');
      return { customer: null, now: null, mailCatcher: null };
    });
  let resolve = () => {};
  const cartRead = new Promise<void>((settle) => {
    resolve = settle;
  });
  aside.replaceChildren(
    status,
    // Issue 44 items 3 and 4 (decision 0194): every spec state in one step, and this session as a link.
    statesSection(announce),
    shareSection(announce),
    cartSection(resolve),
    analyticsSection(),
    identitySection(state, announce),
    chatSection(installChatWidget()),
    clockSection(state, announce),
    mailSection(state),
    ownerSection(),
    continuationSection(announce),
    // Issue 44 (decision 0189): spec §4's stock states and spec §8's faults, this session's only.
    stockSection(announce),
    faultSection(announce),
    // docs/decisions/0144: the checkout platform's signed order webhooks.
    platformWebhookSection(announce),
    resetSection(announce),
  );
  return cartRead;
};
