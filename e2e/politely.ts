/**
 * The store limits a shopper's page reads (http/rateLimit.ts, docs/decisions/0045: 10 a second, 30 at
 * once): a spec that reads many pages in one session waits as the 429 asks, then asks again; for the
 * API's requests and the browser's page loads alike.
 */
export const politely = async <R extends { status(): number }>(call: () => Promise<R | null>): Promise<R> => {
  for (;;) {
    const res = await call();
    if (!res) throw new Error('no response');
    if (res.status() !== 429) return res;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  }
};
