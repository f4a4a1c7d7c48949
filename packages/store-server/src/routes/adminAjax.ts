import {
  ADD_TO_CART_LABELS,
  ADMIN_AJAX_PATH,
  addToCart,
  type CallDef,
  deleteAllItemCart,
  getCartItems,
  queryPerfume,
  showProceedToCheckout,
} from '@pc/shared/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { AppDeps } from '../appDeps.ts';
import { cartLineFromRequest } from '../cart/addToCart.ts';
import {
  addCartLines,
  addUntailoredLine,
  clearCart,
  lineKey,
  listCart,
  listCartWithClocked,
} from '../cart/cartRepository.ts';
import { oneTailoredOrder } from '../cart/oneTailoredOrder.ts';
import { assertOwnSurveyLog } from '../cart/surveyLogOwnership.ts';
import { acceptFormBodies } from '../http/bodyParsers.ts';
import { RestHttpError } from '../http/errors.ts';
import { isRecord } from '../http/isRecord.ts';
import { type ValidateOptions, validate } from '../http/validate.ts';
import { markAddedUnderClock, recheckClockedLines } from '../qa/clockedLines.ts';
import { searchPerfumes } from '../quiz/perfumeSearch.ts';
import { showProceedToCheckout as proceedToCheckoutFor } from '../results/proceedToCheckout.ts';
import { readSession } from '../session/sessionRepository.ts';

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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The fields an action name fills into its call's action template, or null when it is not that
 * action: `quiz_show_proceed_to_checkout` against `{product}_show_proceed_to_checkout` → {product: 'quiz'}.
 */
const actionFields = (template: string, name: string): Record<string, string> | null => {
  if (!template.includes('{')) return template === name ? {} : null;
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      return placeholder ? `(?<${placeholder[1]}>.+)` : escapeRegExp(part);
    })
    .join('');
  const groups = new RegExp(`^${source}$`, 's').exec(name)?.groups;
  return groups ? { ...groups } : null;
};

export const adminAjaxRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock, nonces }) => {
  await acceptFormBodies(app);

  // Later issues add their admin-ajax actions here (show_proceed_to_checkout, query_perfume).
  const actions: AjaxAction[] = [
    // issue 11 item 1: lines added under a QA clock that is no longer in force are checked again first.
    // issue 11 item 10: one statement when no line was added under a QA clock (the common case).
    ajaxAction(getCartItems, async (_input, request) => {
      const { cart, clocked } = await listCartWithClocked(db, request.sessionId);
      if (!clocked || (await recheckClockedLines(db, request.sessionId, clock)) === 0) return cart;
      return listCart(db, request.sessionId);
    }),
    // spec §5 cologne typeahead: fewer than 3 characters (after trimming) is refused by the contract.
    ajaxAction(queryPerfume, async ({ query_perfume }) => searchPerfumes(query_perfume), {
      labels: { query_perfume: 'the cologne search' },
    }),
    ajaxAction(deleteAllItemCart, async (_input, request) => {
      await clearCart(db, request.sessionId);
      return listCart(db, request.sessionId);
    }),
    // spec §7 {product}_show_proceed_to_checkout: the rule per product is in results/proceedToCheckout.ts.
    ajaxAction(showProceedToCheckout, async ({ product }, request) =>
      proceedToCheckoutFor(product, (await listCart(db, request.sessionId)).items),
    ),
    ajaxAction(
      addToCart,
      async (addRequest, request) => {
        // issue 11 item 3: a line names only a survey of this session.
        if (addRequest.surveyLogId) await assertOwnSurveyLog(db, request.sessionId, addRequest.surveyLogId);
        const { switches, exists } = await readSession(db, request.sessionId);
        const { clockOverride } = switches;
        const now = clockOverride ?? clock();
        const line = await cartLineFromRequest(db, addRequest, now);
        // spec §4: one tailored order at a time (409 for a second survey's line); a line of no survey
        // passes that rule whatever the cart holds, so it is added without reading the cart first.
        if (!line.surveyLogId) {
          const cart = await addUntailoredLine(db, request.sessionId, line, { sessionExists: exists });
          // The listing does not show the mark, so it may follow it.
          await markAddedUnderClock(db, request.sessionId, [lineKey(line)], clockOverride);
          return cart;
        }
        await addCartLines(db, request.sessionId, [line], oneTailoredOrder([line]));
        await markAddedUnderClock(db, request.sessionId, [lineKey(line)], clockOverride);
        return listCart(db, request.sessionId);
      },
      { labels: ADD_TO_CART_LABELS },
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
      const matched = actions
        .filter(({ call }) => call.method === request.method)
        .map((action) => ({ action, fields: actionFields(action.call.action ?? '', name) }))
        .find(({ fields }) => fields !== null);
      if (!matched) {
        throw new RestHttpError(
          400,
          'pc_unknown_action',
          `No admin-ajax action "${name.slice(0, 60)}" for ${request.method}.`,
          'This request could not be handled.',
        );
      }
      const { action, fields } = matched;
      const raw = request.method === 'GET' ? request.query : (request.body ?? {});
      const input = validate(
        action.call.request,
        fields && Object.keys(fields).length > 0 && isRecord(raw) ? { ...raw, ...fields } : raw,
        action.options,
      );
      const data = await action.run(input, request);
      return { success: true, data, newNonce: nonces.issue(request.sessionId) };
    },
  });
};
