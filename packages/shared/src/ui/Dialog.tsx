import {
  type MouseEventHandler,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { deepActiveElement } from './focus.ts';

export interface DialogProps {
  open: boolean;
  /** Labels the dialog (aria-labelledby). */
  title: ReactNode;
  /**
   * The shopper asks to leave: Escape (and DismissibleDialog's close button and click outside).
   * The dialog does not close by itself; the owner decides and sets `open`.
   */
  onCancel: () => void;
  children?: ReactNode;
  /** Beside the title: DismissibleDialog's close (×) button. */
  close?: ReactNode;
  /** A click in the dialog or on its backdrop: DismissibleDialog's click outside. */
  onClick?: MouseEventHandler<HTMLDialogElement>;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  className?: string;
}

/** Gives focus back to the element that had it when the dialog opened. */
function restoreFocus(returnFocusTo: RefObject<HTMLElement | null>): void {
  const target = returnFocusTo.current;
  returnFocusTo.current = null;
  if (target?.isConnected) target.focus();
}

/**
 * The one modal primitive: a native `<dialog>` opened with `showModal()`, so the rest of the page is
 * inert and focus stays inside. Focus returns to where it was when the dialog closes.
 *
 * A dialog open in a server render is in the HTML with `open` (a modal needs a script): the page shows
 * it from its first paint, drawn as the modal (the element's sheet: `[open]:not(:modal)`), and it becomes the modal as it mounts
 * (docs/decisions/0141). The close button and the click outside are DismissibleDialog's, so an element
 * whose dialogs have neither carries neither (the cross-sell's standalone bundle, decision 0041).
 * @csspart dialog - the dialog box
 */
export function Dialog({
  open,
  title,
  onCancel,
  children,
  close,
  onClick,
  hideTitle = false,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const wantsOpen = useRef(open);
  wantsOpen.current = open;

  // Open: shown as the modal, and closed again when `open` turns false or the dialog leaves the page
  // (the element left it): then the owner no longer asks for it, so the close event reports no cancel.
  // Focus goes back to where it was either way.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    returnFocusTo.current = deepActiveElement();
    // A server render's open dialog is not modal: out of that state first (no `close` event fires).
    dialog.removeAttribute('open');
    // Off the page it opens nothing: a host that removed the element before this effect ran (a
    // framework's quick unmount) got showModal's InvalidStateError, uncaught. The element mounts anew,
    // and opens, if it comes back.
    if (dialog.isConnected) dialog.showModal();
    return () => {
      wantsOpen.current = false;
      dialog.close();
      restoreFocus(returnFocusTo);
    };
  }, [open]);

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault(); // Escape asks; the owner decides
    onCancel();
  };

  const closed = () => {
    restoreFocus(returnFocusTo);
    // Closed by the browser itself (e.g. Chromium closes on a second Escape without user activation).
    if (wantsOpen.current) onCancel();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click outside is a pointer shortcut; keyboards have Escape (onCancel)
    <dialog
      ref={ref}
      className={className ? `pc-dialog ${className}` : 'pc-dialog'}
      part="dialog"
      aria-labelledby={titleId}
      // Only the server render build says `open`; in the browser showModal() opens it (above).
      open={import.meta.env.SSR && open}
      suppressHydrationWarning
      onCancel={cancel}
      onClose={closed}
      onClick={onClick}
    >
      <div className="pc-dialog__header">
        <h2 id={titleId} className={hideTitle ? 'pc-dialog__title pc-visually-hidden' : 'pc-dialog__title'}>
          {title}
        </h2>
        {close}
      </div>
      {children}
    </dialog>
  );
}
