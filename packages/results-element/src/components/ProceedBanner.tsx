import { pageUrl, useMessages } from '@pc/shared';
import { CHECKOUT_PATH } from '@pc/shared/contract';
import { resultsMessages } from '../messages/index.ts';
import type { OnNavigate } from './AddedBanner.tsx';

/**
 * spec §2 Results: the bottom 'Proceed To Checkout' banner (spec §4: 2.5 s after the server says yes).
 * @csspart proceed-banner - the banner
 */
export function ProceedBanner({ visible, onNavigate }: { visible: boolean; onNavigate: OnNavigate }) {
  const m = useMessages(resultsMessages);
  if (!visible) return null;
  return (
    <div className="banner proceed-banner" part="proceed-banner">
      <a
        className="button button--primary"
        href={pageUrl(CHECKOUT_PATH)}
        onClick={(event) => onNavigate(CHECKOUT_PATH, event)}
      >
        {m.proceed}
      </a>
    </div>
  );
}
