import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfigForTests } from '../config/pageConfig.ts';
import { emit } from '../events/emit.ts';
import { PcCompleteEvent } from '../events/PcCompleteEvent.ts';
import { defineElement } from './defineElement.ts';
import { recordEarlyPresses } from './earlyPresses.ts';
import { type ElementMeta, propTypesOf } from './elementMeta.ts';
import { useHost } from './hostContext.ts';
import { pageDataScript, renderShadowContent } from './serverRender.tsx';

interface ProbeProps {
  heading?: string;
  count?: number;
  noChat?: boolean;
  pageData?: unknown;
}

function Probe({ heading, count, noChat, pageData }: ProbeProps) {
  const host = useHost();
  return (
    <div>
      <h2>{heading ?? '(none)'}</h2>
      <output data-testid="count">{String(count)}</output>
      <output data-testid="chat">{noChat ? 'no chat' : 'chat'}</output>
      <output data-testid="data">{JSON.stringify(pageData === null ? 'none' : (pageData ?? 'unset'))}</output>
      <button type="button" onClick={() => emit(host, new PcCompleteEvent({ outcome: 'dismissed' }))}>
        done
      </button>
    </div>
  );
}

const PROBE_CSS = '.probe { color: rebeccapurple; }';
/** The probe's own stylesheet as a registration file hands it over (docs/decisions/0071). */
const STYLES = vi.fn(async () => ({ default: PROBE_CSS }));
/** The probe's public surface, as an element's meta.ts writes it: the props are derived from it. */
const probeMeta = (tag: `pc-${string}`) =>
  ({
    tag,
    attributes: [
      { name: 'heading', type: 'string' },
      { name: 'count', type: 'number' },
      { name: 'no-chat', type: 'boolean' },
    ],
  }) as const satisfies ElementMeta;

const define = (tag: `pc-${string}` = 'pc-probe') =>
  defineElement({ meta: probeMeta(tag), component: Probe, styles: STYLES });

type ProbeElement = HTMLElement & ProbeProps;

async function mount(html: string): Promise<{ el: ProbeElement; root: ShadowRoot }> {
  define();
  document.body.innerHTML = html;
  await customElements.whenDefined('pc-probe');
  const el = document.body.firstElementChild as ProbeElement;
  const root = el.shadowRoot!;
  await vi.waitFor(() => expect(root.querySelector('h2')).not.toBeNull());
  return { el, root };
}

const text = (root: ShadowRoot, selector: string) => root.querySelector(selector)?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
  document.getElementById('pc-config')?.remove();
  resetPageConfigForTests();
});

