import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DismissibleDialog as Dialog,
  type DismissibleDialogProps as DialogProps,
} from './DismissibleDialog.tsx';

afterEach(cleanup);

function Harness(props: Partial<DialogProps> & { onCancelSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        title="Unlock Your Products"
        open={open}
        onCancel={() => {
          props.onCancelSpy?.();
          setOpen(false);
        }}
        closeLabel="Close"
        {...props}
      >
        <button type="button" onClick={() => setOpen(false)}>
          Skip This Step
        </button>
      </Dialog>
    </>
  );
}

const dialogElement = () => document.querySelector('dialog')!;

function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('opens as a modal with showModal and is labelled by its title', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    openHarness();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialogElement().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Unlock Your Products' })).toBe(dialogElement());
    showModal.mockRestore();
  });

  it('asks onCancel on Escape instead of closing by itself', () => {
    const onCancel = vi.fn();
    render(
      <Dialog title="LOSE PROGRESS?" open onCancel={onCancel}>
        text
      </Dialog>,
    );
    const escapeKey = new Event('cancel', { cancelable: true });
    dialogElement().dispatchEvent(escapeKey);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(escapeKey.defaultPrevented).toBe(true);
    expect(dialogElement().open).toBe(true);
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' })), 1],
    [
      'an action that sets open=false',
      () => fireEvent.click(screen.getByRole('button', { name: 'Skip This Step' })),
      0,
    ],
  ])('returns focus to the opener when closed by %s', (_, close, cancels) => {
    const onCancelSpy = vi.fn();
    const opener = openHarness({ onCancelSpy });
    screen.getByRole('button', { name: 'Skip This Step' }).focus();
    close();
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(onCancelSpy).toHaveBeenCalledTimes(cancels);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('dismissOnBackdrop=%s: a click outside the box cancels %i time(s)', (dismissOnBackdrop, calls) => {
    const onCancelSpy = vi.fn();
    openHarness({ onCancelSpy, dismissOnBackdrop });
    fireEvent.click(dialogElement(), { clientX: 5000, clientY: 5000 });
    expect(onCancelSpy).toHaveBeenCalledTimes(calls);
  });

  it('calls onCancel when the browser closes the dialog on its own', () => {
    const onCancelSpy = vi.fn();
    openHarness({ onCancelSpy });
    dialogElement().close();
    expect(onCancelSpy).toHaveBeenCalledTimes(1);
  });

  it('closes when unmounted while open, without a cancel, and returns focus (an element leaving the page)', () => {
    const onCancel = vi.fn();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const { unmount } = render(
      <Dialog title="HOW DID YOU FIND OUT ABOUT US?" open onCancel={onCancel}>
        text
      </Dialog>,
    );
    const box = dialogElement();
    expect(box.open).toBe(true);
    unmount();
    expect(box.open).toBe(false);
    expect(onCancel).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('opens nothing when it is off the page as it mounts (a host that removed the element at once)', () => {
    // As browsers do: showModal() on a dialog that is not in a document throws InvalidStateError.
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (
      this: HTMLDialogElement,
    ) {
      if (!this.isConnected) throw new DOMException('The element is not in a Document.', 'InvalidStateError');
      this.setAttribute('open', '');
    });
    try {
      const detached = document.createElement('div');
      const { unmount } = render(
        <Dialog title="HOW DID YOU FIND OUT ABOUT US?" open onCancel={() => {}}>
          text
        </Dialog>,
        { container: detached },
      );
      expect(showModal).not.toHaveBeenCalled();
      expect(detached.querySelector('dialog')?.open).toBe(false);
      unmount();
    } finally {
      showModal.mockRestore();
    }
  });

  it('renders no style attribute or tag (strict CSP)', () => {
    openHarness({ hideTitle: true });
    expect(document.querySelector('[style]')).toBeNull();
    expect(document.querySelector('style')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Unlock Your Products' }).className).toContain(
      'pc-visually-hidden',
    );
  });
});
