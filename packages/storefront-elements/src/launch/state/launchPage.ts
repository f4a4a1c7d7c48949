// spec §2 Launch page, §4 "Buying: add to cart, then navigate to checkout", §7 the variation calls,
// §8 "Product fetch (… launch) fails: silently ignored; the page stays blank or empty".
import { ApiError, addToCart, boughtLineFields, callApi } from '@pc/shared';
import {
  type AddToCartRequest,
  getBodyWashVariation,
  getColognePlayVariation,
  type LaunchCode,
  type LaunchProduct,
  launchStockStatus,
  launchVariationRequest,
} from '@pc/shared/contract';
import { atom, type ReadableAtom } from 'nanostores';
import type { LaunchData } from '../model/launchPageData.ts';

export interface LaunchPageState {
  /** The launch shown; null until known (and for good after a failed fetch: the page stays empty). */
  readonly $launch: ReadableAtom<LaunchData | null>;
  /** The product's fetch failed: the element gives its box back (docs/decisions/0185). */
  readonly $failed: ReadableAtom<boolean>;
  /** The position of the checkout button whose add is in flight. */
  readonly $buying: ReadableAtom<number | null>;
  /**
   * The last failed add, shown beside its button: the store's message, or null for the catalog's
   * shared catalog's `tryAgain` (decision 0034, spec §8 lists no add-to-cart failure).
   */
  readonly $error: ReadableAtom<{ position: number; message: string | null } | null>;
  /** Loads the launch unless the page data gave it; returns the stop function. */
  start(): () => void;
  /** Shows the launch of page data a host set after the first render (docs/decisions/0105). */
  show(launch: LaunchData): void;
  /** Adds the product (source lp-launch, the button's position), then goes to `checkoutHref`. */
  buy(position: number, checkoutHref: string): Promise<void>;
}

/** spec §7: the variation call of the code (the collaboration edition asks for gran-cenote). */
const fetchLaunchProduct = (code: LaunchCode, signal: AbortSignal): Promise<LaunchProduct> => {
  const request = launchVariationRequest(code);
  return request.slug === 'body_wash'
    ? callApi(getBodyWashVariation, { code: request.code }, { signal })
    : callApi(getColognePlayVariation, { code: request.code }, { signal });
};

export function createLaunchPageState(options: {
  code: LaunchCode;
  initial: LaunchData | null;
  navigate(href: string): void;
  /** The element, which dispatches `pc-cart-change` for its add. */
  host?: Element;
  /** The clock of a page without page data (the browser's), read once the product has arrived. */
  now?: () => Date;
}): LaunchPageState {
  const { code, navigate, host, now = () => new Date() } = options;
  const $launch = atom<LaunchData | null>(options.initial);
  const $failed = atom(false);
  const $buying = atom<number | null>(null);
  const $error = atom<{ position: number; message: string | null } | null>(null);

  function start(): () => void {
    if ($launch.get()) return () => {};
    const controller = new AbortController();
    fetchLaunchProduct(code, controller.signal)
      .then((product) => {
        // spec §4's dated rule, taken after mount (never during a render: decision 0024).
        $launch.set({ product, stockStatus: launchStockStatus(code, product.variation.stock_status, now()) });
      })
      // spec §8: silently ignored, the page stays empty; the element gives its box back (decision 0185).
      .catch(() => {
        if (!controller.signal.aborted) $failed.set(true);
      });
    return () => controller.abort();
  }

  async function buy(position: number, checkoutHref: string): Promise<void> {
    const launch = $launch.get();
    // design.md: a second click while the add is in flight sends no second request.
    if (!launch || launch.stockStatus === 'outofstock' || $buying.get() !== null) return;
    const { product, variation } = launch.product;
    $buying.set(position);
    $error.set(null);
    try {
      const request: AddToCartRequest = {
        productId: product.id,
        variationId: variation.id,
        source: 'lp-launch',
        position,
      };
      // spec §7 analytics 'Product Added': the line the store made (the cart's listener sends it).
      await addToCart(request, boughtLineFields(request), host);
    } catch (error) {
      const message = error instanceof ApiError && error.displayMessage ? error.displayMessage : null;
      $error.set({ position, message });
      $buying.set(null);
      return;
    }
    $buying.set(null);
    navigate(checkoutHref);
  }

  return { $launch, $failed, $buying, $error, start, show: (launch) => $launch.set(launch), buy };
}
