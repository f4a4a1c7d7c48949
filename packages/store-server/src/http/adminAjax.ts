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
 * What an action name is matched with: its call's action template, `{name}` placeholders as named
 * groups (`{product}_show_proceed_to_checkout`), or the plain name. Made once per action.
 */
export const actionPattern = (template: string): ((name: string) => Record<string, string> | null) => {
  if (!template.includes('{')) return (name) => (name === template ? {} : null);
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      return placeholder ? `(?<${placeholder[1]}>.+)` : escapeRegExp(part);
    })
    .join('');
  const pattern = new RegExp(`^${source}$`, 's');
  return (name) => {
    const groups = pattern.exec(name)?.groups;
    return groups ? { ...groups } : null;
  };
};

interface Matched {
  readonly action: AjaxAction;
  /** the fields the action name fills into its call's template: `{product: 'quiz'}` */
  readonly fields: Record<string, string>;
}

/**
 * The action a request names, matched once per request (its route config and its handler ask it):
 * the first of `actions` of the request's method whose pattern takes the name.
 */
const matcherOf = (actions: readonly AjaxAction[]) => {
  const patterns = actions.map((action) => ({ action, fields: actionPattern(action.call.action ?? '') }));
  // A hook may ask before the body is read (the name from the query alone): kept with the name asked.
  const seen = new WeakMap<FastifyRequest, { name: string; found: Matched | null }>();
  return (request: FastifyRequest, name: string): Matched | undefined => {
    const known = seen.get(request);
    if (known?.name === name) return known.found ?? undefined;
    let found: Matched | null = null;
    for (const { action, fields } of patterns) {
      if (action.call.method !== request.method) continue;
      const filled = fields(name);
      if (filled) {
        found = { action, fields: filled };
        break;
      }
    }
    seen.set(request, { name, found });
    return found ?? undefined;
  };
};

/** Registers the admin-ajax path for `actions`; `newNonce` is the session's fresh nonce. */
export const adminAjaxRoute = (
  app: FastifyInstance,
  actions: readonly AjaxAction[],
  newNonce: (sessionId: string) => string,
): void => {
  const matchAction = matcherOf(actions);
  app.route({
    method: ['GET', 'POST'],
    url: ADMIN_AJAX_PATH,
    config: {
      call: (request) => {
        const name = actionOf(request);
        return typeof name === 'string' ? matchAction(request, name)?.action.call.name : undefined;
      },
      clockedLines: (request) => {
        const name = actionOf(request);
        return typeof name === 'string' ? matchAction(request, name)?.action.options.clockedLines : undefined;
      },
    },
    handler: async (request) => {
      const name = actionOf(request);
      if (typeof name !== 'string' || name === '') {
        throw new RestHttpError(400, 'pc_missing_action', 'admin-ajax needs an action.', (m) => m.notHandled);
      }
      const matched = matchAction(request, name);
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