describe('defineElement', () => {
  it('renders the component into an open shadow root and follows attribute changes', async () => {
    const { el, root } = await mount('<pc-probe heading="Contact Us"></pc-probe>');
    expect(el.shadowRoot?.mode).toBe('open');
    expect(text(root, 'h2')).toBe('Contact Us');
    el.setAttribute('heading', 'FAQ');
    await vi.waitFor(() => expect(text(root, 'h2')).toBe('FAQ'));
    el.removeAttribute('heading');
    await vi.waitFor(() => expect(text(root, 'h2')).toBe('(none)'));
  });

  it.each([
    ['<pc-probe count="3"></pc-probe>', '3'],
    ['<pc-probe count="2.5"></pc-probe>', '2.5'],
    ['<pc-probe></pc-probe>', 'undefined'],
  ])('maps number attributes: %s -> %s', async (html, expected) => {
    const { root } = await mount(html);
    expect(text(root, '[data-testid=count]')).toBe(expected);
  });

  it.each([
    ['<pc-probe no-chat></pc-probe>', 'no chat'],
    ['<pc-probe no-chat="true"></pc-probe>', 'no chat'],
    ['<pc-probe no-chat="false"></pc-probe>', 'chat'],
    ['<pc-probe></pc-probe>', 'chat'],
  ])(
    'gives boolean attributes HTML semantics (design.md: booleans default false): %s',
    async (html, expected) => {
      const { root } = await mount(html);
      expect(text(root, '[data-testid=chat]')).toBe(expected);
    },
  );

  it('turns a boolean prop off when its attribute is removed', async () => {
    const { el, root } = await mount('<pc-probe no-chat></pc-probe>');
    expect(text(root, '[data-testid=chat]')).toBe('no chat');
    el.removeAttribute('no-chat');
    await vi.waitFor(() => expect(text(root, '[data-testid=chat]')).toBe('chat'));
  });

  it('adopts the shared sheets and the element styles, with no <style> tag', async () => {
    const { root } = await mount('<pc-probe></pc-probe>');
    const sheets = root.adoptedStyleSheets;
    expect(sheets).toHaveLength(3); // tokens, primitives, the element's own
    const own = sheets[2]!;
    expect([...own.cssRules].map((rule) => rule.cssText).join('')).toContain('rebeccapurple');
    expect(root.querySelector('style')).toBeNull();
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('shares one token sheet between elements', async () => {
    define();
    define('pc-probe-two');
    document.body.innerHTML = '<pc-probe></pc-probe><pc-probe-two></pc-probe-two>';
    const [a, b] = [...document.body.children].map((el) => el.shadowRoot!);
    await vi.waitFor(() => expect(b!.adoptedStyleSheets).toHaveLength(3));
    expect(a!.adoptedStyleSheets[0]).toBe(b!.adoptedStyleSheets[0]);
  });

  it('is idempotent: a second definition of the tag does nothing and does not throw', async () => {
    const first = define();
    expect(() => define()).not.toThrow();
    expect(define()).toBe(first);
    await customElements.whenDefined('pc-probe');
    expect(customElements.get('pc-probe')).toBe(first);
  });

  it('is defined at once, and keeps the loading state until its stylesheets are in and its first view is committed (decision 0105)', async () => {
    const tag = 'pc-probe-sheets-later';
    let arrive = (_css: { default: string }) => {};
    const styles = () => new Promise<{ default: string }>((resolve) => (arrive = resolve));
    document.body.innerHTML = `<${tag}></${tag}>`;
    defineElement({ meta: probeMeta(tag), component: Probe, styles });
    // A framework host sets properties on a defined element from its first render.
    expect(customElements.get(tag)).toBeDefined();
    const host = document.body.firstElementChild!;
    // Nothing drawn meanwhile: pc-elements.css's `:state(loading)` skeleton keeps the element's place
    // (happy-dom has no custom states: e2e/element-styles.spec.ts checks the state in a browser).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const root = host.shadowRoot!;
    expect(root.querySelector('h2')).toBeNull();
    arrive({ default: PROBE_CSS });
    // Styled from its first render: the sheets are adopted before anything is drawn.
    await vi.waitFor(() => expect(root.querySelector('h2')).not.toBeNull());
    expect(root.adoptedStyleSheets).toHaveLength(3); // tokens, primitives, the element's own
    expect([...root.adoptedStyleSheets[2]!.cssRules].map((rule) => rule.cssText).join('')).toContain(
      'rebeccapurple',
    );
  });

  it("makes the page's first number format in the element's locale while its stylesheets are on their way (decision 0223)", async () => {
    const tag = 'pc-probe-numbers-early';
    let arrive = (_css: { default: string }) => {};
    const styles = vi.fn(() => new Promise<{ default: string }>((resolve) => (arrive = resolve)));
    const Native = Intl.NumberFormat;
    const made: { locale: unknown; afterSheets: boolean }[] = [];
    Intl.NumberFormat = class extends Native {
      constructor(...args: ConstructorParameters<typeof Native>) {
        super(...args);
        made.push({ locale: args[0], afterSheets: styles.mock.calls.length > 0 });
      }
    } as typeof Native;
    try {
      document.body.innerHTML = `<div lang="es-US"><${tag}></${tag}></div>`;
      defineElement({ meta: probeMeta(tag), component: Probe, styles });
      // Asked for the sheets first, then the number data: the fetch is on its way while it loads.
      expect(made).toEqual([{ locale: 'es-US', afterSheets: true }]);
    } finally {
      Intl.NumberFormat = Native;
    }
    arrive({ default: PROBE_CSS });
    const root = document.querySelector(tag)!.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('h2')).not.toBeNull());
  });

  it('passes pageData as a property, falling back to #pc-config data', async () => {
    const config = document.createElement('script');
    config.type = 'application/json';
    config.id = 'pc-config';
    config.textContent = JSON.stringify({ apiRoot: '', ns: 'pc', data: { orderId: '42' } });
    document.head.append(config);
    const { el, root } = await mount('<pc-probe></pc-probe>');
    expect(text(root, '[data-testid=data]')).toBe('{"orderId":"42"}');
    (el as ProbeElement & { pageData: unknown }).pageData = { orderId: '7' };
    await vi.waitFor(() => expect(text(root, '[data-testid=data]')).toBe('{"orderId":"7"}'));
    expect(el.hasAttribute('page-data')).toBe(false);
    // null is the host saying "this page has no data" (a router after an in-page route change): the
    // configuration, which describes the first page loaded, must not speak for it.
    (el as ProbeElement & { pageData: unknown }).pageData = null;
    await vi.waitFor(() => expect(text(root, '[data-testid=data]')).toBe('"none"'));
  });

  it('keeps a property set before the element was defined', async () => {
    const tag = 'pc-probe-late';
    document.body.innerHTML = `<${tag}></${tag}>`;
    const el = document.body.firstElementChild as ProbeElement & { pageData: unknown };
    el.pageData = { early: true };
    define(tag);
    await customElements.whenDefined(tag);
    const root = el.shadowRoot!;
    await vi.waitFor(() => expect(text(root, '[data-testid=data]')).toBe('{"early":true}'));
  });

  it('gives components the host through useHost, so emitted events leave the shadow root', async () => {
    const { el, root } = await mount('<pc-probe></pc-probe>');
    const onWindow = vi.fn();
    window.addEventListener('pc-complete', onWindow, { once: true });
    const onHost = vi.fn();
    el.addEventListener('pc-complete', (event) => onHost(event.detail.outcome));
    root.querySelector('button')!.click();
    expect(onHost).toHaveBeenCalledWith('dismissed');
    expect(onWindow).toHaveBeenCalledTimes(1);
  });
});

