import type { StockStatus } from '@pc/shared/contract';

/** A card's stock state in words (spec §3 stock_status), so it never rests on colour alone. */
export const stockText = (status: StockStatus): string =>
  status === 'instock' ? 'In stock' : status === 'outofstock' ? 'Sold out' : 'On backorder';
