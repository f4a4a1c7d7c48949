/**
 * Load on the store server (docs/decisions/0045, 0061): requests at a steady rate on
 * loopback (pacedRequests.ts) against a started server, 20 shoppers (one keep-alive connection each),
 * each with its own session, at the rates of docs/decisions/0045:
 * add-to-cart and get_cart_items at 300 requests/s (goal p99 ≤ 20 ms, zero errors), the /quiz and
 * /quizresult pages and the cologne typeahead at 100 requests/s (goal p99 ≤ 50 ms). Not a timed
 * test: figures for `npm run bench` (and `npm run bench:load` on its own: see the end of this file).
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { IDEMPOTENCY_HEADER } from '@pc/shared/constants';
import { SELF_ANSWERS, summaryOf } from '../../packages/store-server/test/quizSummaries.ts';
import { pacedRequests, percentile } from './pacedRequests.ts';
import { startStoreServer } from './storeServer.ts';
import { formatTable } from './table.ts';

export const LOAD_SHOPPERS = 20;
const SECONDS = Math.max(2, Number(process.env.BENCH_LOAD_SECONDS ?? 10) || 10);
/**
 * Each call first runs this long at its rate, not counted (docs/decisions/0203): a shop's server answers
 * warm, its code compiled by V8 and its statements prepared; a cold start's first second is not the
 * steady rate the goal is about.
 */
export const WARM_UP_SECONDS = 2;
/** The warm-up's requests count from here, so its Idempotency-Keys are never the measured ones'. */
const WARM_UP_FIRST = 1_000_000;

export interface LoadScenario {
  readonly label: string;
  /** Requests per second asked of the server, over all shoppers. */
  readonly rate: number;
  /** The p99 goal, ms. */
  readonly goalP99: number;
  /** The request a shopper sends (path, method, body, headers of its own); `i` counts the requests sent. */
  readonly request: (
    shopper: Shopper,
    i: number,
  ) => { method: 'GET' | 'POST'; path: string; form?: string; headers?: Record<string, string> };
}

export interface Shopper {
  readonly cookie: string;
  readonly nonce: string;
}

export interface LoadFigures {
  readonly label: string;
  readonly rate: number;
  readonly goalP99: number;
  readonly achieved: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly errors: number;
  readonly non2xx: number;
  readonly status: Record<string, number>;
}

const AJAX = '/wp-admin/admin-ajax.php';
/** Typeahead queries as a shopper types them: each keystroke a new query (spec §5: 3 characters on). */
export const TYPED = [
  'ced',
  'cedr',
  'cèdre',
  'cedre bl',
  'jar',
  'jardi',
  'jardin c',
  'oud',
  'oud w',
  'gran',
  'gran ce',
  'san',
  'sant',
  'vet',
  'vetiv',
];

/** This run's prefix of Idempotency-Key values: each add is a new key, as a shop's elements send one. */
const RUN = randomBytes(6).toString('hex');

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString();

export const LOAD_SCENARIOS: readonly LoadScenario[] = [
  {
    label: 'add-to-cart',
    rate: 300,
    goalP99: 20,
    // With an Idempotency-Key, as the elements send every write (docs/decisions/0146): its record is
    // written in the same transaction (issue 45 item 2).
    request: (_shopper, i) => ({
      method: 'POST',
      path: AJAX,
      form: form({ quantity: 1, 'add-to-cart': 111, variation_id: 11101 }),
      headers: { [IDEMPOTENCY_HEADER]: `bench-${RUN}-${i}` },
    }),
  },
  {
    label: 'get_cart_items',
    rate: 300,
    goalP99: 20,
    request: () => ({ method: 'GET', path: `${AJAX}?action=get_cart_items` }),
  },
  { label: 'GET /quiz', rate: 100, goalP99: 50, request: () => ({ method: 'GET', path: '/quiz' }) },
  {
    label: 'GET /quizresult',
    rate: 100,
    goalP99: 50,
    request: () => ({ method: 'GET', path: '/quizresult' }),
  },
  {
    label: 'typeahead (query_perfume)',
    rate: 100,
    goalP99: 50,
    request: (_shopper, i) => ({
      method: 'GET',
      path: `${AJAX}?action=query_perfume&query_perfume=${encodeURIComponent(TYPED[i % TYPED.length]!)}`,
    }),
  },
];

/** A shopper arriving: the first page gives the session cookie and the page's nonce. */
const arrive = async (url: string): Promise<Shopper> => {
  const page = await fetch(`${url}/quiz`);
  const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const html = await page.text();
  const nonce = /"nonce":"([^"]+)"/.exec(html)?.[1] ?? '';
  if (!cookie || !nonce) throw new Error(`no session or nonce from ${url}/quiz`);
  return { cookie, nonce };
};

