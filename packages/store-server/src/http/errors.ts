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
    readonly displayMessage?: string,
  ) {
    super(message);
    this.name = 'RestHttpError';
  }

  toBody(): RestErrorBody {
    return restErrorBody(this.status, this.code, this.message, this.displayMessage);
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
export const invalidParam = (message: string, displayMessage: string): RestHttpError =>
  new RestHttpError(400, 'rest_invalid_param', message, displayMessage);

/** 403 as WordPress answers a write without a valid nonce (docs/architecture.md "Server"). */
export const invalidNonce = (): RestHttpError =>
  new RestHttpError(403, 'rest_cookie_invalid_nonce', 'Cookie check failed');

/** 404 as WordPress answers an unknown REST path. */
export const noRoute = (): RestHttpError =>
  new RestHttpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
