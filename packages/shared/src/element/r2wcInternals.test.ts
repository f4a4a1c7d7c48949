// @vitest-environment happy-dom
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import { afterEach, describe, expect, it } from 'vitest';
import { R2WC_PROPS, R2WC_RENDER, type R2wcInternals } from './r2wcInternals.ts';

// elementClass.ts reaches into r2wc's private fields (not its public API): the props object it hands
// its renderer, and the render method that hands them over again. This fails when an r2wc release
// renames or changes them, before an element silently loses `pageData` or its boolean attributes.

const renders: Record<string, unknown>[] = [];
const renderer: R2WCRenderer<Record<string, unknown>, { props: Record<string, unknown> }> = {
  mount: (_container, _component, props) => {
    renders.push({ ...props });
    return { props };
  },
  update: (_context, props) => {
    renders.push({ ...props });
  },
  unmount: () => {},
};

const Probe = () => null;
customElements.define(
  'r2wc-internals-probe',
  r2wc(Probe, { props: { heading: 'string', noChat: 'boolean' } }, renderer),
);

afterEach(() => {
  document.body.innerHTML = '';
  renders.length = 0;
});

describe("r2wc's private fields (@r2wc/core 1.x)", () => {
  it('keeps the props it renders under Symbol.for("r2wc.props"), parsed from the attributes', () => {
    document.body.innerHTML = '<r2wc-internals-probe heading="Hi"></r2wc-internals-probe>';
    const element = document.body.firstElementChild as R2wcInternals;
    expect(element[R2WC_PROPS]).toMatchObject({ heading: 'Hi' });
    expect(renders.at(-1)).toMatchObject({ heading: 'Hi' });
  });

  it('hands the props over again from Symbol.for("r2wc.render"), with a prop set on that object', () => {
    document.body.innerHTML = '<r2wc-internals-probe></r2wc-internals-probe>';
    const element = document.body.firstElementChild as R2wcInternals;
    expect(typeof element[R2WC_RENDER]).toBe('function');
    element[R2WC_PROPS].pageData = { a: 1 };
    element[R2WC_PROPS].noChat = true;
    element[R2WC_RENDER]();
    expect(renders.at(-1)).toMatchObject({ pageData: { a: 1 }, noChat: true });
  });
});
