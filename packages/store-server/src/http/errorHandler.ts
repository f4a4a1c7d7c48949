import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE } from '@pc/shared/locale';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHealth } from '../db/databaseHealth.ts';
import { databaseTrouble } from '../db/databaseTrouble.ts';
import { varyByLanguage } from './answerLocale.ts';
import { sendDatabaseUnavailable } from './databaseUnavailable.ts';
import { RestHttpError, restErrorBody, shownIn } from './errors.ts';
import { type AnswerMessages, answerMessages } from './messages/index.ts';

// Framework errors a client causes, as human messages (docs/architecture.md: no 500 for a client's
// mistake). Anything else with a 4xx status keeps its status and Fastify's own message.
const CLIENT_ERRORS: Readonly<Record<string, { code: string; display: keyof AnswerMessages }>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'rest_unsupported_media_type', display: 'unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'rest_body_too_large', display: 'bodyTooLarge' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'rest_invalid_json', display: 'emptyJsonBody' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'rest_invalid_body', display: 'incompleteBody' },
  FST_ERR_BAD_URL: { code: 'rest_invalid_url', display: 'badUrl' },
};

const send = (reply: FastifyReply, status: number, code: string, message: string, displayMessage?: string) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(restErrorBody(status, code, message, displayMessage));

const handle = (
  error: FastifyError | RestHttpError,
  request: FastifyRequest,
  reply: FastifyReply,
  health?: DatabaseHealth,
) => {
  // issue 43: what the shopper reads speaks the request's language (http/answerLocale.ts).
  // A URL refused before routing may come before the request is decorated: the spec's words then.
  const locale = request.answerLocale ?? DEFAULT_LOCALE;
  const m = answerMessages[locale];
  if (error instanceof RestHttpError) {
    if (typeof error.shown === 'function') varyByLanguage(reply);
    return send(reply, error.status, error.code, error.message, shownIn(error.shown, locale));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = CLIENT_ERRORS[error.code];
    const isJsonSyntax = error instanceof SyntaxError || /JSON/i.test(error.message);
    const code = known?.code ?? (isJsonSyntax ? 'rest_invalid_json' : 'rest_invalid_body');
    const display = m[known?.display ?? (isJsonSyntax ? 'invalidJson' : 'unreadable')] as string;
    varyByLanguage(reply);
    return send(reply, status, code, error.message, display);
  }
  // A database that is slow or gone: 503, logged once per outage by db/databaseHealth.ts.
  if (databaseTrouble(error)) {
    health?.failed(error);
    return sendDatabaseUnavailable(reply);
  }
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, 'internal_server_error', 'The server could not complete this request.', m.tryAgain);
};

/**
 * Every error leaves as the REST error body: malformed bodies, wrong content types, bad URLs. During
 * a database outage each answer has the database looked at again, so its end is seen (decision 0091).
 */
export const registerErrorHandler = (app: FastifyInstance, health?: DatabaseHealth): void => {
  app.setErrorHandler((error: FastifyError | RestHttpError, request, reply) =>
    handle(error, request, reply, health),
  );
  if (health) app.addHook('onResponse', async () => health.lookAgain());
};

/** Fastify's `frameworkErrors` option: errors raised before routing (a malformed URL). */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  handle(error, request, reply);
};

/**
 * The answers Node's HTTP parser gives before Fastify sees a request (docs/decisions/0044), as REST error
 * bodies: 408 when a request has not fully arrived within the request timeout, 431 when its headers
 * pass Node's 16 KiB limit, 400 for bytes that are not HTTP. Fastify's `clientErrorHandler` option.
 */
const CLIENT_SOCKET_ERRORS: Readonly<
  Record<string, { status: number; code: string; message: string; display: string }>
> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'rest_request_timeout',
    message: 'The request did not arrive in time.',
    display: 'The connection was too slow. Please try again.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'rest_headers_too_large',
    message: 'The request headers are too large.',
    display: "This request is too large. Clearing this site's cookies may help.",
  },
};
const MALFORMED = {
  status: 400,
  code: 'rest_bad_request',
  message: 'The request is not valid HTTP.',
  display: 'This request could not be read.',
};

export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_SOCKET_ERRORS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(restErrorBody(known.status, known.code, known.message, known.display));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
