import { addToCart, boughtLineFields, callApi } from '@pc/shared';
import { type AddToCartRequest, CHECKOUT_PATH, getCandle, type Product } from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import type { Candle } from '../model/candles.ts';

/** Where the candle product stands: given or loaded, still loading, or failed (spec §8: page stays empty). */
export type ProductStatus = 'ready' | 'loading' | 'failed';

export interface CandleState {
  readonly $product: ReadableAtom<Product | null>;
  readonly $status: ReadableAtom<ProductStatus>;
  /** the add to cart in flight */
  readonly $buying: ReadableAtom<boolean>;
  /** the last add failed (docs/decisions/0029: the buy bar says so, the shared message `tryAgain`) */
  readonly $buyFailed: ReadableAtom<boolean>;
  /** Loads the product when no page data brought it; returns the stop function. */
  start(): () => void;
  /** Shows the product of page data a host set after the first render (docs/decisions/0105). */
  show(product: Product): void;
  /** spec §4: add to cart (source landing-page, the candle's position), then go to /checkout. */
  buy(candle: Candle, position: number): Promise<void>;
}

export function createCandleState(
  given: Product | null,
  navigate: (href: string) => void,
  /** the element, which dispatches `pc-cart-change` for its add */
  host?: Element,
): CandleState {
  const $product = atom<Product | null>(given);
  const $status = atom<ProductStatus>(given ? 'ready' : 'loading');
  const $buying = atom(false);
  const $buyFailed = atom(false);

  return {
    $product,
    $status,
    $buying,
    $buyFailed,
    start() {
      if ($product.get()) return () => {};
      const controller = new AbortController();
      callApi(getCandle, {}, { signal: controller.signal })
        .then((product) => {
          $product.set(product);
          $status.set('ready');
        })
        // spec §8 "Product fetch (candle, …) fails: silently ignored; the page stays blank or empty".
        .catch(() => {
          if (!controller.signal.aborted) $status.set('failed');
        });
      return () => controller.abort();
    },
    show(product) {
      $product.set(product);
      $status.set('ready');
    },
    async buy({ variation }, position) {
      if ($buying.get() || variation.stock_status === 'outofstock') return;
      $buying.set(true);
      $buyFailed.set(false);
      try {
        const request: AddToCartRequest = {
          productId: variation.parent_id,
          variationId: variation.id,
          source: 'landing-page',
          position,
        };
        // spec §7 analytics 'Product Added': the line the store made (the cart's listener sends it).
        await addToCart(request, boughtLineFields(request), host);
        navigate(CHECKOUT_PATH);
      } catch {
        // docs/decisions/0029: a failed add says so and leaves the shopper on the page to try again.
        $buyFailed.set(true);
      } finally {
        $buying.set(false);
      }
    },
  };
}
