import { LiveRegion, sharedMessages, useMessages } from '@pc/shared';
import { type FormEvent, useId } from 'react';
import { contactMessages } from '../messages/index.ts';
import type { DataRequestStatus } from '../state/dataRequest.ts';

/**
 * issue 39 item 5 (docs/decisions/0150): a shopper asks for what the store holds for their email; the
 * link to download or erase it comes by email.
 */
export function YourData({
  status,
  onSubmit,
}: {
  readonly status: DataRequestStatus;
  readonly onSubmit: (email: string) => void;
}) {
  const m = useMessages(contactMessages);
  const shared = useMessages(sharedMessages);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  return (
    <section className="your-data" part="your-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.yourDataTitle}</h2>
      <p>{m.yourDataLead}</p>
      <form className="your-data__form" onSubmit={submit}>
        <label htmlFor={`${id}-email`}>{m.yourDataEmail}</label>
        <input id={`${id}-email`} type="email" name="email" required autoComplete="email" />
        <button className="button button--secondary" type="submit" disabled={status.kind === 'sending'}>
          {m.yourDataButton}
        </button>
      </form>
      <LiveRegion>
        {status.kind === 'done'
          ? status.message
          : status.kind === 'failed'
            ? (status.message ?? shared.tryAgain)
            : null}
      </LiveRegion>
    </section>
  );
}
