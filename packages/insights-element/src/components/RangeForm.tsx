import { type FormEvent, useState } from 'react';
import { Field } from './Field.tsx';

export interface RangeFormProps {
  initial: { from: string; to: string };
  busy: boolean;
  onShow(from: string, to: string): void;
}

/** The days of the report, first and last (the shop's calendar; docs/decisions/0121). */
export function RangeForm({ initial, busy, onShow }: RangeFormProps) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onShow(from, to);
  };
  return (
    <form className="insights__range" part="range" onSubmit={submit}>
      <Field label="First day" type="date" name="from" value={from} onChange={setFrom} />
      <Field label="Last day" type="date" name="to" value={to} onChange={setTo} />
      <button className="button button--primary" type="submit" aria-disabled={busy}>
        Show report
      </button>
    </form>
  );
}
