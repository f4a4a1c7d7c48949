// spec §4 Results "Add to cart" and the single-survey overlay, as a press runs them: the compatibility
// check before every tailored add (sets, items, the bathroom module), the requests (model/
// addToCartForms.ts) and their spec §7 'Product Added', the success banner and checkoutOnAdd. Part of the
// actions' chunk (behaviour/actionsChunk.ts), on the state state/cart.ts and state/bathroom.ts keep.
import { addBathroomModule, addToCart, callApi, clearCart, type ProductAnalyticsFields } from '@pc/shared';
import { SUCCESS_BANNER_MS } from '@pc/shared/constants';
import { CHECKOUT_PATH, checkCompatibility, type ResultsProduct } from '@pc/shared/contract';
import { addToCartForms, type CartLine, cartProductId } from '../model/addToCartForms.ts';
import { type PurchaseChoice, priceFor } from '../model/purchase.ts';
import type { BathroomFlowState } from './bathroom.ts';
import { type Busy, type CartFlowState, exclusive, type TailoredAdd } from './cart.ts';
import { failureOf } from './signals.ts';

/** spec §8: a failed compatibility check is silently ignored, and the add goes ahead. */
async function compatibility(flow: CartFlowState): Promise<'compatible' | 'conflict' | 'gone'> {
  const { signal } = flow.lifetime;
  try {
    const answer = await callApi(checkCompatibility, { survey_log_id: flow.surveyLogId }, { signal });
    return answer === false ? 'conflict' : 'compatible';
  } catch {
    return signal.aborted ? 'gone' : 'compatible';
  }
}

/**
 * Checks compatibility, then commits the add, or holds it while the overlay shows. Its button is busy
 * meanwhile (state/cart.ts `exclusive`, which runs it).
 */
async function addTailored(flow: CartFlowState, add: TailoredAdd): Promise<void> {
  // spec §4: "Before adding a tailored order, compatibility is checked; a false answer means a cart
  // conflict and the single-survey overlay shows."
  const answer = flow.surveyLogId ? await compatibility(flow) : 'compatible';
  if (answer === 'conflict') flow.$conflict.set(add);
  if (answer === 'compatible') await add.commit();
}

/**
 * spec §7 analytics 'Product Added' for one line, as the card showed it (Segment's product fields): the
 * cart store's listener sends it once the line is in the cart (cartAnalytics.ts).
 */
const productAdded = ({ item, cadence }: CartLine, surveyLogId: string): ProductAnalyticsFields => ({
  // The product, as the cart holds it (a candle card is one variation of the candle; decision 0015).
  product_id: cartProductId(item),
  variant: item.variationId,
  sku: item.sku,
  name: item.name,
  category: item.category,
  price: priceFor(item, cadence > 0),
  quantity: 1,
  subscription: cadence > 0,
  cadence,
  bundle_type: item.bundleType,
  survey_log_id: surveyLogId || null,
});

function showBanner(flow: CartFlowState): void {
  clearTimeout(flow.bannerTimer);
  flow.$added.set(true);
  flow.bannerTimer = setTimeout(() => flow.$added.set(false), SUCCESS_BANNER_MS);
}

async function commit(flow: CartFlowState, product: ResultsProduct, choice: PurchaseChoice): Promise<void> {
  const { surveyLogId, host } = flow;
  try {
    // One line after another: the cart answers each with its new state, in order.
    for (const line of addToCartForms(product, choice, surveyLogId)) {
      await addToCart(line.request, productAdded(line, surveyLogId), host);
    }
  } catch (error) {
    // Decision (spec §8 lists no add-to-cart failure): say so on the card, the way save-results does.
    flow.$addError.set({ productId: product.id, ...failureOf(error) });
    return;
  }
  showBanner(flow);
  flow.onAdded();
  if (product.checkoutOnAdd) flow.navigate(CHECKOUT_PATH);
}

/** A card's ADD TO CART (spec §4 "Add to cart"); `busy`: its button's. */
export function addCard(
  flow: CartFlowState,
  busy: Busy,
  product: ResultsProduct,
  choice: PurchaseChoice,
): Promise<void> {
  return addTailored(flow, { ...busy, commit: () => commit(flow, product, choice) });
}

/** The overlay's answer: Go To Checkout, Clear Cart And Proceed, or Escape (nothing is added). */
export async function resolveConflict(
  flow: CartFlowState,
  action: 'checkout' | 'clear' | 'cancel',
): Promise<void> {
  const pending = flow.$conflict.get();
  flow.$conflict.set(null);
  if (!pending || action === 'cancel') return;
  if (action === 'checkout') {
    flow.navigate(CHECKOUT_PATH);
    return;
  }
  await exclusive(pending, async () => {
    // spec §8 "Clear-cart fails: ignored": the add goes ahead.
    await clearCart(flow.host).catch(() => {});
    await pending.commit();
  });
}

/**
 * The bathroom module's CHECKOUT: a tailored add like a card's (spec §4), through the shared cart store
 * (spec §7 bathroom_module POST, so `pc-cart-change` fires and the cart store's listener sends 'Product
 * Added', decision 0087), then /checkout.
 */
export function checkoutModule(flow: CartFlowState, module: BathroomFlowState, busy: Busy): Promise<void> {
  const { surveyLogId, $module, $error } = module;
  return addTailored(flow, {
    ...busy,
    async commit() {
      try {
        await addBathroomModule(
          surveyLogId,
          {
            source: 'bathroom-module',
            product_ids: $module.get()?.products.map((product) => product.productId) ?? [],
            survey_log_id: surveyLogId,
          },
          flow.host,
        );
      } catch (error) {
        // Decision (spec §8 is silent on the module's POST): the shopper is told, and may try again.
        $error.set(failureOf(error));
        return;
      }
      flow.navigate(CHECKOUT_PATH);
    },
  });
}
