import type { PlatformOrderStatus } from './platformOrderEvent.ts';

// docs/decisions/0144: what a platform's order webhook does, given what the store already knows of
// that platform order. Platforms retry a webhook until it is answered 2xx and send them in no
// promised order (WooCommerce's and Shopify's docs; Stripe's webhook practice), so each platform
// order is recorded once, an older state never overwrites a newer one, and a void is final.

export interface KnownPlatformOrder {
  status: PlatformOrderStatus;
  /** the platform's modification time of the latest state seen */
  modifiedAt: Date | null;
  /** a store order was recorded for it */
  recorded: boolean;
}

export type PlatformOrderStep =
  /** paid and not yet recorded: record the order (gift cards, e-gifts, subscriptions) */
  | 'record'
  /** refunded, cancelled or failed: void what the order gave, once */
  | 'void'
  /** not paid yet: remember it, give nothing */
  | 'note'
  /** nothing new: the same state again (a retry, or a second topic for one change) */
  | 'replay'
  /** older than the latest state seen: ignored */
  | 'stale'
  /** the order was voided already: nothing follows */
  | 'final';

export const platformOrderStep = (
  known: KnownPlatformOrder | null,
  event: { status: PlatformOrderStatus; modifiedAt: Date | null },
): PlatformOrderStep => {
  if (known?.status === 'voided') return 'final';
  if (known?.modifiedAt && event.modifiedAt && event.modifiedAt.getTime() < known.modifiedAt.getTime()) {
    return 'stale';
  }
  if (event.status === 'voided') return 'void';
  if (event.status === 'paid') return known?.recorded ? 'replay' : 'record';
  // A paid order that shows as unpaid again (WooCommerce's on-hold) keeps what it gave.
  return known?.status === 'paid' ? 'replay' : 'note';
};
