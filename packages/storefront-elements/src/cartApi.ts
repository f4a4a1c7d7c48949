import { ApiError, addToCart, loadCart, setCartItemQuantity } from '@pc/shared';
import type { CartListing } from '@pc/shared/contract';

// Issue 46 item 1 (docs/decisions/0191): `window.pc.cart`, the cart a host page acts on with its own
// buttons, installed by /elements/api.js. Every call goes through the page's one cart store, as the
// elements' own buttons do (the nonce, an Idempotency-Key per write, the store's rules: one tailored
// order, stock), so the badge and every element follow at once, in this tab and the others. Each
// resolves with the cart after it, or rejects with a PcCartError carrying spec §8's words.

/** spec §8 (decision 0034): the store's message for the shopper, else this. */
export const CART_FAILED_MESSAGE = 'Something went wrong, please try again';

/** A refused cart call: `message` is for the shopper, `code` and `status` for the host's code. */
export class PcCartError extends Error {
  override readonly name = 'PcCartError';
  readonly code: string;
  /** the HTTP status; 0 when the store gave no answer or the call was never sent */
  readonly status: number;

  constructor(message: string, code: string, status: number, cause?: unknown) {
    super(message, { cause });
    this.code = code;
    this.status = status;
  }
}

/** What `add` takes: a product (and its variation), how many, and once or every `cadence` weeks. */
export interface CartAddition {
  readonly productId: number;
  readonly variationId?: number;
  /** 1 to 99; 1 when left out */
  readonly quantity?: number;
  /** true: a subscription, every `cadence` weeks */
  readonly subscription?: boolean;
  /** weeks between deliveries (1 to 52), required with `subscription` */
  readonly cadence?: number;
}

export interface PcCartApi {
  get(): Promise<CartListing>;
  add(addition: CartAddition): Promise<CartListing>;
  update(lineKey: string, quantity: number): Promise<CartListing>;
  remove(lineKey: string): Promise<CartListing>;
  /** Opens the page's `<pc-cart>` drawer. */
  open(): Promise<CartListing>;
  close(): Promise<CartListing>;
}

declare global {
  interface PcGlobal {
    cart?: PcCartApi;
  }
}

const INVALID = 'pc_invalid_request';

const isWhole = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** The store's refusal as the host gets it (spec §8: its display message, else the fallback). */
const refused = (error: unknown): PcCartError =>
  error instanceof ApiError
    ? new PcCartError(error.displayMessage || CART_FAILED_MESSAGE, error.code, error.status, error)
    : new PcCartError(CART_FAILED_MESSAGE, 'pc_unknown_error', 0, error);

const invalid = (message: string) => Promise.reject(new PcCartError(message, INVALID, 0));

const call = (write: () => Promise<CartListing>): Promise<CartListing> =>
  write().catch((error: unknown) => {
    throw refused(error);
  });

/** Where `add`'s line is: the same product, variation and cadence, the one a button's add makes. */
const lineOf = (cart: CartListing, { productId, variationId = 0 }: CartAddition, cadence: number) =>
  cart.items.find(
    (item) =>
      item.productId === productId &&
      item.variationId === variationId &&
      item.cadence === cadence &&
      item.bundle.length === 0 &&
      item.giftCard === null,
  );

async function add(addition: CartAddition): Promise<CartListing> {
  const { productId, variationId, quantity = 1, subscription = false, cadence } = addition ?? {};
  if (!isWhole(productId, 1, Number.MAX_SAFE_INTEGER)) return invalid('productId must be a product’s id.');
  if (variationId !== undefined && !isWhole(variationId, 1, Number.MAX_SAFE_INTEGER))
    return invalid('variationId must be a variation’s id.');
  if (!isWhole(quantity, 1, 99)) return invalid('quantity must be a whole number from 1 to 99.');
  if (subscription && !isWhole(cadence, 1, 52))
    return invalid('A subscription needs its cadence: a whole number of weeks from 1 to 52.');
  const weeks = subscription ? (cadence as number) : 0;
  // spec §7: an add is one unit (quantity=1); more units set the line's quantity after it.
  const cart = await call(() =>
    addToCart({ productId, ...(variationId ? { variationId } : {}), cadence: weeks }),
  );
  if (quantity === 1) return cart;
  const line = lineOf(cart, addition, weeks);
  if (!line) return cart;
  return call(() => setCartItemQuantity(line.key, line.quantity + quantity - 1));
}

/** The drawer of the page's first `<pc-cart>` (its show() and close(), cart/state/drawerMethods.ts). */
const drawer = (open: boolean): Promise<CartListing> => {
  const element = document.querySelector('pc-cart') as (Element & { show?(): void; close?(): void }) | null;
  if (!element?.show)
    return Promise.reject(new PcCartError('There is no <pc-cart> on this page.', 'pc_no_cart', 0));
  if (open) element.show();
  else element.close?.();
  return get();
};

const get = (): Promise<CartListing> => call(loadCart);

export const cart: PcCartApi = {
  get,
  add,
  update: (lineKey, quantity) =>
    typeof lineKey !== 'string' || lineKey === ''
      ? invalid('lineKey must be a line’s key (cart.get()’s items[].key).')
      : isWhole(quantity, 0, 99)
        ? call(() => setCartItemQuantity(lineKey, quantity))
        : invalid('quantity must be a whole number from 0 to 99.'),
  remove: (lineKey) => cart.update(lineKey, 0),
  open: () => drawer(true),
  close: () => drawer(false),
};

/** Installs `window.pc.cart` (the first script's serves the page). */
export function installCartApi(): void {
  window.pc ??= {};
  window.pc.cart ??= cart;
}
