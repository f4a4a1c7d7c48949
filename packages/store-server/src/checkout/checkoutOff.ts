import { RestHttpError } from '../http/errors.ts';
import { answerMessages } from '../http/messages/index.ts';
import { PLATFORM_LABELS, type PlatformSettings } from './platformSettings.ts';

// docs/decisions/0144: in production the store's own PLACE ORDER (the demo's stand-in checkout,
// decision 0036) takes no order: nothing is paid there, so nothing may be issued, scheduled or
// started from it. The shop's platform takes the order and its payment; its paid orders come back
// as signed webhooks. The demo keeps its checkout for QA.

export const CHECKOUT_OFF_MESSAGE = answerMessages['en-US'].checkoutOff;

/** The 403 a production PLACE ORDER gets, naming where the shopper checks out when one is set. */
export const checkoutOff = (platform: PlatformSettings | null): RestHttpError =>
  new RestHttpError(
    403,
    'pc_checkout_off',
    platform
      ? `Orders are taken by the shop's ${PLATFORM_LABELS[platform.platform]} checkout (PC_PLATFORM); PLACE ORDER is the demo's, off in production.`
      : "PLACE ORDER is the demo's checkout, off in production (PC_MODE=production); set PC_PLATFORM to hand carts to the shop's checkout.",
    (m) => m.checkoutOff,
  );
