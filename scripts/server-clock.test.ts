import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build/common.ts';

// One clock (docs/decisions/0079, issue 38 item 1): every store-server read of "now" is `request.now`
// (the shop's now: the session's QA clock in demo mode), page data included through its PageRequest,
// or `request.serverNow` for what follows real time, both resolved once per request by
// session/requestNow.ts. Any other read of a clock in the server's source is a second way, unless it
// is listed below with the reason it is not the shop's now.

const SRC = path.join(ROOT, 'packages/store-server/src');

/** What reads a clock: the app's clock called (`clock()`, `deps.clock()`), the platform's, the gone helpers. */
const READS: readonly (readonly [string, RegExp])[] = [
  ['clock()', /(?<!\w)clock\(\)/],
  ['Date.now', /\bDate\.now\b/],
  ['new Date()', /\bnew Date\(\)/],
  ['sessionNow', /\bsessionNow\b/],
  ['nowUnder', /\bnowUnder\b/],
];

/** file (under src/) → the reads it may make, and why each is not the shop's now. */
const ALLOWED: Readonly<Record<string, { reads: readonly string[]; why: string }>> = {
  'session/clock.ts': {
    reads: ['new Date()'],
    why: 'the server clock itself (`systemClock`), given to buildApp as `clock`',
  },
  'session/requestNow.ts': {
    reads: ['clock()'],
    why: 'the one read per request: `request.serverNow`, and from it `request.now`',
  },
  'http/limitClock.ts': {
    reads: ['Date.now'],
    why: 'the per-address limits measure elapsed time; no QA or test clock may lift them',
  },
  'session/nonce.ts': {
    reads: ['clock()'],
    why: "a nonce's lifetime is real time (its ticks), whatever a QA clock says",
  },
  'session/cartToken.ts': {
    reads: ['clock()'],
    why: "a session token's expiry is real time, sealed into the token",
  },
  'session/handOff.ts': {
    reads: ['clock()'],
    why: "a hand-off code's expiry, read in its own onRequest hook, before request.now exists (decision 0145)",
  },
  'webhooks/webhookWork.ts': {
    reads: ['clock()'],
    why: "a delivery's signature is dated when it is sent, for the receiver's clock (decision 0190)",
  },
  'giftCards/eGiftMailer.ts': {
    reads: ['clock()'],
    why: "the mail worker serves no request: its tick and sent times are the server's (decisions 0095, 0096)",
  },
  'app.ts': {
    reads: ['clock()'],
    why: 'startup: clocked cart lines are checked once by the server clock (decision 0079)',
  },
  'db/dataDirLock.ts': {
    reads: ['Date.now', 'new Date()'],
    why: 'startup: how long to wait for the data directory, and since when it is held',
  },
  'db/databaseHealth.ts': {
    reads: ['Date.now'],
    why: 'how long an outage lasted, for its log line (decision 0091)',
  },
  'db/postgresDb.ts': {
    reads: ['Date.now'],
    why: 'how long to ask whether a COMMIT whose answer was lost committed, at most PC_DB_TIMEOUT_MS (decision 0146)',
  },
  'db/requestWork.ts': {
    reads: ['Date.now'],
    why: "how long a request's database work took, against its deadline (decision 0091)",
  },
  // A platform's webhook has no shopper session: the order's time is the platform request's, and its
  // e-gifts follow the clock of the session that handed the cart off (decisions 0096, 0144).
  'checkout/platformWebhook.ts': {
    reads: ['clock()', 'sessionNow'],
    why: "the handed-off session's time, by sessionClock",
  },
  'checkout/platformOrderApply.ts': {
    reads: ['sessionNow'],
    why: "the handed-off session's time, given by the webhook",
  },
  'checkout/platformRoutes.ts': {
    reads: ['clock()', 'sessionNow'],
    why: "the webhook's time and the handed-off session's",
  },
  'qa/platformWebhookQa.ts': {
    reads: ['clock()', 'sessionNow'],
    why: "the QA panel's stand-in for a platform's webhook",
  },
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });

/** Each clock read of a file, by name, with comment lines left out. */
const readsOf = (file: string): string[] => {
  const code = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n');
  return READS.filter(([, pattern]) => pattern.test(code)).map(([name]) => name);
};

const files = sourceFiles(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));

describe('the store server reads the time one way (docs/decisions/0079)', () => {
  it('finds the server source', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('%s reads no clock but request.now, or says why', (file) => {
    const allowed = ALLOWED[file]?.reads ?? [];
    expect(readsOf(path.join(SRC, file)).filter((read) => !allowed.includes(read))).toEqual([]);
  });

  it.each(Object.entries(ALLOWED))('%s still makes the reads it is allowed (%o)', (file, { reads }) => {
    expect(readsOf(path.join(SRC, file))).toEqual(expect.arrayContaining([...reads]));
  });
});
