// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, loadElement } from './servedElement.ts';

// An element whose script cannot load gives way to a message (decision 0058), unless the page is being
// left: the browser stops its loads then (a fresh run's Firefox logged "Loading /elements/pc-cart.js
// failed" as a test navigated away from a page whose header cart was loading).

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const failedLoad = async (leave: boolean) => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = '<pc-no-such-element></pc-no-such-element>';
  loadElement(document.body.firstElementChild as HTMLElement);
  if (leave) window.dispatchEvent(new Event('beforeunload'));
  // Time for the import to fail (the first test sees it within it).
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { logged: logged.mock.calls.length, shown: document.body.innerHTML };
};

describe('loadElement', () => {
  it('a script that cannot load: the element gives way to the message, and the console says why', async () => {
    const { logged, shown } = await failedLoad(false);
    expect(logged).toBe(1);
    expect(shown).toContain('could not be loaded from /elements/pc-no-such-element.js');
  });

  it('a load stopped as the page is left: nothing logged, the element left as it was', async () => {
    const { logged, shown } = await failedLoad(true);
    expect(logged).toBe(0);
    expect(shown).toBe('<pc-no-such-element></pc-no-such-element>');
  });
});

describe('afterNextPaint', () => {
  it('runs after the frame, never in the task that asked (decision 0225)', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('started'));
    requestAnimationFrame(() => order.push('frame'));
    order.push('asked');
    expect(order).toEqual(['asked']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(order).toEqual(['asked', 'frame', 'started']);
  });
});
