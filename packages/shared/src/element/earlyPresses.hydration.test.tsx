// @vitest-environment jsdom
// jsdom, as heldEvents.test.tsx: a real hydration of a server render in a shadow root.
import { use, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { hydrationStarted } from '../test/hydration.tsx';
import { defineElement } from './defineElement.ts';
import { recordEarlyPresses } from './earlyPresses.ts';
import type { ElementMeta } from './elementMeta.ts';
import { renderShadowContent } from './serverRender.tsx';

// docs/decisions/0226: a press made while a server render hydrates is applied once, after the commit.
// React DOM drops a click on a root whose hydration waits for something (a chunk, a catalog): it stops
// the click and forgets it. The results' ADD TO CART pressed then did nothing (a fresh run's flake).

let hydrationWaits = false;
let arrive = () => {};
let arrived = Promise.resolve();

/** A buy button counting its presses; in the browser its render waits for `arrived`. */
function Counter() {
  if (hydrationWaits) use(arrived);
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses((count) => count + 1)}>
      {`ADD TO CART (${presses})`}
    </button>
  );
}

/** The quiz's name field as useTypedAnswer makes it: the typing is a draft, Enter shows it trimmed. */
function NameField() {
  if (hydrationWaits) use(arrived);
  const [draft, setDraft] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  return (
    <input
      type="text"
      aria-label="First name"
      value={draft ?? answer}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        setAnswer(event.currentTarget.value.trim());
        setDraft(null);
      }}
    />
  );
}

/** `component`'s server render served as `meta.tag` in `parent` (its first view, no script yet). */
const served = (meta: ElementMeta, component: () => React.ReactNode, parent: HTMLElement) => {
  hydrationWaits = false;
  const host = document.createElement(meta.tag);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<link rel="stylesheet" href="/elements/probe.css">${renderShadowContent(
    { meta, component },
    {},
    null,
  )}`;
  parent.append(host);
  return shadow;
};

/** Defines the element with its render waiting for `arrive()`; resolves once its hydration has begun. */
const hydrateWaiting = async (meta: ElementMeta, component: () => React.ReactNode, shadow: ShadowRoot) => {
  arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  hydrationWaits = true;
  defineElement({ meta, component });
  await vi.waitFor(() => expect(hydrationStarted(shadow)).toBe(true));
};

/** The results' plans as PurchaseOptions makes them: native radio buttons, one checked by the state. */
function Plans() {
  if (hydrationWaits) use(arrived);
  const [once, setOnce] = useState(false);
  return (
    <fieldset>
      <legend>{once ? 'Buy once chosen' : 'Subscribe chosen'}</legend>
      <label>
        <input type="radio" name="plan" checked={!once} onChange={() => setOnce(false)} />
        Subscribe
      </label>
      <label>
        <input type="radio" name="plan" checked={once} onChange={() => setOnce(true)} />
        Buy once
      </label>
    </fieldset>
  );
}

let stop = () => {};
afterEach(() => {
  stop();
  stop = () => {};
  document.body.innerHTML = '';
});

it.each([
  [
    "a page that records presses (the store's pages, a WordPress post: the early script)",
    true,
    'pc-press-probe',
  ],
  ['a page with no record of its own (a CMS page)', false, 'pc-press-probe-cms'],
] as const)(
  'a press while the hydration waits is applied once it has committed, not dropped: %s',
  async (_, pageRecords, tag) => {
    const main = document.createElement('main');
    document.body.append(main);
    if (pageRecords) stop = recordEarlyPresses(document);
    const meta = { tag, attributes: [] } as const satisfies ElementMeta;
    const shadow = served(meta, Counter, main);
    const button = () => shadow.querySelector('button') as HTMLButtonElement;
    expect(button().textContent).toBe('ADD TO CART (0)');

    await hydrateWaiting(meta, Counter, shadow);
    button().click();
    arrive();
    await vi.waitFor(() => expect(button().textContent).toBe('ADD TO CART (1)'));
    // Once: not also applied by React at the press.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button().textContent).toBe('ADD TO CART (1)');
    // From the commit, React's own.
    button().click();
    await vi.waitFor(() => expect(button().textContent).toBe('ADD TO CART (2)'));
  },
);

it('an Enter in a typed field while the hydration waits commits the field once hydrated', async () => {
  const meta = { tag: 'pc-enter-probe', attributes: [] } as const satisfies ElementMeta;
  const shadow = served(meta, NameField, document.body);
  await hydrateWaiting(meta, NameField, shadow);
  const field = shadow.querySelector('input') as HTMLInputElement;
  field.value = '  Alex ';
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
  arrive();
  await vi.waitFor(() => expect((shadow.querySelector('input') as HTMLInputElement).value).toBe('Alex'));
});

// The results' Buy once pressed as the card hydrated stayed unchecked in Firefox (decision 0226): the
// browser checks a native radio button as it is pressed, React dropped the press and its state, and
// the box went back to the rendered plan.
it('a native radio button pressed while the hydration waits is the view’s choice once it has committed', async () => {
  const meta = { tag: 'pc-plans-probe', attributes: [] } as const satisfies ElementMeta;
  const shadow = served(meta, Plans, document.body);
  await hydrateWaiting(meta, Plans, shadow);
  const buyOnce = () => shadow.querySelectorAll('input')[1] as HTMLInputElement;
  buyOnce().click();
  arrive();
  await vi.waitFor(() => expect(shadow.querySelector('legend')?.textContent).toBe('Buy once chosen'));
  expect(buyOnce().checked).toBe(true);
  expect((shadow.querySelectorAll('input')[0] as HTMLInputElement).checked).toBe(false);
});
