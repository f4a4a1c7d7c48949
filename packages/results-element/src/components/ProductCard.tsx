import { useMessages } from '@pc/shared';
import type { ResultsProduct, ResultsSubProduct } from '@pc/shared/contract';
import { useId, useState } from 'react';
import { preloadDialogs } from '../behaviour/dialogsChunk.ts';
import { resultsMessages } from '../messages/index.ts';
import { initialChoice, type PurchaseChoice } from '../model/purchase.ts';
import { ImageCarousel } from './ImageCarousel.tsx';
import { PurchaseOptions } from './PurchaseOptions.tsx';

export interface CardFlags {
  /** `no-descriptions`: the sub-product descriptions are left out. */
  descriptions: boolean;
  /** `no-more-info` off: 'More info' links show (unless the product hides them). */
  moreInfo: boolean;
  freeShippingNote: boolean;
}

export interface ProductCardProps {
  product: ResultsProduct;
  header: string;
  /** the first card of the results: its first image loads eagerly (ImageCarousel `first`) */
  first?: boolean;
  flags: CardFlags;
  adding: boolean;
  error: string | null;
  onAdd(product: ResultsProduct, choice: PurchaseChoice): void;
  onMoreInfo(item: ResultsProduct | ResultsSubProduct): void;
}

/**
 * spec §2 Results: one product set's card: image carousel, header, subheader, the sub-product
 * descriptions with their 'more info' links, and the purchase options. The choice is this card's own
 * view state; the add goes up with it.
 * @csspart card - a product card
 */
export function ProductCard({
  product,
  header,
  first = false,
  flags,
  adding,
  error,
  onAdd,
  onMoreInfo,
}: ProductCardProps) {
  const m = useMessages(resultsMessages);
  const [choice, setChoice] = useState<PurchaseChoice>(() => initialChoice(product));
  const titleId = useId();
  // A single product (bundleType none) describes itself.
  const items: readonly (ResultsProduct | ResultsSubProduct)[] =
    product.products.length > 0 ? product.products : [product];
  const moreInfo = (item: ResultsProduct | ResultsSubProduct) =>
    flags.moreInfo && !product.hideMoreInfo && !item.hideMoreInfo;

  return (
    <article
      className="card"
      part="card"
      aria-labelledby={titleId}
      data-navigation={product.navigationName ?? ''}
    >
      <ImageCarousel images={product.images} alts={product.imageAlts} label={product.name} first={first} />
      <div className="card__body">
        <h2 id={titleId} className="card__title" tabIndex={-1}>
          {header}
        </h2>
        {product.subheader ? <p className="card__subheader">{product.subheader}</p> : null}
        <ul className="items">
          {items.map((item) => {
            const description = item.short_desc || item.description;
            return (
              <li key={`${item.id}-${item.bundleItemId ?? ''}`} className="item">
                <span className="item__name">{item.name}</span>
                {flags.descriptions && description ? (
                  <p className="item__description">{description}</p>
                ) : null}
                {moreInfo(item) ? (
                  <button
                    type="button"
                    className="text-button"
                    // The modal's sections come with the modals' chunk (docs/decisions/0074).
                    onPointerEnter={preloadDialogs}
                    onTouchStart={preloadDialogs}
                    onFocus={preloadDialogs}
                    onClick={() => onMoreInfo(item)}
                  >
                    {m.moreInfo}
                    <span className="pc-visually-hidden"> {m.moreInfoAbout({ name: item.name })}</span>
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <PurchaseOptions
          product={product}
          choice={choice}
          onChange={setChoice}
          onAdd={() => onAdd(product, choice)}
          adding={adding}
          error={error}
          freeShippingNote={flags.freeShippingNote}
        />
      </div>
    </article>
  );
}
