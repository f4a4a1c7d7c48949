import { pageUrl, useMessages } from '@pc/shared';
import { CHECKOUT_PATH } from '@pc/shared/contract';
import { actionMessages } from '../messages/actions/index.ts';
import type { OnNavigate } from './AddedBanner.tsx';

/**
 * spec §2 Results: the bottom 'Proceed To Checkout' banner (spec §4: 2.5 s after the server says yes),
 * with the actions' chunk (behaviour/actionsChunk.ts), which starts loading as the server says yes
 * (state/proceedBanner.ts); Results.tsx shows it once it is here.
 * @csspart proceed-banner - the banner
 */
export function ProceedBanner({ onNavigate }: { onNavigate: OnNavigate }) {
  const m = useMessages(actionMessages);
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
