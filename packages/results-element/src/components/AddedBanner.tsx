import { LiveRegion, pageUrl, useMessages } from '@pc/shared';
import { CHECKOUT_PATH } from '@pc/shared/contract';
import type { MouseEvent } from 'react';
import { resultsMessages } from '../messages/index.ts';

export type OnNavigate = (href: string, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * spec §2 Results: 'Item added to cart.' with a Checkout link, for 2 seconds (the state times it).
 * The region stays mounted so screen readers announce the message when it appears.
 * @csspart added-banner - the success banner
 */
export function AddedBanner({ visible, onNavigate }: { visible: boolean; onNavigate: OnNavigate }) {
  const m = useMessages(resultsMessages);
  return (
    <LiveRegion className="added-banner">
      {visible ? (
        <p className="banner" part="added-banner">
          <span>{m.itemAdded}</span>{' '}
          <a href={pageUrl(CHECKOUT_PATH)} onClick={(event) => onNavigate(CHECKOUT_PATH, event)}>
            {m.checkoutLink}
          </a>
        </p>
      ) : null}
    </LiveRegion>
  );
}
