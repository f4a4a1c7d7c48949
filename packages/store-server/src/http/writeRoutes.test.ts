import { ADMIN_AJAX_PATH } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { collectWriteRoutes } from '../test/malformedWrites.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// Every write route of the app, found as it registers (so routes added later are covered too):
// docs/architecture.md "every write without a valid X-WP-Nonce answers 403". design.md "a server never
// answers 500 to a client's mistake" is checked with generated malformed requests in
// malformedWrites.firstHalf.test.ts and malformedWrites.secondHalf.test.ts.

const writeRoutes: string[] = [];

const t = useTestApp({
  clock: () => new Date('2026-03-10T15:00:00Z'),
  beforeReady: (app) => collectWriteRoutes(app, writeRoutes),
});

describe('write routes', () => {
  it('are found: admin-ajax and the QA switches at least', () => {
    expect(writeRoutes).toEqual(
      expect.arrayContaining([
        ADMIN_AJAX_PATH,
        QA_CALLS.identity.path,
        QA_CALLS.clock.path,
        QA_CALLS.reset.path,
      ]),
    );
  });

  it('answer 403 rest_cookie_invalid_nonce without a valid nonce', async () => {
    const visitor = await Visitor.arrive(t.app);
    const other = await Visitor.arrive(t.app);
    for (const url of writeRoutes) {
      const variants: Record<string, string>[] = [
        {},
        { 'x-wp-nonce': 'nope' },
        { 'x-wp-nonce': other.nonce },
      ];
      for (const headers of variants) {
        const res = await visitor.send({ method: 'POST', url, nonce: false, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({
          code: 'rest_cookie_invalid_nonce',
          message: 'Cookie check failed',
          data: { status: 403 },
        });
      }
    }
  });

  it('answer 403 to a wrong _wpnonce form field', async () => {
    const visitor = await Visitor.arrive(t.app);
    const res = await visitor.postForm(
      ADMIN_AJAX_PATH,
      { _wpnonce: 'nope', action: 'delete_all_item_cart' },
      { nonce: false },
    );
    expect(res.statusCode).toBe(403);
  });
});