/**
 * A page the store server rendered (design.md "First paint"): `<tag>` whose shadow root already holds the
 * server render, before the element is defined. A declarative shadow root is attached by the parser;
 * here it is attached by hand, which is what the browser's parser does with
 * `<template shadowrootmode="open">`.
 */
const serverRendered = (
  tag: `pc-${string}`,
  attributes: Record<string, string | true>,
  pageData?: unknown,
) => {
  const el = document.createElement(tag) as ProbeElement & { pageData: unknown };
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value === true ? '' : value);
  const root = el.attachShadow({ mode: 'open' });
  root.innerHTML = `<link rel="stylesheet" href="/elements/probe.css">${renderShadowContent(
    { meta: probeMeta(tag), component: Probe },
    attributes,
    pageData,
  )}`;
  return { el, root };
};

/** Every console.error and console.warn while `run` runs (React reports hydration problems there). */
const consoleProblems = async (run: () => Promise<void>): Promise<string[]> => {
  const problems: string[] = [];
  const record = (...args: unknown[]) => problems.push(args.map(String).join(' '));
  const error = vi.spyOn(console, 'error').mockImplementation(record);
  const warn = vi.spyOn(console, 'warn').mockImplementation(record);
  try {
    await run();
  } finally {
    error.mockRestore();
    warn.mockRestore();
  }
  return problems;
};

