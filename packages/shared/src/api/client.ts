import * as v from 'valibot';
import { readPageConfig } from '../config/pageConfig.ts';
import { IDEMPOTENCY_HEADER, NONCE_HEADER } from '../constants.ts';
import {
  type CallDef,
  type CallRequest,
  type CallResponse,
  fillPath,
  pathParams,
  RestError,
} from '../contract/call.ts';
import { issueText } from '../contract/issueText.ts';
import { getNonce, INVALID_NONCE_CODE } from '../contract/nonce.ts';
import { CART_TOKEN_HEADER } from '../contract/session.ts';
import { localeOf } from '../i18n/locale.ts';
import { $nonce } from '../stores/nonce.ts';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError.ts';
import { ajaxAction, ajaxFailure } from './adminAjax.ts';
import { forgetSessionToken, sessionToken } from './session.ts';

export interface CallOptions {
  /** Every call can be cancelled (design.md: every fetch takes an AbortSignal). */
  signal: AbortSignal;
}

type Fields = Record<string, unknown>;

function appendFields(params: URLSearchParams, fields: Fields): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
}

/**
 * A new idempotency key: 128 random bits as four numbers joined by `-` (crypto.randomUUID is missing on
 * a host page served over plain HTTP, and this is fewer bytes than a letters-and-digits id).
 */
const newIdempotencyKey = (): string => crypto.getRandomValues(new Uint32Array(4)).join('-');

interface PreparedRequest {
  url: string;
  init: RequestInit;
}

/** Builds the URL and body of a call (spec §7 methods, paths and encodings). */
export function prepareRequest(
  call: CallDef,
  request: Fields,
  nonce: string | undefined,
  idempotencyKey?: string,
  token?: string,
): PreparedRequest {
  const { apiRoot, ns, locale } = readPageConfig();
  // Admin-ajax: the action's template takes its names from the request, like path parameters.
  const { action, used: inAction } = ajaxAction(call, request);
  const used = new Set([...pathParams(call.path), ...inAction]);
  const fields: Fields = Object.fromEntries(Object.entries(request).filter(([key]) => !used.has(key)));
  // Admin-ajax: the action travels in the form body of a form POST, in the query string otherwise.
  const actionInBody = action !== undefined && call.method === 'POST' && call.encoding === 'form';

  const query = new URLSearchParams();
  if (action !== undefined && !actionInBody) query.set('action', action);
  // issue 43: the page's language as its elements speak it (`#pc-config`'s `locale`, else the page's
  // `lang`: en-US or es-US, `localeOf`): the store's answer (a 400's displayMessage, the survey's
  // options) and the emails the call causes speak it. With the JSON Accept it tells the store this is
  // the page's language, not the browser's own (store-server http/requestLocale.ts). Always one of the
  // shop's tags, so a page's odd `lang` can never make a header the browser refuses.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': localeOf(locale ?? document.documentElement.lang),
  };

  if (nonce) headers[NONCE_HEADER] = nonce;
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  // A page of another origin reaches the shopper's session by its token, not the cookie (api/session.ts).
  if (token) headers[CART_TOKEN_HEADER] = token;
  let body: BodyInit | undefined;

  if (call.method === 'GET' || call.encoding === 'query') {
    appendFields(query, fields);
  } else if (call.encoding === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(fields);
  } else {
    const form = new URLSearchParams();
    if (actionInBody) form.set('action', action);
    appendFields(form, fields);
    body = form; // fetch sets application/x-www-form-urlencoded;charset=UTF-8
  }

  const search = query.toString() ? `?${query}` : '';
  const url = `${apiRoot.replace(/\/+$/, '')}${fillPath(call.path, ns, request)}${search}`;
  // credentials: 'include' so a page of the store (or a subdomain) carries the cart session; with a
  // session token the store's CORS answer allows no credentials, and the token stands for the cookie.
  const credentials: RequestCredentials = token ? 'omit' : 'include';
  return { url, init: { method: call.method, headers, body, credentials } };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's status and its body's text, or the ApiError of a call that got no answer. */
