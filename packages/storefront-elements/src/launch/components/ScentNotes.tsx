import { useMessages } from '@pc/shared';
import { launchMessages } from '../messages/index.ts';
import type { LaunchView } from '../model/launchView.ts';

/** The tiers in order, each with its label's message. */
const TIERS = [
  ['top', 'topNotes'],
  ['heart', 'heartNotes'],
  ['base', 'baseNotes'],
] as const;

/** spec §2 "ingredients or scent notes": a cologne's top, heart and base notes. */
export function ScentNotes({ notes }: { notes: NonNullable<LaunchView['scentNotes']> }) {
  const m = useMessages(launchMessages);
  return (
    <dl className="notes">
      {TIERS.map(([tier, label]) => (
        <div className="notes__tier" key={tier}>
          <dt className="notes__label">{m[label]}</dt>
          <dd className="notes__value">{notes[tier].join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}
