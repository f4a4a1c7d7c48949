import { formatPrice } from '@pc/shared';
import { FREE_SHIPPING_NOTE } from '@pc/shared/constants.ts';
import type { ResultsProduct } from '@pc/shared/contract';
import { LiveRegion } from '@pc/shared/ui/LiveRegion.tsx';
import { useId } from 'react';
import { cadenceOptions, defaultCadence } from '../model/cadence.ts';
import {
  offersSubscription,
  type PurchaseChoice,
  priceFor,
  purchaseTarget,
  selectItem,
  selectionOptions,
  subscribes,
} from '../model/purchase.ts';

export interface PurchaseOptionsProps {
  product: ResultsProduct;
  choice: PurchaseChoice;
  onChange(choice: PurchaseChoice): void;
  onAdd(): void;
  /** An add for this product is in flight: the button is disabled (one request per press). */
  adding: boolean;
  /** The last add's failure, for this card. */
  error: string | null;
  /** spec §2: 'Spend $25 or subscribe for free shipping' unless `no-free-shipping-note`. */
  freeShippingNote: boolean;
}

/**
 * spec §2 Results: the set / individual selector, the subscription vs once radio with the
 * 'Every N Weeks' cadence, and the add-to-cart button showing the price.
 */
export function PurchaseOptions({
  product,
  choice,
  onChange,
  onAdd,
  adding,
  error,
  freeShippingNote,
}: PurchaseOptionsProps) {
  const id = useId();
  const target = purchaseTarget(product, choice.selected);
  const subscribing = subscribes(product, choice);
  const price = priceFor(target, subscribing);
  const selection = product.selectIndividualProducts ? selectionOptions(product) : [];

  return (
    <div className="purchase" part="purchase">
      {selection.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-item`}>Add</label>
          <select
            id={`${id}-item`}
            value={choice.selected}
            onChange={(event) => onChange(selectItem(product, choice, Number(event.target.value)))}
          >
            {selection.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === 0 ? `${option.name} (whole set)` : option.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {offersSubscription(target) ? (
        <fieldset className="purchase__plans">
          <legend className="pc-visually-hidden">Purchase option</legend>
          <label className="plan">
            <input
              type="radio"
              name={`${id}-plan`}
              checked={subscribing}
              onChange={() => onChange({ ...choice, isSubscription: true })}
            />
            <span>Subscribe {formatPrice(priceFor(target, true))}</span>
          </label>
          <label className="plan">
            <input
              type="radio"
              name={`${id}-plan`}
              checked={!subscribing}
              onChange={() => onChange({ ...choice, isSubscription: false })}
            />
            <span>Buy once {formatPrice(priceFor(target, false))}</span>
          </label>
        </fieldset>
      ) : null}
      {subscribing ? (
        <div className="field">
          <label htmlFor={`${id}-cadence`}>Delivery</label>
          <select
            id={`${id}-cadence`}
            value={choice.cadence}
            onChange={(event) => onChange({ ...choice, cadence: Number(event.target.value) })}
          >
            {cadenceOptions(defaultCadence(target)).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        className="button button--primary purchase__add"
        part="add-to-cart"
        // aria-disabled, not disabled: focus stays on the button while the add is on its way
        aria-disabled={adding}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={onAdd}
      >
        ADD TO CART - {formatPrice(price)}
      </button>
      <LiveRegion className="purchase__error">
        {error ? <span id={`${id}-error`}>{error}</span> : null}
      </LiveRegion>
      {freeShippingNote ? <p className="note">{FREE_SHIPPING_NOTE}</p> : null}
    </div>
  );
}
