import { type FormEvent, useState } from 'react';

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
      <label className="insights__field">
        First day
        <input
          type="date"
          name="from"
          required
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </label>
      <label className="insights__field">
        Last day
        <input type="date" name="to" required value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <button className="button button--primary" type="submit" aria-disabled={busy}>
        Show report
      </button>
    </form>
  );
}
