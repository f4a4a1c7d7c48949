import type { CallDef } from '@pc/shared/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { isRecord } from './isRecord.ts';
import { type ValidateOptions, validate } from './validate.ts';

/**
 * What a call does with the cart lines added under another QA clock (qa/clockedLines.ts, demo mode
 * only): `recheck` them before it reads the cart, `refuse` to go on when the re-check removed one
 * (placing an order), or `mark` the lines it adds under the session's QA clock (add-to-cart).
 */
export type ClockedLinesUse = 'recheck' | 'refuse' | 'mark';

declare module 'fastify' {
  interface FastifyContextConfig {
    clockedLines?: ClockedLinesUse | ((request: FastifyRequest) => ClockedLinesUse | undefined);
    /** The contract call a request of this route is (its `name`): what QA faults are keyed by (qa/faultHook.ts). */
    call?: string | ((request: FastifyRequest) => string | undefined);
  }
}

/** The API namespace segment `{ns}` (docs/architecture.md). */
export const NS = 'pc';

/** A contract path template as a Fastify route: `{ns}` filled, `{name}` → `:name`. */
export const routePath = (template: string): string =>
  template.replaceAll('{ns}', NS).replace(/\{(\w+)\}/g, (_, name: string) => `:${name}`);

/**
 * What a call's request schema checks: path parameters with the query (GET) or the body (POST).
 * A body that is not an object (a JSON array, a string) is passed as it is, so the schema rejects it.
 */
export const requestInput = (call: CallDef, request: FastifyRequest): unknown => {
  const params = isRecord(request.params) ? request.params : {};
  if (call.encoding === 'query') return { ...(isRecord(request.query) ? request.query : {}), ...params };
  const body = request.body;
  if (body === undefined) return { ...params };
  return isRecord(body) ? { ...body, ...params } : body;
};

type Handler<C extends CallDef> = (
  input: v.InferOutput<C['request']>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<v.InferOutput<C['response']>>;

export interface RouteOptions extends ValidateOptions {
  /** Checked before the call's request schema, with the same labels: a path parameter's own wording. */
  params?: v.GenericSchema;
  /** What the app-wide hooks read of this route (qa/clockedLines.ts: what it does with the cart). */
  config?: FastifyContextConfig;
  /**
   * Reads the request in place of the call's schema, for a call whose rejections are its own (POST
   * /crafting answers a browser a page listing the problems, quiz/craftingForm.ts).
   */
  read?: (input: unknown) => unknown;
}

/**
 * The one way a route is registered (docs/architecture.md "Server"): a call's method and path, its
 * request validated by its schema, then the handler, which calls one domain function and answers.
 * Calls of the store's own (the QA panel's, POST /crafting) are defined the same way beside their area.
 */
export const contractRoute = <C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  { params, config, read, ...options }: RouteOptions = {},
): void => {
  app.route({
    method: call.method,
    url: routePath(call.path),
    config: { call: call.name, ...config },
    handler: (request, reply) => {
      if (params) validate(params, request.params, options);
      const input = requestInput(call, request);
      return handler(read ? read(input) : validate(call.request, input, options), request, reply);
    },
  });
};
