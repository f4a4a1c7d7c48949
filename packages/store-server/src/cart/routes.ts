import {
  ADD_TO_CART_LABELS,
  addToCart,
  checkCompatibility,
  deleteAllItemCart,
  getCartItems,
  showProceedToCheckout,
  updateCartItem,
} from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { type AjaxAction, ajaxAction } from '../http/adminAjax.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { showProceedToCheckoutOfCart } from '../results/proceedToCheckout.ts';
import {
  addToCart as addLine,
  cartCompatibleWith,
  emptyCart,
  readCart,
  updateCartItem as updateLine,
} from './cartActions.ts';

// spec §7 cart calls: the admin-ajax actions (routes/adminAjax.ts serves them on their one path) and
// the single-survey compatibility check.

export const cartActions = ({ db }: AppDeps): AjaxAction[] => [
  // docs/decisions/0053: lines added under a QA clock no longer in force are checked again first.
  ajaxAction(getCartItems, (_input, request) => readCart(db, request.sessionId), { clockedLines: 'recheck' }),
  ajaxAction(deleteAllItemCart, (_input, request) => emptyCart(db, request.sessionId)),
  // spec §7 {product}_show_proceed_to_checkout: the rule per product is in results/proceedToCheckout.ts.
  ajaxAction(showProceedToCheckout, ({ product }, request) =>
    showProceedToCheckoutOfCart(db, request.sessionId, product),
  ),
  ajaxAction(addToCart, (input, request) => addLine(db, request.sessionId, input, request.now), {
    labels: ADD_TO_CART_LABELS,
    clockedLines: 'mark',
  }),
  // docs/decisions/0124: the cart's quantity control and remove button.
  ajaxAction(updateCartItem, (input, request) => updateLine(db, request.sessionId, input, request.now)),
];

export const cartRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  acceptJsonBodies(app);
  contractRoute(app, checkCompatibility, ({ survey_log_id }, request) =>
    cartCompatibleWith(db, request.sessionId, survey_log_id),
  );
};
