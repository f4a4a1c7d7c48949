import { useMessages } from '@pc/shared';
import type { Product } from '@pc/shared/contract';
import { giftCardsMessages } from '../messages/index.ts';
import { laterMessages } from '../messages/later/index.ts';
import { AmountCards } from './AmountCards.tsx';

export interface PhysicalCardsProps {
  product: Product | null;
  picked: number | null;
  onPick(variationId: number): void;
}

/** spec §2 "Physical view: cards for all variations", each with its stock state. */
export function PhysicalCards({ product, picked, onPick }: PhysicalCardsProps) {
  const m = useMessages(giftCardsMessages);
  // part of the later code, with its texts (messages/later)
  const later = useMessages(laterMessages);
  return (
    <section className="physical" part="physical" aria-labelledby="pc-gift-physical">
      <h2 id="pc-gift-physical" className="step__title">
        {later.physicalTitle}
      </h2>
      <p className="physical__lead">{later.physicalLead}</p>
      <fieldset className="amount">
        <legend className="pc-visually-hidden">{m.amount}</legend>
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
