import {
  ADMIN_AJAX_PATH,
  addToCart,
  type CallDef,
  deleteAllItemCart,
  getCartItems,
} from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { AppDeps } from '../appDeps.ts';
import { cartLineFromForm } from '../cart/addToCart.ts';
import { ADD_TO_CART_LABELS, invalidAddToCartField } from '../cart/addToCartFields.ts';
import { addCartLine, clearCart, listCart } from '../cart/cartRepository.ts';
import { acceptFormBodies } from '../http/bodyParsers.ts';
import { RestHttpError } from '../http/errors.ts';
import { isRecord } from '../http/isRecord.ts';
import { type ValidateOptions, validate } from '../http/validate.ts';
import { sessionNow } from '../session/sessionRepository.ts';

// spec §7 admin-ajax calls: one path, GET and POST, the action named by the `action` query or form
// field (the add-to-cart form may omit it: its `add-to-cart` field says what it is). Answers are
// WordPress's wp_send_json_success shape plus the session's fresh nonce (`newNonce`).

type AnswerData<C extends CallDef> = v.InferOutput<C['response']> extends { data: infer D } ? D : never;

interface AjaxAction {
  call: CallDef;
  run(input: unknown, request: FastifyRequest): Promise<unknown>;
  options?: ValidateOptions;
}

const ajaxAction = <C extends CallDef>(
  call: C,
  run: (input: v.InferOutput<C['request']>, request: FastifyRequest) => Promise<AnswerData<C>>,
  options: ValidateOptions = {},
): AjaxAction => ({ call, run: run as AjaxAction['run'], options });

/** The action a request names: form field, then query; a form with `add-to-cart` is the add-to-cart form. */
const actionOf = (request: FastifyRequest): unknown => {
  const body = isRecord(request.body) ? request.body : {};
  const query = isRecord(request.query) ? request.query : {};
  const action = body.action ?? query.action;
  if (action === undefined && request.method === 'POST' && 'add-to-cart' in body) return addToCart.action;
  return action;
};

export const adminAjaxRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock, nonces }) => {
  await acceptFormBodies(app);

  // Later issues add their admin-ajax actions here (show_proceed_to_checkout, query_perfume).
  const actions: AjaxAction[] = [
    ajaxAction(getCartItems, (_input, request) => listCart(db, request.sessionId)),
    ajaxAction(deleteAllItemCart, async (_input, request) => {
      await clearCart(db, request.sessionId);
      return listCart(db, request.sessionId);
    }),
    ajaxAction(
      addToCart,
      async (form, request) => {
        const now = await sessionNow(db, request.sessionId, clock);
        await addCartLine(db, request.sessionId, await cartLineFromForm(db, form, now));
        return listCart(db, request.sessionId);
      },
      { labels: ADD_TO_CART_LABELS, fieldOf: invalidAddToCartField },
    ),
  ];

  app.route({
    method: ['GET', 'POST'],
    url: ADMIN_AJAX_PATH,
    handler: async (request) => {
      const name = actionOf(request);
      if (typeof name !== 'string' || name === '') {
        throw new RestHttpError(
          400,
          'pc_missing_action',
          'admin-ajax needs an action.',
          'This request could not be handled.',
        );
      }
      const action = actions.find(({ call }) => call.action === name && call.method === request.method);
      if (!action) {
        throw new RestHttpError(
          400,
          'pc_unknown_action',
          `No admin-ajax action "${name.slice(0, 60)}" for ${request.method}.`,
          'This request could not be handled.',
        );
      }
      const raw = request.method === 'GET' ? request.query : (request.body ?? {});
      const input = validate(action.call.request, raw, action.options);
      const data = await action.run(input, request);
      return { success: true, data, newNonce: nonces.issue(request.sessionId) };
    },
  });
};
