import { ADMIN_AJAX_PATH, getNonce, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';
import { NONCE_TICK_MS } from './nonce.ts';

// docs/decisions/0047: GET nonce gives the session's current nonce, so a page whose
// nonce went stale can retry its write once.

const AJAX = ADMIN_AJAX_PATH;
const NONCE = callUrl(getNonce);
let now = new Date('2026-03-10T15:00:00Z').getTime();
const t = useTestApp({ clock: () => new Date(now) });

const clearCart = (visitor: Visitor) => visitor.postForm(AJAX, { action: 'delete_all_item_cart' });

describe('GET nonce', () => {
  it('answers the session its current nonce, needs none itself, and is never cached', async () => {
    const visitor = await Visitor.arrive(t.app);
    const res = await visitor.get(NONCE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(v.parse(getNonce.response, res.json()).nonce).toBe(visitor.nonce);
  });

  it('gives a nonce that the guard accepts once the page nonce has gone stale', async () => {
    const visitor = await Visitor.arrive(t.app);
    now += 3 * NONCE_TICK_MS; // past the page nonce's life (its tick and the next)
    const refused = await clearCart(visitor);
    expect(refused.statusCode).toBe(403);
    expect(v.parse(RestError, refused.json()).code).toBe('rest_cookie_invalid_nonce');

    visitor.nonce = v.parse(getNonce.response, (await visitor.get(NONCE)).json()).nonce;
    expect((await clearCart(visitor)).statusCode).toBe(200);
  });

  it("names only the caller's own session: another session's nonce is refused", async () => {
    const [sam, alex] = [await Visitor.arrive(t.app), await Visitor.arrive(t.app)];
    const samNonce = v.parse(getNonce.response, (await sam.get(NONCE)).json()).nonce;
    alex.nonce = samNonce;
    expect((await clearCart(alex)).statusCode).toBe(403);
  });

  it('answers a POST as an unknown route, never with a nonce', async () => {
    const visitor = await Visitor.arrive(t.app);
    const res = await visitor.send({
      method: 'POST',
      url: NONCE,
      payload: '{}',
      contentType: 'application/json',
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(visitor.nonce);
  });
});
