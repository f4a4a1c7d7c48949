import * as v from 'valibot';

/**
 * One call of spec §7: everything the client needs to send it and parse the answer, and everything
 * the server needs to validate the request. `path` is a template: `{ns}` is the page's API namespace,
 * other `{name}` segments are path parameters. `encoding` says how the request travels:
 * `query` (GET parameters), `json` (JSON body) or `form` (application/x-www-form-urlencoded body).
 * Admin-ajax calls name their `action`.
 */
export interface CallDef<
  Req extends v.GenericSchema = v.GenericSchema,
  Res extends v.GenericSchema = v.GenericSchema,
> {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly encoding: 'query' | 'json' | 'form';
  readonly action?: string;
  readonly request: Req;
  readonly response: Res;
}

export type CallRequest<C extends CallDef> = v.InferInput<C['request']>;
export type CallResponse<C extends CallDef> = v.InferOutput<C['response']>;

/** The WordPress admin-ajax endpoint the cart calls and the cologne typeahead go through (spec §7). */
export const ADMIN_AJAX_PATH = '/wp-admin/admin-ajax.php';

export const defineCall = <Req extends v.GenericSchema, Res extends v.GenericSchema>(
  def: CallDef<Req, Res>,
): CallDef<Req, Res> => def;

/** The empty request of calls that take no parameters. */
export const NoParams = v.object({});

/** The WordPress REST layer's error body (spec §8: rejected with the server message and status). */
export const RestError = v.object({
  code: v.string(),
  message: v.string(),
  displayMessage: v.optional(v.string()),
  data: v.optional(v.object({ status: v.number() })),
});
export type RestError = v.InferOutput<typeof RestError>;

/** Admin-ajax answers as WordPress's wp_send_json_success/error do, plus the refreshed nonce. */
export const ajaxAnswer = <T extends v.GenericSchema>(data: T) =>
  v.object({ success: v.boolean(), data, newNonce: v.optional(v.string()) });

/** Path parameters a template names, e.g. `{code}` in `/products/cologne_play/variations/{code}`. */
export const pathParams = (path: string): string[] =>
  [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((name) => name !== 'ns');

/** Fills a path template; every value is URI-encoded. */
export const fillPath = (path: string, ns: string, params: Record<string, unknown>): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(name === 'ns' ? ns : String(params[name] ?? '')),
  );
