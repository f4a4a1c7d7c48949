import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import { type AnswerMessages, answerMessages } from './messages/index.ts';

/**
 * What a shopper is shown of an answer (spec §8 displayMessage): the store's words from its catalog,
 * picked in the request's locale when the answer is sent (http/answerLocale.ts, issue 43), or a text as
 * it is (the owner's and QA's answers, which speak English).
 */
export type Shown = string | ((m: AnswerMessages) => string);

/** `shown` in `locale`. */
export const shownIn = (shown: Shown | undefined, locale: Locale): string | undefined =>
  typeof shown === 'function' ? shown(answerMessages[locale]) : shown;

/** The WordPress REST layer's error body (docs/architecture.md; spec §8). */
export interface RestErrorBody {
  code: string;
  message: string;
  displayMessage?: string;
  data: { status: number };
}

/** An answer other than success, thrown by a handler and sent by the error handler as a RestErrorBody. */
export class RestHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly shown?: Shown,
  ) {
    super(message);
    this.name = 'RestHttpError';
  }

  /** What the shopper is shown, in en-US (the spec's words). */
  get displayMessage(): string | undefined {
    return shownIn(this.shown, DEFAULT_LOCALE);
  }

  /** The body, its displayMessage in `locale` (the request's). */
  toBody(locale: Locale = DEFAULT_LOCALE): RestErrorBody {
    return restErrorBody(this.status, this.code, this.message, shownIn(this.shown, locale));
  }
}

export const restErrorBody = (
  status: number,
  code: string,
  message: string,
  displayMessage?: string,
): RestErrorBody => ({
  code,
  message,
  ...(displayMessage === undefined ? {} : { displayMessage }),
  data: { status },
});

/** 400 for a request a shopper can fix: `displayMessage` is shown to them (spec §8). */
export const invalidParam = (message: string, shown: Shown): RestHttpError =>
  new RestHttpError(400, 'rest_invalid_param', message, shown);

/** 403 as WordPress answers a write without a valid nonce (docs/architecture.md "Server"). */
export const invalidNonce = (): RestHttpError =>
  new RestHttpError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');

/** 404 as WordPress answers an unknown REST path. */
export const noRoute = (): RestHttpError =>
  new RestHttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
