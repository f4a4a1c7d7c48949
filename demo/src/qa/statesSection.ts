import { isModifiedClick } from '@pc/shared';
import { installChatWidget } from '../chat/installChat.ts';
import { h } from '../dom.ts';
import { storeFetch } from '../storeFetch.ts';
import { applySetup, openRoute } from './applySetup.ts';
import type { Announce } from './controls.ts';
import { LINK_PARAM, linkHref, type QaFaultSetup, type QaLink, type StockStatus } from './sessionSetup.ts';
import { QA_STATES, type QaStateEntry } from './states.ts';

// Issue 44 items 3 and 4 (docs/decisions/0194): 'States', every state of spec §2, §4 and §8 in one
// step, each a link that sets the session up and opens its route; and 'Copy link', this session's
// switches as a link that sets them up in the session of whoever opens it.

const SECTION_TITLES = {
  '§2': 'Screens (spec §2)',
  '§4': 'States and transitions (spec §4)',
  '§8': 'Errors (spec §8)',
} as const;

/** An entry as a link: its own setup and route, so it also opens in a new tab or another browser. */
const entryLink = (entry: QaStateEntry, announce: Announce): HTMLElement => {
  const link = h('a', { href: linkHref({ route: entry.route, setup: entry.setup }) }, entry.name);
  link.addEventListener('click', async (event) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    announce(`Setting up ${entry.name}…`);
    try {
      const route = await applySetup(entry);
      announce(entry.next ? `${entry.name}: ${entry.next}` : `${entry.name} is open.`);
      openRoute(route, { load: entry.setup.customer === true });
    } catch (error) {
      announce(
        `${entry.name} could not be set up: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
  return h('li', {}, link);
};

interface HeldStock {
  readonly products: readonly { readonly variations: readonly { id: number; held: StockStatus | null }[] }[];
}
interface HeldFaults {
  readonly faults: Readonly<Record<string, Omit<QaFaultSetup, 'times'> & { left: number | null }>>;
}

/**
 * This session's switches as a link (issue 44 item 4): its identity, clock, stock and faults as
 * `GET /__qa/state`, `/__qa/stock` and `/__qa/faults` answer them, the chat widget's availability, and
 * the page open now. Its cart and answers stay its own.
 */
export const sessionLink = (
  state: { identity?: unknown; clock?: unknown },
  stock: HeldStock,
  faults: HeldFaults,
  chat: boolean,
  route: string,
): QaLink => {
  const held = Object.fromEntries(
    stock.products.flatMap((product) =>
      product.variations.filter((x) => x.held !== null).map((x) => [String(x.id), x.held as StockStatus]),
    ),
  );
  const faulted = Object.fromEntries(
    Object.entries(faults.faults).map(([call, { left, ...fault }]) => [call, { ...fault, times: left }]),
  );
  return {
    route,
    setup: {
      ...(state.identity === 'customer' ? { customer: true } : {}),
      ...(typeof state.clock === 'string' ? { clock: state.clock } : {}),
      ...(Object.keys(held).length > 0 ? { stock: held } : {}),
      ...(Object.keys(faulted).length > 0 ? { faults: faulted } : {}),
      ...(chat ? {} : { chat: false }),
    },
  };
};

const here = (): string => {
  const url = new URL(window.location.href);
  url.searchParams.delete(LINK_PARAM);
  return `${url.pathname}${url.search}`;
};

/** 'Share': copies this session's link; the field shows it too, for a browser that refuses the copy. */
export const shareSection = (announce: Announce): HTMLElement => {
  const copy = h('button', { type: 'button' }, 'Copy link');
  const field = h('input', { id: 'qa-share-link', type: 'text', readonly: true });
  const shown = h(
    'div',
    { hidden: true },
    h('label', { for: field.id }, 'Link to this session’s state'),
    field,
  );
  copy.addEventListener('click', async () => {
    try {
      const [state, stock, faults] = await Promise.all([
        storeFetch('/__qa/state'),
        storeFetch('/__qa/stock'),
        storeFetch('/__qa/faults'),
      ]);
      const link = sessionLink(
        state as { identity?: unknown; clock?: unknown },
        stock as HeldStock,
        faults as HeldFaults,
        installChatWidget().isAvailable(),
        here(),
      );
      field.value = new URL(linkHref(link), window.location.origin).href;
      shown.hidden = false;
      try {
        await navigator.clipboard.writeText(field.value);
        announce('Link copied');
      } catch {
        field.select();
        announce('Copy the link from the field below.');
      }
    } catch (error) {
      announce(`The link could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-share-title' },
    h('h3', { id: 'qa-share-title' }, 'Share'),
    h(
      'p',
      { class: 'qa-detail' },
      'A link that sets up this session’s identity, clock, stock, faults and chat in a new session of whoever opens it.',
    ),
    h('div', { class: 'qa-buttons' }, copy),
    shown,
  );
};

/** The States groups a tester has open, kept across reloads (an entry that signs in loads the page). */
const OPEN_GROUPS_KEY = 'pc-demo-qa-states-open';

const openGroups = (): string[] => {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(OPEN_GROUPS_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

const keepGroup = (key: string, open: boolean): void => {
  const others = openGroups().filter((kept) => kept !== key);
  try {
    window.localStorage.setItem(OPEN_GROUPS_KEY, JSON.stringify(open ? [...others, key] : others));
  } catch {
    // Storage blocked: the group stays as it is for this page.
  }
};

/**
 * One spec section's entries, a disclosure closed until the tester opens it: 42 links in the tab order
 * of every page would stand between a keyboard user and the rest of the panel and the page.
 */
const stateGroup = (key: keyof typeof SECTION_TITLES, announce: Announce): HTMLElement => {
  const group = h(
    'details',
    { class: 'qa-states-group' },
    h('summary', {}, SECTION_TITLES[key]),
    h(
      'ul',
      { class: 'qa-states', 'aria-label': SECTION_TITLES[key] },
      ...QA_STATES.filter((entry) => entry.section === key).map((entry) => entryLink(entry, announce)),
    ),
  );
  group.open = openGroups().includes(key);
  group.addEventListener('toggle', () => keepGroup(key, group.open));
  return group;
};

export const statesSection = (announce: Announce): HTMLElement =>
  h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-states-title' },
    h('h3', { id: 'qa-states-title' }, 'States'),
    h('p', { class: 'qa-detail' }, 'Each resets this session, sets it up and opens its page.'),
    ...(Object.keys(SECTION_TITLES) as (keyof typeof SECTION_TITLES)[]).map((key) =>
      stateGroup(key, announce),
    ),
  );
