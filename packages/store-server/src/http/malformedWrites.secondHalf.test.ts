import { describe, expect, it } from 'vitest';
import { collectWriteRoutes, RUNS_PER_ROUTE, sendMalformedWrites } from '../test/malformedWrites.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// Generated malformed requests to the second half of the write routes (every other route in the order
// they register; test/malformedWrites.ts): a file per half, so the run's two workers share them.

const writeRoutes: string[] = [];

const t = useTestApp({
  clock: () => new Date('2026-03-10T15:00:00Z'),
  beforeReady: (app) => collectWriteRoutes(app, writeRoutes),
});

describe('generated malformed requests, the second half of the write routes', () => {
  it(`never answer 5xx, and every 4xx is the REST error body (${RUNS_PER_ROUTE} per route, with and without a nonce)`, async () => {
    const routes = writeRoutes.filter((_, index) => index % 2 === 1);
    expect(routes.length).toBeGreaterThan(5);
    await sendMalformedWrites(await Visitor.arrive(t.app), routes);
    // A thousand runs for each of some fifteen write routes (PGlite): minutes on a loaded two-core machine.
  }, 240_000);
});
