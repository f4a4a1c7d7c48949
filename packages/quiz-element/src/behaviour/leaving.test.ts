// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardedLinkHref, installLeavingGuard, type LeavingGuard } from './leaving.ts';

const here = () => new URL(window.location.href);

function link(attributes: Record<string, string>, parent: ParentNode = document.body): HTMLAnchorElement {
  const anchor = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  anchor.textContent = 'go';
  parent.append(anchor);
  return anchor;
}

/** Clicks `target` and returns what the guard's rule says about it. */
function hrefOfClick(target: Element, host: HTMLElement, init: MouseEventInit = {}): string | null {
  let result: string | null = 'not reached';
  const listener = (event: MouseEvent) => {
    result = guardedLinkHref(event, host, here());
    event.preventDefault();
  };
  document.addEventListener('click', listener, true);
  target.dispatchEvent(
    new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init }),
  );
  document.removeEventListener('click', listener, true);
  return result;
}

let host: HTMLElement;
beforeEach(() => {
  window.history.replaceState(null, '', '/quiz');
  host = document.createElement('pc-quiz-host');
  host.attachShadow({ mode: 'open' });
  document.body.append(host);
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('guardedLinkHref (spec §4 Leaving: which clicks leave the quiz page)', () => {
  const origin = () => window.location.origin;
  const rows: {
    rule: string;
    attributes: Record<string, string>;
    init?: MouseEventInit;
    expected: (o: string) => string | null;
  }[] = [
    { rule: 'a same-origin link leaves', attributes: { href: '/contact' }, expected: (o) => `${o}/contact` },
    {
      rule: 'an absolute same-origin link leaves',
      attributes: { href: '/gift-cards?x=1' },
      expected: (o) => `${o}/gift-cards?x=1`,
    },
    {
      rule: 'another origin is the browser’s (unload prompt)',
      attributes: { href: 'https://elsewhere.example/' },
      expected: () => null,
    },
    { rule: 'a same-page anchor does not leave', attributes: { href: '#faq' }, expected: () => null },
    {
      rule: 'target=_blank opens elsewhere',
      attributes: { href: '/contact', target: '_blank' },
      expected: () => null,
    },
    {
      rule: 'a download does not leave',
      attributes: { href: '/file.pdf', download: '' },
      expected: () => null,
    },
    {
      rule: 'ctrl-click opens a new tab',
      attributes: { href: '/contact' },
      init: { ctrlKey: true },
      expected: () => null,
    },
    {
      rule: 'a middle click opens a new tab',
      attributes: { href: '/contact' },
      init: { button: 1 },
      expected: () => null,
    },
    { rule: 'mailto: is not a page', attributes: { href: 'mailto:help@example.com' }, expected: () => null },
  ];
  it.each(rows)('$rule', ({ attributes, init, expected }) => {
    expect(hrefOfClick(link(attributes), host, init)).toBe(expected(origin()));
  });

  it('a link inside the quiz is its own (composedPath sees through the shadow root)', () => {
    expect(hrefOfClick(link({ href: '/quizresult' }, host.shadowRoot!), host)).toBeNull();
  });

  it("a link inside another element's shadow root counts (composedPath)", () => {
    const other = document.createElement('div');
    other.attachShadow({ mode: 'open' });
    document.body.append(other);
    const inner = link({ href: '/checkout' }, other.shadowRoot!);
    const span = document.createElement('span');
    inner.append(span);
    expect(hrefOfClick(span, host)).toBe(`${window.location.origin}/checkout`);
  });
});

describe('installLeavingGuard', () => {
  let guard: LeavingGuard;
  let guarded: boolean;
  const attempts: string[] = [];
  const navigate = vi.fn();
  const onAbandon = vi.fn();

  beforeEach(() => {
    guarded = true;
    attempts.length = 0;
    navigate.mockClear();
    onAbandon.mockClear();
    guard = installLeavingGuard({
      host,
      isGuarded: () => guarded,
      onLeaveAttempt: (href) => attempts.push(href),
      onAbandon,
      navigate,
    });
  });
  afterEach(() => guard.uninstall());

  const routing = (newPath: string, cancelNavigation = vi.fn()) => {
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: {
          oldUrl: `${window.location.origin}/quiz`,
          newUrl: `${window.location.origin}${newPath}`,
          cancelNavigation,
        },
      }),
    );
    return cancelNavigation;
  };

  it('holds back a link click and reports where it went', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link({ href: '/contact' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(attempts).toEqual([`${window.location.origin}/contact`]);
  });

  it('lets everything through when not guarded (an unstarted quiz leaves at once)', () => {
    guarded = false;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link({ href: '/contact' }).dispatchEvent(click);
    const cancel = routing('/contact');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect([click.defaultPrevented, cancel.mock.calls.length, unload.defaultPrevented, attempts]).toEqual([
      false,
      0,
      false,
      [],
    ]);
  });

  it('cancels a single-spa route change, but not the reroute back to the quiz', () => {
    expect(routing('/gift-cards')).toHaveBeenCalledWith(true);
    expect(routing('/quiz')).not.toHaveBeenCalled();
    expect(attempts).toEqual([`${window.location.origin}/gift-cards`]);
  });

  it('puts the URL back after back/forward on a host without single-spa', () => {
    window.history.pushState(null, '', '/contact');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(attempts).toEqual([`${window.location.origin}/contact`]);
    expect(window.location.pathname).toBe('/quiz');
  });

  it('prompts on unload while guarded', () => {
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it('leave() navigates without the unload prompt or another hold-back', () => {
    guard.leave('/contact');
    expect(navigate).toHaveBeenCalledWith('/contact');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    expect(routing('/contact')).not.toHaveBeenCalled();
  });

  describe('onAbandon: once per leaving of a guarded quiz (spec §4 Leaving)', () => {
    const pageHide = () => window.dispatchEvent(new Event('pagehide'));
    const pageShow = (persisted: boolean) =>
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

    const rows: { rule: string; startsGuarded: boolean; steps: (() => void)[]; expected: number }[] = [
      {
        rule: 'reload, closing the tab or a typed address (pagehide) reports once',
        startsGuarded: true,
        steps: [pageHide],
        expected: 1,
      },
      {
        rule: 'a second pagehide of the same leaving reports nothing more',
        startsGuarded: true,
        steps: [pageHide, pageHide],
        expected: 1,
      },
      {
        rule: 'LEAVE PAGE reports, and the pagehide of its page load does not again',
        startsGuarded: true,
        steps: [() => guard.leave('/contact'), pageHide],
        expected: 1,
      },
      {
        rule: 'the unload prompt alone (the shopper may stay) reports nothing',
        startsGuarded: true,
        steps: [() => window.dispatchEvent(new Event('beforeunload', { cancelable: true }))],
        expected: 0,
      },
      {
        rule: 'an unguarded quiz (not started, or COMPLETE pressed) reports nothing',
        startsGuarded: false,
        steps: [pageHide],
        expected: 0,
      },
      {
        rule: 'back from the back/forward cache, leaving again reports again',
        startsGuarded: true,
        steps: [pageHide, () => pageShow(true), pageHide],
        expected: 2,
      },
      {
        rule: 'a pageshow that is not a cache restore starts no new leaving',
        startsGuarded: true,
        steps: [pageHide, () => pageShow(false), pageHide],
        expected: 1,
      },
    ];
    it.each(rows)('$rule', ({ startsGuarded, steps, expected }) => {
      guarded = startsGuarded;
      for (const step of steps) step();
      expect(onAbandon).toHaveBeenCalledTimes(expected);
    });

    it('after a back/forward cache restore, LEAVE PAGE is guarded again', () => {
      guard.leave('/contact');
      pageShow(true);
      const unload = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(unload);
      expect(unload.defaultPrevented).toBe(true);
    });

    it('uninstall() stops reporting', () => {
      guard.uninstall();
      pageHide();
      expect(onAbandon).not.toHaveBeenCalled();
    });
  });
});
