import {
  type MouseEvent,
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
   * The shopper asks to leave: Escape, the close button, or a click outside when `dismissOnBackdrop`.
   * The dialog does not close by itself; the owner decides and sets `open`.
   */
  onCancel: () => void;
  children?: ReactNode;
  /** Accessible name of a close (×) button; without it there is no close button. */
  closeLabel?: string;
  /** spec §2 Post-purchase survey: "Click outside closes". */
  dismissOnBackdrop?: boolean;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  className?: string;
  /**
   * Where focus goes as the dialog closes when nothing of the page had it as the dialog opened (a
   * dialog the page opened by itself, on load): a logical place to go on from (WAI-ARIA APG dialog
   * pattern), so the next Tab does not start wherever the browser chooses (Chromium: where the dialog
   * was; Firefox: the end of the page).
   */
  focusOnClose?: () => HTMLElement | null | undefined;
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

/** What had focus as the dialog opened: an element, or `null` when nothing of the page had it. */
type FocusRecord = { readonly element: HTMLElement | null };

/**
 * Gives focus back to the element that had it when the dialog opened; when none did (the body had
 * it), to `fallback`'s element, if any. Once per opening: the record is spent.
 */
function restoreFocus(
  returnFocusTo: RefObject<FocusRecord | null>,
  fallback: DialogProps['focusOnClose'],
): void {
  const record = returnFocusTo.current;
  returnFocusTo.current = null;
  if (!record) return;
  if (record.element) {
    if (record.element.isConnected) record.element.focus();
  } else fallback?.()?.focus();
}

/**
 * The one modal primitive: a native `<dialog>` opened with `showModal()`, so the rest of the page is
 * inert and focus stays inside. Focus returns to where it was when the dialog closes.
 * @csspart dialog - the dialog box
 */
export function Dialog({
  open,
  title,
  onCancel,
  children,
  closeLabel,
  dismissOnBackdrop = false,
  hideTitle = false,
  className,
  focusOnClose,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocusTo = useRef<FocusRecord | null>(null);
  const wantsOpen = useRef(open);
  wantsOpen.current = open;
  const fallback = useRef(focusOnClose);
  fallback.current = focusOnClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = deepActiveElement();
      returnFocusTo.current = { element: active === document.body ? null : active };
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus(returnFocusTo, fallback.current);
    }
  }, [open]);

  // Unmounted while open (the element left the page): the dialog closes, as the owner no longer asks
  // for it, without reporting a cancel (the close event finds no owner), and focus goes back.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      wantsOpen.current = false;
      if (dialog?.open) dialog.close();
      restoreFocus(returnFocusTo, fallback.current);
    };
  }, []);

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault(); // Escape asks; the owner decides
    onCancel();
  };

  const closed = () => {
    restoreFocus(returnFocusTo, fallback.current);
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
      onCancel={cancel}
      onClose={closed}
      onClick={
        dismissOnBackdrop
          ? (event) => event.target === event.currentTarget && isOutside(event) && onCancel()
          : undefined
      }
    >
      <div className="pc-dialog__header">
        <h2 id={titleId} className={hideTitle ? 'pc-dialog__title pc-visually-hidden' : 'pc-dialog__title'}>
          {title}
        </h2>
        {closeLabel ? (
          <button type="button" className="pc-dialog__close" aria-label={closeLabel} onClick={onCancel}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {children}
    </dialog>
  );
}