/** A finished self quiz for the shopper, so /quizresult shows their results (as after COMPLETE). */
const completeQuiz = async (url: string, shopper: Shopper, summary: unknown) => {
  const res = await fetch(`${url}/crafting`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: shopper.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ _wpnonce: shopper.nonce, quiz_summary: JSON.stringify(summary) }),
  });
  if (res.status !== 303) throw new Error(`POST /crafting answered ${res.status}: ${await res.text()}`);
};

const paced = (
  url: string,
  shoppers: readonly Shopper[],
  scenario: LoadScenario,
  { seconds, first }: { seconds: number; first: number },
) =>
  pacedRequests({
    url,
    rate: scenario.rate,
    seconds,
    connections: LOAD_SHOPPERS,
    timeoutMs: 10_000,
    request: (i) => {
      const shopper = shoppers[i % shoppers.length]!;
      const { method, path, form: body, headers } = scenario.request(shopper, first + i);
      return {
        method,
        path,
        headers: {
          cookie: shopper.cookie,
          'x-wp-nonce': shopper.nonce,
          'accept-encoding': 'br, gzip',
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...headers,
        },
        ...(body ? { body } : {}),
      };
    },
  });

const run = async (
  url: string,
  shoppers: readonly Shopper[],
  scenario: LoadScenario,
): Promise<LoadFigures> => {
  await paced(url, shoppers, scenario, { seconds: WARM_UP_SECONDS, first: WARM_UP_FIRST });
  const result = await paced(url, shoppers, scenario, { seconds: SECONDS, first: 0 });
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    label: scenario.label,
    rate: scenario.rate,
    goalP99: scenario.goalP99,
    achieved: result.achieved,
    p50: round(percentile(result.latencies, 50)),
    p99: round(percentile(result.latencies, 99)),
    max: round(Math.max(...result.latencies)),
    errors: result.errors,
    non2xx: Object.entries(result.status)
      .filter(([code]) => !code.startsWith('2'))
      .reduce((sum, [, count]) => sum + count, 0),
    status: result.status,
  };
};

/** BENCH_LOAD_CALLS (`add-to-cart,get_cart_items`): only those calls, by label; every call when unset. */
export const selectedScenarios = (calls: string | undefined): readonly LoadScenario[] => {
  const wanted = (calls ?? '')
    .split(',')
    .map((call) => call.trim())
    .filter(Boolean);
  return wanted.length ? LOAD_SCENARIOS.filter(({ label }) => wanted.includes(label)) : LOAD_SCENARIOS;
};

/** Runs every scenario against the store at `url`, with 20 fresh shoppers who each completed the quiz. */
export const measureLoad = async (url: string): Promise<LoadFigures[]> => {
  const summary = summaryOf('self', SELF_ANSWERS);
  const shoppers: Shopper[] = [];
  for (let i = 0; i < LOAD_SHOPPERS; i++) {
    const shopper = await arrive(url);
    await completeQuiz(url, shopper, summary);
    shoppers.push(shopper);
  }
  const figures: LoadFigures[] = [];
  for (const scenario of selectedScenarios(process.env.BENCH_LOAD_CALLS))
    figures.push(await run(url, shoppers, scenario));
  return figures;
};

const MISS = '✗';

export const loadTable = (figures: readonly LoadFigures[]): string =>
  formatTable(
    ['call', 'asked req/s', 'got req/s', 'p50 ms', 'p99 ms', 'goal p99', 'max ms', 'errors', 'non-2xx'],
    figures.map((row) => {
      const missed = row.p99 > row.goalP99 || row.errors > 0 || row.achieved < row.rate * 0.95;
      const non2xx = Object.entries(row.status)
        .filter(([code]) => !code.startsWith('2') && !code.startsWith('3'))
        .map(([code, count]) => `${count}×${code}`)
        .join(' ');
      return [
        row.label,
        String(row.rate),
        row.achieved.toFixed(0),
        String(row.p50),
        `${row.p99}${missed ? ` ${MISS}` : ''}`,
        `≤ ${row.goalP99}`,
        String(row.max),
        String(row.errors),
        non2xx || '0',
      ];
    }),
  );

/**
 * `npm run bench:load` (`npx tsx scripts/bench/load.ts [URL]`): this section alone, against the store
 * at URL (or BENCH_STORE_URL), else against one it starts as `npm run bench` does (in-memory PGlite;
 * PostgreSQL with BENCH_DATABASE_URL). Prints the machine's load average with the table: the
 * latencies say as much about what else runs as about the server.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const given = process.argv[2] ?? process.env.BENCH_STORE_URL;
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const store = given ? { url: given, stop: async () => {} } : await startStoreServer(root);
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  try {
    const database = given
      ? 'the store at that URL'
      : process.env.BENCH_DATABASE_URL
        ? 'PostgreSQL'
        : 'PGlite';
    console.log(`Load on ${store.url} (${database}); load average before: ${load()} (1, 5, 15 min)`);
    console.log(loadTable(await measureLoad(store.url)));
    console.log(`load average after: ${load()}`);
  } finally {
    await store.stop();
  }
}