async function send(
  call: CallDef,
  request: Fields,
  signal: AbortSignal,
  idempotencyKey: string | undefined,
): Promise<{ response: Response; text: string }> {
  try {
    // Known at once but on a host page's first call, so the request leaves now (api/session.ts).
    let token = sessionToken();
    if (token instanceof Promise) token = await token;
    const { url, init } = prepareRequest(call, request, $nonce.get(), idempotencyKey, token);
    const response = await fetch(url, { ...init, signal });
    return { response, text: await response.text() };
  } catch (error) {
    if (signal.aborted) {
      throw new ApiError(`${call.name}: aborted`, {
        status: 0,
        code: CLIENT_ERROR_CODES.aborted,
        cause: error,
      });
    }
    throw new ApiError(`${call.name} failed: the store could not be reached`, {
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      cause: error,
    });
  }
}

/** The store's refusal of a session token it no longer takes (session/hostAccess.ts). */
const INVALID_TOKEN_CODE = 'pc_invalid_cart_token';

/** A write the nonce guard refused (403 rest_cookie_invalid_nonce): the handler never ran; or a token refused. */
const refusedFor = (code: string, response: Response, json: ReturnType<typeof parseJson>) =>
  response.status === 403 && json.ok && isRecord(json.value) && json.value.code === code;

/**
 * The page's nonce went stale (a page open past the nonce's life, a session the server rotated):
 * asks the store once for the session's current nonce (docs/decisions/0047). Unless another write
 * already brought a newer one while this one was on its way.
 */
async function refreshNonce(sentWith: string | undefined, signal: AbortSignal): Promise<void> {
  if ($nonce.get() !== sentWith) return;
  const { nonce } = await callApi(getNonce, {}, { signal });
  $nonce.set(nonce);
}

/** A write's outcome: the answer, or the ApiError of a call that got none. */
type Outcome = { response: Response; text: string } | ApiError;

/**
 * One attempt of a write or read. A kept session token the store no longer takes is forgotten and the
 * call sent once in a new session (docs/decisions/0098); a write refused for a stale nonce is sent once
 * more with a fresh one (docs/decisions/0047). Both refusals come before anything is written, so
 * neither resend can write twice.
 */
async function attempt(
  call: CallDef,
  fields: Fields,
  signal: AbortSignal,
  idempotencyKey: string | undefined,
): Promise<Outcome> {
  const sentWith = $nonce.get();
  const resend = () => send(call, fields, signal, idempotencyKey).catch((error: ApiError) => error);
  let outcome = await resend();
  if (outcome instanceof ApiError) return outcome;
  if (refusedFor(INVALID_TOKEN_CODE, outcome.response, parseJson(outcome.text))) {
    forgetSessionToken();
    outcome = await resend();
    if (outcome instanceof ApiError) return outcome;
  }
  if (call.method !== 'POST' || !refusedFor(INVALID_NONCE_CODE, outcome.response, parseJson(outcome.text)))
    return outcome;
  // A refresh that fails leaves the first refusal to report.
  const refreshed = await refreshNonce(sentWith, signal).then(
    () => true,
    () => false,
  );
  return refreshed ? resend() : outcome;
}

/** The store's answer while the first write with the same key still runs (docs/decisions/0092). */
const IN_PROGRESS = 'rest_idempotency_in_progress';

/** The longest pause before the one retry of a write that got no answer, whatever Retry-After says. */
const MAX_RETRY_PAUSE_MS = 2000;

/**
 * How long to wait before sending again a write that got no answer (docs/decisions/0129): the store
 * unreachable, the database out (503 with Retry-After, decision 0091), or the first write with the
 * same key still running (409 rest_idempotency_in_progress). `undefined`: the answer stands.
 */
