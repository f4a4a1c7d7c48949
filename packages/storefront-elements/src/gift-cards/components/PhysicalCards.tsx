import type { Product } from '@pc/shared/contract';
import { AmountCards } from './AmountCards.tsx';

export interface PhysicalCardsProps {
  product: Product | null;
  picked: number | null;
  onPick(variationId: number): void;
}

/** spec §2 "Physical view: cards for all variations", each with its stock state. */
export function PhysicalCards({ product, picked, onPick }: PhysicalCardsProps) {
  return (
    <section className="physical" part="physical" aria-labelledby="pc-gift-physical">
      <h2 id="pc-gift-physical" className="step__title">
        Choose an amount
      </h2>
      <p className="physical__lead">Shipped in an envelope with regular shipping.</p>
      <fieldset className="amount">
        <legend className="pc-visually-hidden">Amount</legend>
        <AmountCards
          name="pc-physical-amount"
          variations={product?.variations ?? []}
          checked={picked}
          onPick={onPick}
        />
      </fieldset>
    </section>
  );
}
