import { pageUrl, useMessages } from '@pc/shared';
import { CHECKOUT_PATH } from '@pc/shared/contract';
import { actionMessages } from '../messages/actions/index.ts';
import type { OnNavigate } from './AddedBanner.tsx';

/**
 * spec §2 Results: the success banner's 'Item added to cart.' with a Checkout link, in AddedBanner's
 * live region while it shows; with the actions' chunk (behaviour/actionsChunk.ts).
 * @csspart added-banner - the success banner
 */
export function AddedMessage({ onNavigate }: { onNavigate: OnNavigate }) {
  const m = useMessages(actionMessages);
  return (
    <p className="banner" part="added-banner">
      <span>{m.itemAdded}</span>{' '}
      <a href={pageUrl(CHECKOUT_PATH)} onClick={(event) => onNavigate(CHECKOUT_PATH, event)}>
        {m.checkoutLink}
      </a>
    </p>
  );
}
