import { useMessages } from '@pc/shared';
import { type FormEvent, useState } from 'react';
import { reportMessages } from '../messages/report/index.ts';
import { Field } from './Field.tsx';

export interface RangeFormProps {
  initial: { from: string; to: string };
  busy: boolean;
  onShow(from: string, to: string): void;
}

/** The days of the report, first and last (the shop's calendar; docs/decisions/0121). */
export function RangeForm({ initial, busy, onShow }: RangeFormProps) {
  const m = useMessages(reportMessages);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onShow(from, to);
  };
  return (
    <form className="insights__range" part="range" onSubmit={submit}>
      <Field label={m.firstDay} type="date" name="from" value={from} onChange={setFrom} />
      <Field label={m.lastDay} type="date" name="to" value={to} onChange={setTo} />
      <button className="button button--primary" type="submit" aria-disabled={busy}>
        {m.showReport}
      </button>
    </form>
  );
}
