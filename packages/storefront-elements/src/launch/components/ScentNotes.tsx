import type { LaunchView } from '../model/launchView.ts';

const TIERS = [
  ['top', 'Top'],
  ['heart', 'Heart'],
  ['base', 'Base'],
] as const;

/** spec §2 "ingredients or scent notes": a cologne's top, heart and base notes. */
export function ScentNotes({ notes }: { notes: NonNullable<LaunchView['scentNotes']> }) {
  return (
    <dl className="notes">
      {TIERS.map(([tier, label]) => (
        <div className="notes__tier" key={tier}>
          <dt className="notes__label">{label}</dt>
          <dd className="notes__value">{notes[tier].join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