describe('a server-rendered shadow root (design.md "First paint")', () => {
  it('is hydrated in place: the nodes the page showed are the nodes the element keeps, with no warning', async () => {
    const tag = 'pc-probe-hydrate';
    const { el, root } = serverRendered(
      tag,
      { heading: 'Contact Us', count: '3', 'no-chat': true },
      { id: 1 },
    );
    el.pageData = { id: 1 };
    document.body.append(el);
    const heading = root.querySelector('h2')!;
    const wrapper = root.querySelector('[data-pc-root]')!;
    const link = root.querySelector('link')!;
    expect(heading.textContent).toBe('Contact Us');

    const problems = await consoleProblems(async () => {
      define(tag);
      // Hydrated: React's click handler is attached to the server's button.
      const onHost = vi.fn();
      el.addEventListener('pc-complete', onHost);
      await vi.waitFor(() => {
        root.querySelector('button')!.click();
        expect(onHost).toHaveBeenCalled();
      });
    });

    expect(problems).toEqual([]);
    expect(el.shadowRoot).toBe(root);
    expect(root.querySelector('h2')).toBe(heading);
    expect(root.querySelector('[data-pc-root]')).toBe(wrapper);
    expect(root.querySelector('link')).toBe(link);
    expect(root.querySelectorAll('[data-pc-root]')).toHaveLength(1);
    expect(text(root, '[data-testid=count]')).toBe('3');
    expect(text(root, '[data-testid=chat]')).toBe('no chat');
  });

  it('on a page of another origin, hydrates from the page data its fragment carries as its data child (decision 0171)', async () => {
    const tag = 'pc-probe-fragment';
    // The host page's configuration names the store and holds no data; the fragment's data child does.
    document.head.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="pc-config">{"apiRoot":"https://shop.example.com","ns":"pc"}</script>',
    );
    const { el, root } = serverRendered(tag, { heading: 'Oud' }, { launch: 'oud' });
    el.insertAdjacentHTML('beforeend', pageDataScript({ launch: 'oud' }));
    document.body.append(el);
    const heading = root.querySelector('h2')!;
    expect(text(root, '[data-testid=data]')).toBe('{"launch":"oud"}');
    const problems = await consoleProblems(async () => {
      define(tag);
      await vi.waitFor(() => expect(el.pageData).toEqual({ launch: 'oud' }));
    });
    expect(problems).toEqual([]);
    expect(root.querySelector('h2')).toBe(heading);
    expect(text(root, '[data-testid=data]')).toBe('{"launch":"oud"}');
  });

  // A server render holds its stylesheet on the store's own pages (decision 0202), links it on a page of
  // another origin (decision 0171): either way the element is styled by it, and fetches no sheet.
  it.each([
    ['holds', 'held'],
    ['links', 'linked'],
  ] as const)(
    'is defined and hydrated at once when its server render %s its stylesheet (decision 0071)',
    async (_, how) => {
      const tag = `pc-probe-hydrate-${how}` as const;
      const { el, root } = serverRendered(tag, { heading: 'Contact Us' }, null);
      if (how === 'held')
        root
          .querySelector('link')!
          .replaceWith(Object.assign(document.createElement('style'), { textContent: PROBE_CSS }));
      const heading = root.querySelector('h2');
      el.pageData = null;
      document.body.append(el);
      const styles = vi.fn(async () => ({ default: PROBE_CSS }));
      defineElement({ meta: probeMeta(tag), component: Probe, styles });
      expect(customElements.get(tag)).toBeDefined();
      const onHost = vi.fn();
      el.addEventListener('pc-complete', onHost);
      await vi.waitFor(() => {
        root.querySelector('button')!.click();
        expect(onHost).toHaveBeenCalled();
      });
      expect(root.querySelector('h2')).toBe(heading);
      expect(root.adoptedStyleSheets).toHaveLength(0);
      expect(root.querySelectorAll(how === 'held' ? 'style' : 'link[rel="stylesheet"]')).toHaveLength(1);
      expect(styles).not.toHaveBeenCalled();
    },
  );

  // A pop-up draws nothing until its data is in, so the server prints its shadow root empty, with its
  // stylesheet: held on the store's pages (the checkout's pop-up, the candle's companion: decision
  // 0202), linked on a page of another origin (decision 0171).
  it.each([
    ['holding its stylesheet', '<style>p{}</style><div data-pc-root></div>'],
    ['with its link', '<link rel="stylesheet" href="/elements/probe.css"><div data-pc-root></div>'],
  ])(
    'is defined at once for an empty server render %s, styled by it, fetching no sheet (decision 0071)',
    async (_, markup) => {
      const tag = `pc-probe-empty-${markup.startsWith('<link') ? 'linked' : 'held'}` as const;
      const el = document.createElement(tag) as ProbeElement & { pageData: unknown };
      const root = el.attachShadow({ mode: 'open' });
      root.innerHTML = markup;
      el.pageData = null;
      document.body.append(el);
      const styles = vi.fn(async () => ({ default: PROBE_CSS }));
      defineElement({ meta: probeMeta(tag), component: Probe, styles });
      expect(customElements.get(tag)).toBeDefined();
      await vi.waitFor(() => expect(text(root, 'h2')).toBe('(none)'));
      expect(root.querySelectorAll('style, link')).toHaveLength(1);
      expect(root.adoptedStyleSheets).toHaveLength(0);
      expect(styles).not.toHaveBeenCalled();
    },
  );

  it('styles an instance a router adds beside a server render once its stylesheets are in', async () => {
    const tag = 'pc-probe-hydrate-beside';
    const { el } = serverRendered(tag, { heading: 'Contact Us' }, null);
    el.pageData = null;
    document.body.append(el);
    const styles = vi.fn(async () => ({ default: PROBE_CSS }));
    defineElement({ meta: probeMeta(tag), component: Probe, styles });
    const later = document.createElement(tag);
    document.body.append(later);
    const root = later.shadowRoot!;
    await vi.waitFor(() => expect(root.querySelector('h2')).not.toBeNull());
    expect(root.adoptedStyleSheets).toHaveLength(3);
    expect([...root.adoptedStyleSheets[2]!.cssRules].map((rule) => rule.cssText).join('')).toContain(
      'rebeccapurple',
    );
    expect(styles).toHaveBeenCalledTimes(1);
  });

  it('keeps following attributes and properties after hydrating, set while hydrating too', async () => {
    const tag = 'pc-probe-hydrate-update';
    const { el, root } = serverRendered(tag, { heading: 'Contact Us' }, null);
    el.pageData = null;
    document.body.append(el);
    const heading = root.querySelector('h2')!;
    const problems = await consoleProblems(async () => {
      define(tag);
      // Before hydration has committed: an update must not make React drop the server render.
      el.pageData = { later: true };
      await vi.waitFor(() => expect(text(root, '[data-testid=data]')).toBe('{"later":true}'));
      el.setAttribute('heading', 'FAQ');
      await vi.waitFor(() => expect(text(root, 'h2')).toBe('FAQ'));
    });
    expect(problems).toEqual([]);
    expect(root.querySelector('h2')).toBe(heading);
  });

  it('renders anew into the same wrapper when the element returns to the page', async () => {
    const tag = 'pc-probe-hydrate-return';
    const { el, root } = serverRendered(tag, { heading: 'Contact Us' }, null);
    el.pageData = null;
    document.body.append(el);
    define(tag);
    await vi.waitFor(() => expect(text(root, 'h2')).toBe('Contact Us'));
    el.remove();
    document.body.append(el);
    await vi.waitFor(() => expect(text(root, 'h2')).toBe('Contact Us'));
    expect(root.querySelectorAll('[data-pc-root]')).toHaveLength(1);
  });

  it('renders the same markup on the server as the browser renders without one', async () => {
    const html = renderShadowContent(
      { meta: probeMeta('pc-probe'), component: Probe },
      { heading: 'Contact Us', 'no-chat': 'false' },
      null,
    );
    const { root } = await mount('<pc-probe heading="Contact Us" no-chat="false"></pc-probe>');
    (document.body.firstElementChild as ProbeElement & { pageData: unknown }).pageData = null;
    await vi.waitFor(() => expect(text(root, '[data-testid=data]')).toBe('"none"'));
    const parsed = document.createElement('div');
    parsed.innerHTML = html;
    expect(root.querySelector('[data-pc-root]')!.outerHTML).toBe(parsed.firstElementChild!.outerHTML);
  });
});

