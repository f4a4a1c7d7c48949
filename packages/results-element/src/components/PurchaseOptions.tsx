import { LiveRegion, useMessages, usePrice } from '@pc/shared';
import type { ResultsProduct } from '@pc/shared/contract';
import { cadenceLabel } from '@pc/shared/format';
import { FREE_SHIPPING_SPEND } from '@pc/shared/free-shipping';
import { useId } from 'react';
import { preloadTailoredAdd } from '../behaviour/actionsChunk.ts';
import { type ResultsMessages, resultsMessages } from '../messages/index.ts';
import { cadenceOptions, defaultCadence } from '../model/cadence.ts';
import {
  chooseItemCadence,
  type ItemDelivery,
  itemDeliveries,
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
  const m = useMessages(resultsMessages);
  const money = usePrice();
  const id = useId();
  const target = purchaseTarget(product, choice.selected);
  const subscribing = subscribes(product, choice);
  const price = priceFor(target, subscribing);
  const selection = product.selectIndividualProducts ? selectionOptions(product) : [];
  // Decision 0016: a set's items each show what they ship at; a synthetic set's items (separate cart
  // lines) each have their own cadence, a bundle's items ship together in one box at the card's.
  const deliveries = itemDeliveries(product, choice);
  const perItem = deliveries.length > 0 && product.bundleType === 'synthetic';

  return (
    <div className="purchase" part="purchase">
      {selection.length > 1 ? (
        <div className="field">
          <label htmlFor={`${id}-item`}>{m.chooseItem}</label>
          <select
            id={`${id}-item`}
            value={choice.selected}
            onChange={(event) => onChange(selectItem(product, choice, Number(event.target.value)))}
          >
            {selection.map((option) => (
              <option key={option.value} value={option.value}>
                {option.value === 0 ? m.wholeSet({ name: option.name }) : option.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {offersSubscription(target) ? (
        <fieldset className="purchase__plans">
          <legend className="pc-visually-hidden">{m.purchaseOption}</legend>
          <label className="plan">
            <input
              type="radio"
              name={`${id}-plan`}
              checked={subscribing}
              onChange={() => onChange({ ...choice, isSubscription: true })}
            />
            <span>{m.subscribe({ price: money(priceFor(target, true)) })}</span>
          </label>
          <label className="plan">
            <input
              type="radio"
              name={`${id}-plan`}
              checked={!subscribing}
              onChange={() => onChange({ ...choice, isSubscription: false })}
            />
            <span>{m.buyOnce({ price: money(priceFor(target, false)) })}</span>
          </label>
        </fieldset>
      ) : null}
      {subscribing && perItem ? (
        <fieldset className="purchase__deliveries">
          <legend>{m.delivery}</legend>
          {deliveries.map((item) => (
            <div className="field" key={item.index}>
              <label htmlFor={`${id}-cadence-${item.index}`}>{item.name}</label>
              <select
                id={`${id}-cadence-${item.index}`}
                value={item.weeks}
                onChange={(event) =>
                  onChange(chooseItemCadence(product, choice, item.index, Number(event.target.value)))
                }
              >
                {cadenceOptions(item.ownWeeks, m).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      ) : null}
      {subscribing && !perItem ? (
        <div className="field">
          <label htmlFor={`${id}-cadence`}>{m.delivery}</label>
          <select
            id={`${id}-cadence`}
            aria-describedby={deliveries.length > 0 ? `${id}-box` : undefined}
            value={choice.cadence}
            onChange={(event) => onChange({ ...choice, cadence: Number(event.target.value) })}
          >
            {cadenceOptions(defaultCadence(target), m).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {deliveries.length > 0 ? <BoxDeliveries id={`${id}-box`} deliveries={deliveries} m={m} /> : null}
        </div>
      ) : null}
      <button
        type="button"
        className="button button--primary purchase__add"
        part="add-to-cart"
        // aria-disabled, not disabled: focus stays on the button while the add is on its way
        aria-disabled={adding}
        aria-describedby={error ? `${id}-error` : undefined}
        // The add's code, and the modals' chunk for a cart conflict's overlay (behaviour/actionsChunk.ts).
        onPointerEnter={preloadTailoredAdd}
        onTouchStart={preloadTailoredAdd}
        onFocus={preloadTailoredAdd}
        onClick={onAdd}
      >
        {m.addToCart({ price: money(price) })}
      </button>
      <LiveRegion className="purchase__error">
        {error ? <span id={`${id}-error`}>{error}</span> : null}
      </LiveRegion>
      {freeShippingNote ? (
        <p className="note">{m.freeShippingNote({ spend: money(FREE_SHIPPING_SPEND) })}</p>
      ) : null}
    </div>
  );
}

/**
 * A bundle ships as one box (spec §4 "one bundle"; one convert_to_sub per product, spec §7), so every
 * item comes at the card's cadence: said per item, with the item's own spec §9 default where it
 * differs, so no item ships at another item's cadence unseen (decision 0016).
 */
function BoxDeliveries({
  id,
  deliveries,
  m,
}: {
  id: string;
  deliveries: readonly ItemDelivery[];
  m: Pick<ResultsMessages, 'shipsTogether' | 'ownCadence' | 'cadence'>;
}) {
  return (
    <div id={id} className="purchase__box">
      <p>{m.shipsTogether}</p>
      <ul>
        {deliveries.map((item) => (
          <li key={item.index}>
            {item.name}: {cadenceLabel(item.weeks, m)}
            {item.ownWeeks !== item.weeks
              ? ` ${m.ownCadence({ cadence: cadenceLabel(item.ownWeeks, m) })}`
              : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
