import { DismissibleDialog, LiveRegion, useMessages } from '@pc/shared';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { dialogMessages } from '../messages/dialogs/index.ts';

export interface EmailCaptureDialogProps {
  /** `invalid`: the last submit was not an email address: 'Invalid Email' shows (spec §5). */
  capture: { open: boolean; invalid: boolean; sending: boolean };
  onSubmit(email: string): void;
  /** The X, Skip This Step, and Escape (which counts as skipping). */
  onClose(): void;
  /**
   * Where focus goes as it closes if it has nowhere to return to: it opens on load, when nothing of
   * the page has focus (docs/decisions/0138).
   */
  focusOnClose: () => HTMLElement | null;
}

/** spec §2 Results: 'Unlock Your Products' with Enter Email, Unlock and Skip This Step. */
export function EmailCaptureDialog({ capture, onSubmit, onClose, focusOnClose }: EmailCaptureDialogProps) {
  const { open, invalid, sending } = capture;
  const m = useMessages(dialogMessages);
  const [email, setEmail] = useState('');
  const id = useId();
  // Whether nothing of the page had focus as it opened (a layout effect: before Dialog's showModal).
  // Then, once Dialog has closed it (its effect runs first), focus goes to `focusOnClose`'s element
  // rather than wherever the engine would start the next Tab (docs/decisions/0138).
  const nothingFocused = useRef(false);
  useLayoutEffect(() => {
    if (open) nothingFocused.current = !document.activeElement || document.activeElement === document.body;
  }, [open]);
  useEffect(() => {
    if (open || !nothingFocused.current) return;
    nothingFocused.current = false;
    focusOnClose()?.focus();
  }, [open, focusOnClose]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <DismissibleDialog
      open={open}
      title={m.captureTitle}
      onCancel={onClose}
      closeLabel={m.close}
      className="results-dialog"
    >
      <form className="email-form" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-email`} className="pc-visually-hidden">
          {m.enterEmail}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder={m.enterEmail}
          value={email}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <LiveRegion className="field-error">
          {invalid ? <span id={`${id}-error`}>{m.invalidEmail}</span> : null}
        </LiveRegion>
        <div className="dialog-actions">
          <button type="submit" className="button button--primary" part="button" aria-disabled={sending}>
            {m.unlock}
          </button>
          <button type="button" className="button button--secondary" part="button" onClick={onClose}>
            {m.skip}
          </button>
        </div>
      </form>
    </DismissibleDialog>
  );
}
