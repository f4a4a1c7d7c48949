/**
 * Milliseconds for the per-address limits' token buckets (the anonymous reads' rate limit, decision
 * 0045; wrong gift card codes, 0115; session token mints, 0145). A bucket measures the time elapsed
 * between one address's requests, which is not the shop's now (`request.now`, decision 0079): a QA
 * clock or a test's fixed clock must never lift or freeze a limit. The one such read of the server.
 */
export const limitClockMs = (): number => Date.now();
