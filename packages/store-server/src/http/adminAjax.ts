import { ADMIN_AJAX_PATH, addToCart, type CallDef } from '@pc/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { ClockedLinesUse } from './contractRoute.ts';
import { RestHttpError } from './errors.ts';
import { isRecord } from './isRecord.ts';
import { type ValidateOptions, validate } from './validate.ts';

// spec §7 admin-ajax calls: one path, GET and POST, the action named by the `action` query or form
// field (the add-to-cart form may omit it: its `add-to-cart` field says what it is). Answers are
// WordPress's wp_send_json_success shape plus the session's fresh nonce (`newNonce`). Each action is a
// contract call, registered the way contractRoute registers the others: parse, one domain call, answer.

type AnswerData<C extends CallDef> = v.InferOutput<C['response']> extends { data: infer D } ? D : never;

export interface AjaxAction {
  call: CallDef;
  run(input: unknown, request: FastifyRequest): Promise<unknown>;
  options: ValidateOptions & { clockedLines?: ClockedLinesUse };
}

export const ajaxAction = <C extends CallDef>(
  call: C,
  run: (input: v.InferOutput<C['request']>, request: FastifyRequest) => Promise<AnswerData<C>>,
  options: AjaxAction['options'] = {},
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

const matchAction = (actions: readonly AjaxAction[], request: FastifyRequest, name: string) =>
  actions
    .filter(({ call }) => call.method === request.method)
    .map((action) => ({ action, fields: actionFields(action.call.action ?? '', name) }))
    .find(({ fields }) => fields !== null);

/** Registers the admin-ajax path for `actions`; `newNonce` is the session's fresh nonce. */
export const adminAjaxRoute = (
  app: FastifyInstance,
  actions: readonly AjaxAction[],
  newNonce: (sessionId: string) => string,
): void => {
  app.route({
    method: ['GET', 'POST'],
    url: ADMIN_AJAX_PATH,
    config: {
      call: (request) => {
        const name = actionOf(request);
        return typeof name === 'string' ? matchAction(actions, request, name)?.action.call.name : undefined;
      },
      clockedLines: (request) => {
        const name = actionOf(request);
        return typeof name === 'string'
          ? matchAction(actions, request, name)?.action.options.clockedLines
          : undefined;
      },
    },
    handler: async (request) => {
      const name = actionOf(request);
      if (typeof name !== 'string' || name === '') {
        throw new RestHttpError(400, 'pc_missing_action', 'admin-ajax needs an action.', (m) => m.notHandled);
      }
      const matched = matchAction(actions, request, name);
      if (!matched) {
        throw new RestHttpError(
          400,
          'pc_unknown_action',
          `No admin-ajax action "${name.slice(0, 60)}" for ${request.method}.`,
          (m) => m.notHandled,
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
      return { success: true, data, newNonce: newNonce(request.sessionId) };
    },
  });
};
