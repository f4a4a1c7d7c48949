import { LiveRegion } from '@pc/shared';
import type { MouseEvent } from 'react';
import { useActions } from '../behaviour/actionsChunk.ts';

export type OnNavigate = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * spec §2 Results: 'Item added to cart.' with a Checkout link, for 2 seconds (the state times it).
 * The region stays mounted so screen readers announce the message when it appears. The message comes
 * with the actions' chunk (behaviour/actionsChunk.ts), which the add itself needed: it is here when
 * the banner shows.
 */
export function AddedBanner({ visible, onNavigate }: { visible: boolean; onNavigate: OnNavigate }) {
  const actions = useActions(visible);
  return (
    <LiveRegion className="added-banner">
      {actions ? <actions.AddedMessage onNavigate={onNavigate} /> : null}
    </LiveRegion>
  );
}
