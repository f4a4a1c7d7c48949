const API_ERROR_BRAND = Symbol.for('pc.shared.ApiError');

/**
 * Every failed call rejects with this (spec §8). A REST error keeps the server's `message`,
 * `displayMessage`, `code` and HTTP `status` ("rejected with the server message and status"); a
 * failure with no usable answer (network, abort, a body that does not parse) has status 0.
 */
export class ApiError extends Error {
  /**
   * Two separately built bundles each have their own ApiError class; the registered brand keeps
   * `error instanceof ApiError` true for an error from either one.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true
    );
  }

  readonly [API_ERROR_BRAND] = true;
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The text meant for shoppers, when the server sent one (spec §8 "Save results fails"). */
  readonly displayMessage: string | undefined;

  constructor(
    message: string,
    options: { status: number; code: string; displayMessage?: string | undefined; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.displayMessage = options.displayMessage;
  }
}

/** Codes of the failures the client itself detects (the server's own codes pass through unchanged). */
export const CLIENT_ERROR_CODES = {
  network: 'pc_network_error',
  aborted: 'pc_aborted',
  invalidResponse: 'pc_invalid_response',
  httpError: 'pc_http_error',
  ajaxFailure: 'pc_ajax_failure',
} as const;
