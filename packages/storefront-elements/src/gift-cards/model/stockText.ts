import type { StockStatus } from '@pc/shared/contract';
import type { GiftCardsMessages } from '../messages/index.ts';

/** A card's stock state in words (spec §3 stock_status), so it never rests on colour alone. */
export const stockText = (status: StockStatus, m: GiftCardsMessages): string =>
  status === 'instock' ? m.inStock : status === 'outofstock' ? m.outOfStock : m.onBackorder;
