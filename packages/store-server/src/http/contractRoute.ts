import type { CallDef } from '@pc/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { isRecord } from './isRecord.ts';
import { type ValidateOptions, validate } from './validate.ts';

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

/** Registers one contract call: its method and path, its request validated by its schema. */
export const contractRoute = <C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: ValidateOptions = {},
): void => {
  app.route({
    method: call.method,
    url: routePath(call.path),
    handler: (request, reply) =>
      handler(validate(call.request, requestInput(call, request), options), request, reply),
  });
};
