/**
 * CPU ms per request of the store server in one process (the app and its in-memory PGlite), 150
 * sequential requests per call after 20 warm-ups, 20 shoppers who completed the self quiz
 * (docs/decisions/0045, 0061). CPU time, unlike the load section's latencies, hardly moves when other
 * work shares the machine, so it compares two revisions fairly:
 * `npx tsx scripts/bench/cpuPerRequest.ts [repository root] [dist dir]` (defaults: this one, dist).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPED } from './load.ts';

const here = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const root = process.argv[2] ?? here;
const distDir = process.argv[3] ?? path.join(root, 'dist');
const RUNS = Number(process.env.N ?? 150);
const SHOPPERS = 20;

const { buildApp } = await import(`${root}/packages/store-server/src/app.ts`);
const { openPglite } = await import(`${root}/packages/store-server/src/db/pgliteDb.ts`);
const { summaryOf, SELF_ANSWERS } = await import(`${root}/packages/store-server/test/quizSummaries.ts`);

interface Shopper {
  cookie: string;
  nonce: string;
}
type Inject = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: string };

const db = await openPglite();
const app = buildApp({
  db,
  distDir,
  nonceSecret: 'cpu-per-request-bench-secret-0123456789',
  rateLimit: false,
});
await app.ready();
const shoppers: Shopper[] = [];
for (let i = 0; i < SHOPPERS; i++) {
  const page = await app.inject({ method: 'GET', url: '/quiz' });
  const cookie = String(page.headers['set-cookie']).split(';')[0] ?? '';
  const nonce = /"nonce":"([^"]+)"/.exec(page.body)?.[1] ?? '';
  const done = await app.inject({
    method: 'POST',
    url: '/crafting',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      _wpnonce: nonce,
      quiz_summary: JSON.stringify(summaryOf('self', SELF_ANSWERS)),
    }).toString(),
  });
  if (done.statusCode !== 303) throw new Error(`POST /crafting answered ${done.statusCode}`);
  shoppers.push({ cookie, nonce });
}

const who = (i: number) => shoppers[i % SHOPPERS] as Shopper;
const SCENARIOS: [string, (i: number) => Inject][] = [
  [
    'add-to-cart',
    (i) => ({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: {
        cookie: who(i).cookie,
        'x-wp-nonce': who(i).nonce,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'quantity=1&add-to-cart=111&variation_id=11101',
    }),
  ],
  [
    'get_cart_items',
    (i) => ({
      method: 'GET',
      url: '/wp-admin/admin-ajax.php?action=get_cart_items',
      headers: { cookie: who(i).cookie },
    }),
  ],
  [
    'GET /quiz',
    (i) => ({ method: 'GET', url: '/quiz', headers: { cookie: who(i).cookie, 'accept-encoding': 'br' } }),
  ],
  [
    'GET /quizresult',
    (i) => ({
      method: 'GET',
      url: '/quizresult',
      headers: { cookie: who(i).cookie, 'accept-encoding': 'br' },
    }),
  ],
  [
    'typeahead',
    (i) => ({
      method: 'GET',
      url: `/wp-admin/admin-ajax.php?action=query_perfume&query_perfume=${encodeURIComponent(TYPED[i % TYPED.length] ?? 'ced')}`,
      headers: { cookie: who(i).cookie },
    }),
  ],
];

for (const [label, request] of SCENARIOS) {
  for (let i = 0; i < SHOPPERS; i++) await app.inject(request(i));
  const start = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const res = await app.inject(request(i));
    if (res.statusCode >= 400)
      throw new Error(`${label} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  const used = process.cpuUsage(start);
  console.log(
    `${label.padEnd(16)} ${((used.user + used.system) / 1000 / RUNS).toFixed(2)} ms CPU per request`,
  );
}
await app.close();
await db.close();