describe('props derived from meta.ts', () => {
  it.each([
    ['heading', 'string', 'heading', 'string'],
    ['count', 'number', 'count', 'number'],
    ['no-chat', 'boolean', 'noChat', 'boolean'],
    ['no-name-question', 'boolean', 'noNameQuestion', 'boolean'],
    ['type', "'self' | 'gift'", 'type', 'string'],
    ['support-email', undefined, 'supportEmail', 'string'],
  ] as const)('attribute %s of type %s is the %s prop, converted as %s', (name, type, prop, conversion) => {
    expect(propTypesOf({ tag: 'pc-probe', attributes: [{ name, ...(type ? { type } : {}) }] })).toEqual({
      [prop]: conversion,
    });
  });
});

describe('an entry made before hydration', () => {
  /**
   * Controlled fields whose state the view shows, as the results' cadence selects and save banner,
   * the quiz's answers and the gift card forms are.
   */
  function EntryProbe() {
    const [cadence, setCadence] = useState('9');
    const [email, setEmail] = useState('');
    const [message, setMessage] = useState('');
    return (
      <div>
        <select aria-label="Cadence" value={cadence} onChange={(event) => setCadence(event.target.value)}>
          <option value="4">Every 4 Weeks</option>
          <option value="9">Every 9 Weeks</option>
          <option value="12">Every 12 Weeks</option>
        </select>
        <input
          aria-label="Email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <textarea aria-label="Message" value={message} onChange={(event) => setMessage(event.target.value)} />
        <output data-testid="state">{JSON.stringify({ cadence, email, message })}</output>
      </div>
    );
  }
  const entryMeta = (tag: `pc-${string}`) => ({ tag, attributes: [] }) as const satisfies ElementMeta;

  /** What a shopper does: the field's value, then the event the browser sends for it. */
  const enter = (field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
    field.value = value;
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  };

  it.each([
    ['before the script loaded', 'before'],
    ['while hydrating', 'during'],
  ] as const)('made %s, each keeps the shopper’s value and reaches the state', async (_, when) => {
    const tag = `pc-entry-${when}` as const;
    const el = document.createElement(tag);
    const root = el.attachShadow({ mode: 'open' });
    root.innerHTML = renderShadowContent({ meta: entryMeta(tag), component: EntryProbe }, {}, null);
    document.body.append(el);
    const select = root.querySelector('select')!;
    const input = root.querySelector('input')!;
    const textarea = root.querySelector('textarea')!;
    expect(select.value).toBe('9');
    const type = () => {
      enter(select, '12');
      enter(input, 'sam@example.com');
      enter(textarea, 'Happy birthday');
    };
    if (when === 'before') type();
    const problems = await consoleProblems(async () => {
      defineElement({ meta: entryMeta(tag), component: EntryProbe });
      if (when === 'during') type();
      await vi.waitFor(() =>
        expect(JSON.parse(text(root, '[data-testid=state]') ?? '{}')).toEqual({
          cadence: '12',
          email: 'sam@example.com',
          message: 'Happy birthday',
        }),
      );
    });
    expect(problems).toEqual([]);
    expect(root.querySelector('select')).toBe(select);
    expect([select.value, input.value, textarea.value]).toEqual(['12', 'sam@example.com', 'Happy birthday']);
  });

  /** A plan (radios), a box and a button whose press reads them, as the results' card has. */
  function ChoiceProbe() {
    const [once, setOnce] = useState(false);
    const [gift, setGift] = useState(false);
    const [added, setAdded] = useState<string[]>([]);
    return (
      <div>
        <input
          aria-label="Subscribe"
          type="radio"
          name="plan"
          checked={!once}
          onChange={() => setOnce(false)}
        />
        <input aria-label="Buy once" type="radio" name="plan" checked={once} onChange={() => setOnce(true)} />
        <input aria-label="Gift" type="checkbox" checked={gift} onChange={() => setGift(!gift)} />
        <button type="button" onClick={() => setAdded([...added, once ? 'once' : 'subscription'])}>
          ADD TO CART
        </button>
        <output data-testid="state">{JSON.stringify({ once, gift, added })}</output>
      </div>
    );
  }

  it('keeps a radio button and a checkbox pressed before the script, once each; a press then reads them (decision 0126)', async () => {
    const tag = 'pc-choice-before';
    const el = document.createElement(tag);
    const root = el.attachShadow({ mode: 'open' });
    root.innerHTML = renderShadowContent({ meta: entryMeta(tag), component: ChoiceProbe }, {}, null);
    document.body.append(el);
    const stop = recordEarlyPresses(document.body);
    const [, once, gift] = root.querySelectorAll('input');
    once!.click();
    gift!.click();
    root.querySelector('button')!.click();
    const problems = await consoleProblems(async () => {
      defineElement({ meta: entryMeta(tag), component: ChoiceProbe });
      await vi.waitFor(() =>
        expect(JSON.parse(text(root, '[data-testid=state]') ?? '{}')).toEqual({
          once: true,
          gift: true,
          added: ['once'],
        }),
      );
    });
    stop();
    expect(problems).toEqual([]);
    expect([...root.querySelectorAll('input')].map((input) => input.checked)).toEqual([false, true, true]);
  });

  it('leaves a field the shopper did not touch as the server rendered it', async () => {
    const tag = 'pc-entry-untouched';
    const el = document.createElement(tag);
    const root = el.attachShadow({ mode: 'open' });
    root.innerHTML = renderShadowContent({ meta: entryMeta(tag), component: EntryProbe }, {}, null);
    document.body.append(el);
    const seen: string[] = [];
    root.addEventListener('input', () => seen.push('input'), true);
    defineElement({ meta: entryMeta(tag), component: EntryProbe });
    await vi.waitFor(() => expect(root.querySelector('[data-pc-root] output')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(JSON.parse(text(root, '[data-testid=state]') ?? '{}')).toEqual({
      cadence: '9',
      email: '',
      message: '',
    });
    expect(seen).toEqual([]);
  });
});
