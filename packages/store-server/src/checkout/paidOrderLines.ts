import type { HandedOffCartLine } from './platformHandOff.ts';
import type { PlatformOrderLine } from './platformOrderEvent.ts';

// docs/decisions/0144: a paid platform order's lines, as the store records them. What was bought and
// at what price is the platform's (what was paid); what the platform does not carry (an e-gift's
// recipient, message and date, a subscription's cadence, the quiz's survey log, the image) comes from
// the cart as it was handed off, matched by variation id in the cart's order. Units the hand-off
// did not hold (added on the platform) are recorded as the platform names them, with nothing more.

export interface PaidOrderLine {
  productId: number;
  variationId: number;
  name: string;
  sku: string;
  category: string;
  image: string;
  quantity: number;
  price: number;
  cadence: number;
  surveyLogId: string | null;
  bundle: HandedOffCartLine['bundle'];
  giftCard: HandedOffCartLine['giftCard'];
}

const platformIdOf = (line: Pick<HandedOffCartLine, 'productId' | 'variationId'>): number =>
  line.variationId > 0 ? line.variationId : line.productId;

/** The lines to record: each paid unit matched to a handed-off line of its variation while one is left. */
export const paidOrderLines = (
  handedOff: readonly HandedOffCartLine[],
  paid: readonly PlatformOrderLine[],
): PaidOrderLine[] => {
  const left = handedOff.map((line) => line.quantity);
  const lines: PaidOrderLine[] = [];
  for (const item of paid) {
    let quantity = item.quantity;
    for (const [index, line] of handedOff.entries()) {
      if (quantity === 0) break;
      const take = Math.min(quantity, left[index] ?? 0);
      if (platformIdOf(line) !== item.variationId || take === 0) continue;
      left[index] = (left[index] ?? 0) - take;
      quantity -= take;
      lines.push({
        productId: line.productId,
        variationId: line.variationId,
        name: line.name,
        sku: line.sku,
        category: line.category,
        image: line.image,
        quantity: take,
        price: item.price,
        cadence: line.cadence,
        surveyLogId: line.surveyLogId,
        bundle: line.bundle,
        giftCard: line.giftCard,
      });
    }
    if (quantity > 0) {
      lines.push({
        productId: item.variationId,
        variationId: item.variationId,
        name: item.name,
        sku: '',
        category: '',
        image: '',
        quantity,
        price: item.price,
        cadence: 0,
        surveyLogId: null,
        bundle: [],
        giftCard: null,
      });
    }
  }
  return lines;
};
