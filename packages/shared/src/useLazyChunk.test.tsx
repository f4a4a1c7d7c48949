import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChunk } from './lazyChunk.ts';
import { useLazyChunk } from './useLazyChunk.ts';

// docs/decisions/0077: the one hook for a part that loads on the shopper's way. The chunk's import is
// held by the test (a gate per load), through the real lazyChunk.

const gatedChunk = () => {
  const loads: { open(): void; fail(): void }[] = [];
  const chunk = lazyChunk(
    () =>
      new Promise<string>((resolve, reject) =>
        loads.push({ open: () => resolve('the part'), fail: () => reject(new TypeError('Failed to fetch')) }),
      ),
  );
  return { chunk, loads };
};

afterEach(cleanup);

function Part({
  chunk,
  wanted,
  keep,
}: {
  chunk: ReturnType<typeof gatedChunk>['chunk'];
  wanted: boolean;
  keep?: boolean;
}) {
  const part = useLazyChunk(chunk, wanted, { keep });
  return <p>{part ?? 'none'}</p>;
}

const settle = (step: () => void) =>
  act(async () => {
    step();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('useLazyChunk', () => {
  it('asks for nothing and gives null while not wanted', () => {
    const { chunk, loads } = gatedChunk();
    const view = render(<Part chunk={chunk} wanted={false} />);
    expect(view.container.textContent).toBe('none');
    expect(loads).toHaveLength(0);
  });

  it('asks once when wanted, gives null meanwhile, and renders again when it arrives', async () => {
    const { chunk, loads } = gatedChunk();
    const view = render(<Part chunk={chunk} wanted />);
    view.rerender(<Part chunk={chunk} wanted />);
    expect(loads).toHaveLength(1);
    expect(view.container.textContent).toBe('none');
    await settle(() => loads[0]?.open());
    expect(view.container.textContent).toBe('the part');
  });

  it.each([
    [false, 'none'],
    [true, 'the part'],
  ])('once no longer wanted, keep %s gives %s', async (keep, shown) => {
    const { chunk, loads } = gatedChunk();
    const view = render(<Part chunk={chunk} wanted keep={keep} />);
    await settle(() => loads[0]?.open());
    view.rerender(<Part chunk={chunk} wanted={false} keep={keep} />);
    expect(view.container.textContent).toBe(shown);
  });

  it('after a failed load, asks again on the next render while still wanted', async () => {
    const { chunk, loads } = gatedChunk();
    const view = render(<Part chunk={chunk} wanted />);
    await settle(() => loads[0]?.fail());
    expect(view.container.textContent).toBe('none');
    view.rerender(<Part chunk={chunk} wanted />);
    expect(loads).toHaveLength(2);
    await settle(() => loads[1]?.open());
    expect(view.container.textContent).toBe('the part');
  });

  it('tells of a failed load (onFailure), and not of one that ends after the view has gone', async () => {
    const { chunk, loads } = gatedChunk();
    const failures: string[] = [];
    function Told({ wanted }: { wanted: boolean }) {
      return <p>{useLazyChunk(chunk, wanted, { onFailure: () => failures.push('failed') }) ?? 'none'}</p>;
    }
    const view = render(<Told wanted />);
    await settle(() => loads[0]?.fail());
    expect(failures).toEqual(['failed']);
    view.rerender(<Told wanted />);
    view.unmount();
    await settle(() => loads[1]?.fail());
    expect(failures).toEqual(['failed']);
  });

  it('gives what has already arrived in the first render, with no load', async () => {
    const { chunk, loads } = gatedChunk();
    const first = render(<Part chunk={chunk} wanted />);
    await settle(() => loads[0]?.open());
    first.unmount();
    const view = render(<Part chunk={chunk} wanted />);
    expect(view.container.textContent).toBe('the part');
    expect(loads).toHaveLength(1);
  });
});
