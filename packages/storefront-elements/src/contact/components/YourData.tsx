import { LiveRegion } from '@pc/shared';
import { type FormEvent, useId } from 'react';
import type { DataRequestStatus } from '../state/dataRequest.ts';

export const YOUR_DATA_TITLE = 'Your Data';
export const YOUR_DATA_BUTTON = 'EMAIL ME A LINK';

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
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('email') ?? ''));
  };
  return (
    <section className="your-data" part="your-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{YOUR_DATA_TITLE}</h2>
      <p>Get a copy of what we hold for your email, or have it erased: we email you a link.</p>
      <form className="your-data__form" onSubmit={submit}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} type="email" name="email" required autoComplete="email" />
        <button className="button button--secondary" type="submit" disabled={status.kind === 'sending'}>
          {YOUR_DATA_BUTTON}
        </button>
      </form>
      <LiveRegion>{status.kind === 'done' || status.kind === 'failed' ? status.message : null}</LiveRegion>
    </section>
  );
}
