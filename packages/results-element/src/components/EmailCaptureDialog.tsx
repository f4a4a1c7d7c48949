import { Dialog, LiveRegion } from '@pc/shared';
import { type FormEvent, useId, useState } from 'react';

export interface EmailCaptureDialogProps {
  open: boolean;
  /** 'Invalid Email' (spec §5), or null. */
  error: string | null;
  sending: boolean;
  onSubmit(email: string): void;
  /** The X, Skip This Step, and Escape (which counts as skipping). */
  onClose(): void;
  /** Where focus goes as it closes: it opens on load, when nothing of the page has focus (Dialog). */
  focusOnClose: () => HTMLElement | null;
}

/** spec §2 Results: 'Unlock Your Products' with Enter Email, Unlock and Skip This Step. */
export function EmailCaptureDialog({
  open,
  error,
  sending,
  onSubmit,
  onClose,
  focusOnClose,
}: EmailCaptureDialogProps) {
  const [email, setEmail] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <Dialog
      open={open}
      title="Unlock Your Products"
      onCancel={onClose}
      closeLabel="Close"
      className="results-dialog"
      focusOnClose={focusOnClose}
    >
      <form className="email-form" noValidate onSubmit={submit}>
        <label htmlFor={`${id}-email`} className="pc-visually-hidden">
          Enter Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="Enter Email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <LiveRegion className="field-error">
          {error ? <span id={`${id}-error`}>{error}</span> : null}
        </LiveRegion>
        <div className="dialog-actions">
          <button type="submit" className="button button--primary" part="button" aria-disabled={sending}>
            Unlock
          </button>
          <button type="button" className="button button--secondary" part="button" onClick={onClose}>
            Skip This Step
          </button>
        </div>
      </form>
    </Dialog>
  );
}
