import type { StockStatus } from '../contract/products.ts';

/** spec §3 E-gift card selection. */
export interface EGiftSelection {
  readonly kind: 'e-gift';
  readonly productId: number;
  readonly variationId: number;
  /** the recipient's name */
  readonly to: string;
  readonly email: string;
  readonly from: string;
  /** YYYY-MM-DD, a day in the shop's time zone */
  readonly date: string;
  readonly message: string;
  readonly selected: true;
  readonly price: number;
  readonly category: string;
  readonly name: string;
  /** 1-based place of the amount among the product's variations */
  readonly position: number;
  readonly stockStatus: StockStatus;
}

/** spec §3 Physical gift card selection (price as once). */
export interface PhysicalSelection {
  readonly kind: 'physical';
  readonly productId: number;
  readonly variationId: number;
  readonly price: number;
  readonly sku: string;
  readonly category: string;
  readonly name: string;
  readonly position: number;
  readonly stockStatus: StockStatus;
}

export type GiftCardSelection = EGiftSelection | PhysicalSelection;

export interface PcGiftCardSelectDetail {
  /** The complete selection, or null: cleared (spec §4). */
  selection: GiftCardSelection | null;
}

/**
 * spec §4 Gift card page: "The e-gift selection is emitted only when recipient, email, sender, date and
 * amount are all set; otherwise it is cleared". Dispatched on `<pc-gift-cards>` whenever its selection
 * changes: the complete selection, or null when it is cleared.
 * @event pc-gift-card-select
 */
export class PcGiftCardSelectEvent extends CustomEvent<PcGiftCardSelectDetail> {
  static readonly type = 'pc-gift-card-select';
  constructor(detail: PcGiftCardSelectDetail) {
    super(PcGiftCardSelectEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pc-gift-card-select': PcGiftCardSelectEvent;
  }
}
