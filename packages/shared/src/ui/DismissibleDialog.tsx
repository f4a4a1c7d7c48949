import type { MouseEvent } from 'react';
import { Dialog, type DialogProps } from './Dialog.tsx';

export interface DismissibleDialogProps extends Omit<DialogProps, 'close' | 'onClick'> {
  /** Accessible name of a close (×) button; without it there is no close button. */
  closeLabel?: string;
  /** spec §2 Post-purchase survey: "Click outside closes". */
  dismissOnBackdrop?: boolean;
}

const isOutside = (event: MouseEvent<HTMLDialogElement>) => {
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
};

/**
 * The modal Dialog the shopper may also leave by its close (×) button or a click outside: `onCancel`
 * either way, as Escape. A module of its own, so an element whose dialogs offer neither carries neither
 * (nor the close button's styles: the cross-sell's standalone bundle, decision 0041).
 */
export function DismissibleDialog({
  closeLabel,
  dismissOnBackdrop = false,
  ...props
}: DismissibleDialogProps) {
  const { onCancel } = props;
  return (
    <Dialog
      {...props}
      close={
        closeLabel ? (
          <button type="button" className="pc-dialog__close" aria-label={closeLabel} onClick={onCancel}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null
      }
      onClick={
        dismissOnBackdrop
          ? (event) => event.target === event.currentTarget && isOutside(event) && onCancel()
          : undefined
      }
    />
  );
}