function pauseBeforeRetry(outcome: Outcome): number | undefined {
  if (outcome instanceof ApiError) return outcome.code === CLIENT_ERROR_CODES.network ? 1000 : undefined;
  const { status, headers } = outcome.response;
  if (status === 503 || (status === 409 && outcome.text.includes(IN_PROGRESS)))
    return Math.min(Number(headers.get('retry-after')) * 1000 || 1000, MAX_RETRY_PAUSE_MS);
}

/**
 * The keys of writes that ended with no answer, by call and request: the shopper's next try of the
 * same write is the same intent and sends the same key, so a write whose answer was lost is applied
 * once (docs/decisions/0092, 0129).
 */
const unansweredKeys = new Map<string, string>();

/**
 * The one API client. Sends `call` with `request` (path parameters and an admin-ajax action template
 * are filled from it and not sent again), carries the page nonce, adopts any `newNonce` it is given,
 * and resolves with the response parsed through `call.response`. A write refused for a stale nonce is
 * retried once with a fresh one (docs/decisions/0047). A write that got no answer (the store
 * unreachable, 503, its first attempt still running) is sent once more with the same Idempotency-Key
 * after a pause (docs/decisions/0129); nothing else is retried. Every failure rejects with `ApiError`;
 * it never throws synchronously.
 */
export async function callApi<C extends CallDef>(
  call: C,
  request: CallRequest<C>,
  { signal }: CallOptions,
): Promise<CallResponse<C>> {
  const fields = request as Fields;
  // docs/decisions/0092: one key per write, sent again on its retries, so the store applies it once.
  const intent = call.method === 'POST' ? `${call.name} ${JSON.stringify(fields)}` : undefined;
  const idempotencyKey = intent && (unansweredKeys.get(intent) ?? newIdempotencyKey());
  let outcome = await attempt(call, fields, signal, idempotencyKey);
  let wait = idempotencyKey ? pauseBeforeRetry(outcome) : undefined;
  if (wait !== undefined) {
    // An abort during the pause ends the call at its next send, which fetch refuses at once.
    await new Promise((resolve) => setTimeout(resolve, wait));
    outcome = await attempt(call, fields, signal, idempotencyKey);
    wait = pauseBeforeRetry(outcome);
  }
  if (intent && idempotencyKey) {
    if (wait === undefined) unansweredKeys.delete(intent);
    else unansweredKeys.set(intent, idempotencyKey);
  }
  if (outcome instanceof ApiError) throw outcome;
  const { response, text } = outcome;
  const json = parseJson(text);

  // spec §7: responses may carry a refreshed nonce; later requests must send it.
  if (json.ok && isRecord(json.value) && typeof json.value.newNonce === 'string')
    $nonce.set(json.value.newNonce);

  if (!response.ok) {
    const rest = json.ok ? v.safeParse(RestError, json.value) : undefined;
    if (rest?.success) {
      // spec §8: "rejected with the server message and status".
      throw new ApiError(rest.output.message, {
        status: response.status,
        code: rest.output.code,
        displayMessage: rest.output.displayMessage,
      });
    }
    throw new ApiError(`${call.name} failed with HTTP ${response.status}`, {
      status: response.status,
      code: CLIENT_ERROR_CODES.httpError,
    });
  }

  if (!json.ok) {
    throw new ApiError(`${call.name} answered with a body that is not JSON`, {
      status: 0,
      code: CLIENT_ERROR_CODES.invalidResponse,
    });
  }

  // WordPress's wp_send_json_error answers 200 with {success: false, data}.
  const failed = ajaxFailure(call, json.value, response.status);
  if (failed) throw failed;

  const parsed = v.safeParse(call.response, json.value);
  if (!parsed.success) {
    throw new ApiError(`${call.name} answered unexpectedly (${issueText(parsed.issues[0])})`, {
      status: 0,
      code: CLIENT_ERROR_CODES.invalidResponse,
    });
  }
  return parsed.output as CallResponse<C>;
}
