import { LiveRegion, useMessages } from '@pc/shared';
import { type FormEvent, useId, useState } from 'react';
import { preloadActions } from '../behaviour/actionsChunk.ts';
import { resultsMessages } from '../messages/index.ts';
import type { SaveStatus } from '../state/email.ts';

/** The banner's status as it shows it: a failure with its words (the store's, or spec §8's). */
export type ShownSaveStatus = Exclude<SaveStatus, { kind: 'failed' }> | { kind: 'failed'; message: string };

export interface SaveResultsBannerProps {
  status: ShownSaveStatus;
  onSubmit(email: string): void;
}

/**
 * spec §2 Results: 'Not Ready? Enter Email to Save Results' with OK, then 'THANK YOU!'. A failure
 * shows the server's message (spec §8) and keeps the typed email in the field.
 * @csspart save-results - the banner
 */
export function SaveResultsBanner({ status, onSubmit }: SaveResultsBannerProps) {
  const m = useMessages(resultsMessages);
  const [email, setEmail] = useState('');
  const id = useId();
  const failed = status.kind === 'failed';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email);
  };
  return (
    <section className="save-results" part="save-results" aria-labelledby={`${id}-label`}>
      {status.kind === 'saved' ? null : (
        <form
          className="save-results__form"
          noValidate
          onSubmit={submit}
          // The send's code (behaviour/actionsChunk.ts) as the shopper comes to the form: focus on its
          // field or button, a pointer or finger on it.
          onFocus={preloadActions}
          onPointerEnter={preloadActions}
          onTouchStart={preloadActions}
        >
          <label id={`${id}-label`} htmlFor={`${id}-email`} className="save-results__label">
            {m.saveLabel}
          </label>
          <div className="save-results__row">
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={failed ? true : undefined}
              aria-describedby={failed ? `${id}-message` : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={status.kind === 'sending'}
            >
              {m.saveOk}
            </button>
          </div>
        </form>
      )}
      <LiveRegion className={failed ? 'field-error' : 'save-results__thanks'}>
        {status.kind === 'saved' ? <span id={`${id}-label`}>{m.saveThanks}</span> : null}
        {failed ? <span id={`${id}-message`}>{status.message}</span> : null}
      </LiveRegion>
    </section>
  );
}
