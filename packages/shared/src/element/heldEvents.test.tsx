// @vitest-environment jsdom
// jsdom, not happy-dom: like the browsers, it clears an event's target once an event dispatched in a
// shadow tree is done (DOM spec "dispatch", clearTargets), which is what React's replay trips on.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrationStarted } from '../test/hydration.tsx';
import { defineElement } from './defineElement.ts';
import type { ElementMeta } from './elementMeta.ts';
import { renderShadowContent } from './serverRender.tsx';

/** A view that shows the last thing the pointer or the focus entered, as a hover card would. */
function HoverProbe() {
  const [entered, setEntered] = useState('nothing');
  return (
    <div>
      <p onMouseOver={() => setEntered('mouse')} onFocus={() => setEntered('focus')}>
        <button type="button">Pick</button>
      </p>
      <output>{entered}</output>
    </div>
  );
}

const hoverMeta = (tag: `pc-${string}`) => ({ tag, attributes: [] }) as const satisfies ElementMeta;

/** `<tag>` as the server rendered it, with its declarative shadow root (attached by hand here). */
const serverRendered = (tag: `pc-${string}`) => {
  const el = document.createElement(tag);
  const root = el.attachShadow({ mode: 'open' });
  root.innerHTML = `<link rel="stylesheet" href="/elements/probe.css">${renderShadowContent(
    { meta: hoverMeta(tag), component: HoverProbe },
    {},
    null,
  )}`;
  document.body.append(el);
  return root;
};

/** Errors thrown in the page's tasks (React replays queued events in one), as the browser reports them. */
const uncaughtErrors = (): { errors: unknown[]; stop(): void } => {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  process.on('uncaughtException', record);
  const onError = (event: ErrorEvent) => {
    errors.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  return {
    errors,
    stop() {
      process.off('uncaughtException', record);
      window.removeEventListener('error', onError);
    },
  };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('an event React holds while a server render hydrates (docs/decisions/0093)', () => {
  // The DOM clears a target inside a shadow tree once the dispatch is over, when the event never left
  // it (from one part of the view to another); when it did, the target is left the host.
  const pointer = (target: Element, from: Element | null) =>
    target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true, relatedTarget: from }));
  const focus = (target: Element, from: Element | null) =>
    target.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true, relatedTarget: from }));
  it.each([
    ['the pointer moving over it from another part of the view', 'mouse', pointer, 'inside'],
    ['the pointer entering it from the page', 'mouse', pointer, 'outside'],
    ['the focus moving to it from another part of the view', 'focus', focus, 'inside'],
  ] as const)('is replayed to the view once hydrated, with no error: %s', async (_, shown, enter, from) => {
    const tag = `pc-hover-${shown}-${from}` as const;
    const root = serverRendered(tag);
    const uncaught = uncaughtErrors();
    try {
      defineElement({ meta: hoverMeta(tag), component: HoverProbe });
      // The hydration starts once its helpers' chunk is in (docs/decisions/0211): React listens from then.
      await vi.waitFor(() => expect(hydrationStarted(root)).toBe(true));
      // hydrateRoot is called: React listens on the wrapper, but the root is still dehydrated, so React
      // holds the event to dispatch it again after the commit.
      enter(root.querySelector('button')!, from === 'inside' ? root.querySelector('output') : document.body);
      await vi.waitFor(() => expect(root.querySelector('output')!.textContent).toBe(shown));
    } finally {
      uncaught.stop();
    }
    expect(uncaught.errors).toEqual([]);
  });
});
