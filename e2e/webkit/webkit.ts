import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { reactAt } from '../hydration.ts';

// The WebKit suite's driver (docs/testing.md): Playwright cannot drive WebKit without its own browser
// build, so Debian's WebKitGTK is driven through its WebDriver (WebKitWebDriver, which starts
// MiniBrowser in automation mode) on a virtual X display (Xvfb), against the real store server.
// Classic WebDriver has no init scripts and no console log, so the browser reaches the store through
// a pass-through of the suite's own that holds the page's scripts while the test says so (request
// interception only to delay scripts): a page the test loads gets its error collector, and the
// element's server-rendered nodes are remembered, once the parser is done and before any of our
// scripts ran (HTML "the end": the document turns 'interactive', then its module scripts run, and
// they define the element). No race with hydration, however slow the machine.

export { Key };

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * The store as the browser sees it, and the driver, on ports of their own beside the Playwright run's
 * (playwright.config.ts); the store server itself listens on a free port behind the pass-through.
 */
const E2E_PORT = Number(process.env.PC_E2E_PORT ?? 8191);
export const STORE_PORT = E2E_PORT + 3;
const DRIVER_PORT = E2E_PORT + 4;
export const BASE_URL = `http://127.0.0.1:${STORE_PORT}`;
/**
 * A static site of another origin (README "On a static site of another origin"): plain pages holding
 * the README's snippet, on a second loopback address, which the store lists in PC_HOST_ORIGINS.
 */
export const STATIC_SITE = `http://127.0.0.2:${E2E_PORT + 16}`;
/** Where the store server logs each Content-Security-Policy report of the run (docs/decisions/0046). */
export const CSP_LOG = join(mkdtempSync(join(tmpdir(), 'pc-webkit-csp-')), 'reports.jsonl');

const started: ChildProcess[] = [];
let passThrough: Server | undefined;

const waitForUrl = async (url: string, what: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

/**
 * Scripts asked for while the test holds them wait here until it lets them go. They are held from the
 * request of the page the test expects (expectNewPage) on: the page being left goes on loading its
 * own as it would for a shopper.
 */
let scriptsHeld: { released: Promise<void>; release: () => void } | null = null;
let holdFromNextPage = false;

const holdScripts = () => {
  holdFromNextPage = false;
  if (scriptsHeld) return;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  scriptsHeld = { released, release };
};

/** Scripts held by name (holdScript), whatever the page. */
const heldByName: { name: string; asked: boolean; released: Promise<void> }[] = [];

/**
 * Holds the scripts whose path includes `name` until `release()` (a script still on its way when the
 * test acts); `asked()` tells whether the browser has asked for one.
 */
export function holdScript(name: string): { asked: () => boolean; release: () => void } {
  let release = () => {};
  const hold = {
    name,
    asked: false,
    released: new Promise<void>((resolve) => {
      release = resolve;
    }),
  };
  heldByName.push(hold);
  return {
    asked: () => hold.asked,
    release: () => {
      heldByName.splice(heldByName.indexOf(hold), 1);
      release();
    },
  };
}

const releaseScripts = () => {
  holdFromNextPage = false;
  scriptsHeld?.release();
  scriptsHeld = null;
};

/**
 * Forwards every request to the store server as it is; a script (`.js`) waits while they are held, and
 * its answer is not kept by the browser (`no-store`), so every page the test loads asks for its
 * scripts again and they can be held (a cached script would run before the collector).
 */
const startPassThrough = (storePort: number) => {
  const agent = new Agent({ keepAlive: true });
  const server = createServer(async (incoming, outgoing) => {
    const { pathname } = new URL(incoming.url ?? '/', BASE_URL);
    const script = pathname.endsWith('.js');
    if (holdFromNextPage && incoming.headers['sec-fetch-dest'] === 'document') holdScripts();
    if (scriptsHeld && script) await scriptsHeld.released;
    const named = heldByName.find((hold) => pathname.includes(hold.name));
    if (named) {
      named.asked = true;
      await named.released;
    }
    const forwarded = request(
      {
        host: '127.0.0.1',
        port: storePort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        if (!script) outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        else {
          const { etag, 'last-modified': modified, expires, ...headers } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...headers,
            'cache-control': 'no-store',
            vary: '*',
          });
        }
        answer.pipe(outgoing);
      },
    );
    // The browser gave up on the request (it left the page): nothing to answer.
    forwarded.on('error', () => outgoing.destroy());
    incoming.on('error', () => forwarded.destroy());
    incoming.pipe(forwarded);
  });
  passThrough = server;
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(STORE_PORT, '127.0.0.1', () => resolve());
  });
};

/** The store server as playwright.config.ts starts it (a throwaway PGlite database, CSP reports logged), behind the pass-through. */
export async function startStore(): Promise<void> {
  const storePort = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/store-server/src/main.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(storePort),
      PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'pc-webkit-pglite-')),
      PC_CSP_REPORT_LOG: CSP_LOG,
      PC_HOST_ORIGINS: STATIC_SITE,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(server);
  await startPassThrough(storePort);
  await waitForUrl(`${BASE_URL}/contact`, 'The store server', 120_000);
}

/** A virtual X display (Xvfb picks a free display number and tells it) and WebKitWebDriver on it. */
export async function startBrowser(): Promise<WebDriver> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  started.push(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.stdout?.once('data', (data) => resolve(`:${String(data).trim()}`));
  });
  const driver = spawn('WebKitWebDriver', [`--port=${DRIVER_PORT}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  started.push(driver);
  await waitForUrl(`http://127.0.0.1:${DRIVER_PORT}/status`, 'WebKitWebDriver', 30_000);
  const browser = await new Builder()
    .usingServer(`http://127.0.0.1:${DRIVER_PORT}`)
    .withCapabilities({
      browserName: 'MiniBrowser',
      // get() answers at once: the collector goes in while the page still loads.
      pageLoadStrategy: 'none',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await browser.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 });
  return browser;
}

export function stopAll(): void {
  releaseScripts();
  passThrough?.closeAllConnections();
  passThrough?.close();
  for (const child of started.splice(0).reverse()) child.kill();
}

/**
 * Runs `script` in the page. The functions are passed as their source text, and tsx's transform names
 * inner functions through a helper of its own (`__name`) that the page lacks: it is given there.
 */
export const inPage = <T>(browser: WebDriver, script: (...args: never[]) => unknown, ...args: unknown[]) =>
  browser.executeScript(
    `var __name = function (target) { return target; }; return (${script}).apply(null, arguments);`,
    ...args,
  ) as Promise<T>;

/** Polls `probe` until it answers something truthy; fails with `what` after `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false | ''>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as T;
      last = value;
    } catch (error) {
      // a script run while the document changes: try again
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${last})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Collector {
  errors: string[];
  served: Element[];
  rendered: boolean;
}

interface Installed {
  path: string;
  /** The element was defined already: a script of ours ran before the collector. */
  defined: boolean;
  rendered: boolean;
}

/**
 * Put in a page once its parser is done, while its scripts are held: every uncaught error, rejected
 * promise, console error or warning, and CSP violation from then on; and, for an element route, the
 * element's server-rendered nodes (they must be the same nodes once it has hydrated, design.md "First
 * paint"). Answers null while the document is still the one the test left or still being parsed.
 */
function installCollector(tag: string | null, live: string): Installed | null {
  const page = window as unknown as { pcCollector?: Collector; pcLeft?: boolean };
  if (page.pcLeft || document.readyState === 'loading') return null;
  if (!page.pcCollector) {
    const errors: string[] = [];
    window.addEventListener('error', (event) => errors.push(`error: ${event.message}`));
    window.addEventListener('unhandledrejection', (event) =>
      errors.push(`unhandled rejection: ${event.reason}`),
    );
    document.addEventListener('securitypolicyviolation', (event) =>
      errors.push(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
    for (const level of ['error', 'warn'] as const) {
      const original = console[level].bind(console);
      console[level] = (...args: unknown[]) => {
        errors.push(`console.${level}: ${args.map(String).join(' ')}`);
        original(...args);
      };
    }
    const root = tag ? document.querySelector(`#pc-main > ${tag}`)?.shadowRoot : null;
    page.pcCollector = {
      errors,
      served: root ? [...root.querySelectorAll('*')].filter((node) => !(live && node.closest(live))) : [],
      // Some views are empty until they show (the cross-sell pop-up): nothing of theirs to keep.
      rendered: Boolean(root?.querySelector('[data-pc-root]')?.hasChildNodes()),
    };
  }
  return {
    path: location.pathname + location.search,
    defined: tag !== null && customElements.get(tag) !== undefined,
    rendered: page.pcCollector.rendered,
  };
}

/**
 * The page shown now is marked as left (a load of the same address is told from it), and the scripts
 * of the next page the browser asks for wait for its collector.
 */
async function expectNewPage(browser: WebDriver): Promise<void> {
  await until('the page shown to be marked as left', () =>
    inPage<boolean>(browser, () => {
      (window as unknown as { pcLeft: boolean }).pcLeft = true;
      return true;
    }),
  );
  holdFromNextPage = true;
}

/** Puts the collector into the page once it is parsed, then lets its scripts run (when they were held). */
async function collectInNewPage(
  browser: WebDriver,
  what: string,
  tag: string | null,
  live: string,
  path?: string,
  pending?: () => Promise<void>,
): Promise<Installed> {
  try {
    const installed = await until(what, async () => {
      const answer = await inPage<Installed | null>(browser, installCollector, tag, live);
      return answer && (path === undefined || answer.path === path) ? answer : null;
    });
    if (installed.defined) throw new Error(`${installed.path}: <${tag}> was defined before the collector`);
    await pending?.();
    return installed;
  } finally {
    releaseScripts();
  }
}

/**
 * Starts loading `path` and puts the collector in once the page is parsed, before any script of ours
 * ran; `pending`, run before the scripts are let go, sees the server's render as it came (the pointer
 * over it). `rendered`: the server rendered a view for the element.
 */
export async function startLoading(
  browser: WebDriver,
  path: string,
  tag: string | null,
  live = '',
  pending?: () => Promise<void>,
): Promise<{ rendered: boolean }> {
  await expectNewPage(browser);
  await browser.get(`${BASE_URL}${path}`);
  const { rendered } = await collectInNewPage(browser, `${path} to be parsed`, tag, live, path, pending);
  return { rendered };
}

/** Opens `path` with its collector in, then, for an element route, waits until the element has hydrated. */
export async function open(browser: WebDriver, path: string, tag: string | null, live = ''): Promise<void> {
  const { rendered } = await startLoading(browser, path, tag, live);
  if (tag && rendered)
    await until(`<${tag}> on ${path} to hydrate`, () => inPage<boolean>(browser, reactAt, [tag, 'hydrated']));
}

/**
 * After the page moved on by itself (a link, PLACE ORDER): the demo's router moves in the page, so its
 * collector stays; when the router loads the address afresh instead (docs/decisions/0058), the new
 * document gets one as soon as it is parsed (its scripts were not held: earlier errors are missed).
 */
export const collectFromHere = async (browser: WebDriver): Promise<void> => {
  await collectInNewPage(browser, 'the new page', null, '');
};

/** What went wrong on the page since it opened (an empty list when nothing did). */
export const pageErrors = (browser: WebDriver): Promise<string[]> =>
  inPage<string[]>(
    browser,
    () =>
      (window as unknown as { pcCollector?: Collector }).pcCollector?.errors ?? [
        'no collector: the page was left',
      ],
  );

/** Server-rendered nodes of the element that are no longer in its shadow root (outside `live`). */
export const nodesReplaced = (browser: WebDriver, tag: string): Promise<string[]> =>
  inPage<string[]>(
    browser,
    (elementTag: string) => {
      const root = document.querySelector(`#pc-main > ${elementTag}`)?.shadowRoot;
      const collector = (window as unknown as { pcCollector?: Collector }).pcCollector;
      if (!collector) return ['no collector: the page was left'];
      return collector.served
        .filter((node) => node.getRootNode() !== root)
        .map((node) => `<${node.localName} class="${node.getAttribute('class') ?? ''}">`);
    },
    tag,
  );

/**
 * The first element in the element's shadow root (or its nested ones; `*`: the whole page and every
 * shadow root in it) matching `selector` whose text or accessible label matches `text`, as the
 * driver's own element, to click or type into.
 */
export async function find(
  browser: WebDriver,
  tag: string,
  selector: string,
  text?: RegExp,
  timeoutMs = 10_000,
): Promise<WebElement> {
  return until(
    `${selector}${text ? ` ${text}` : ''} in <${tag}>`,
    () =>
      inPage<WebElement | null>(
        browser,
        (elementTag: string, css: string, source: string | null, flags: string) => {
          const pattern = source === null ? null : new RegExp(source, flags);
          const roots: ParentNode[] = [];
          const collect = (root: ParentNode) => {
            roots.push(root);
            for (const child of root.querySelectorAll('*')) if (child.shadowRoot) collect(child.shadowRoot);
          };
          if (elementTag === '*') collect(document);
          const host = elementTag === '*' ? null : document.querySelector(elementTag);
          if (host?.shadowRoot) collect(host.shadowRoot);
          for (const root of roots) {
            for (const candidate of root.querySelectorAll<HTMLElement>(css)) {
              const label = candidate.getAttribute('aria-label') ?? '';
              const visible = candidate.getClientRects().length > 0;
              if (visible && (!pattern || pattern.test(candidate.innerText.trim()) || pattern.test(label))) {
                return candidate;
              }
            }
          }
          return null;
        },
        tag,
        selector,
        text?.source ?? null,
        text?.flags ?? '',
      ),
    timeoutMs,
  );
}

/** A JSON answer of the store, with this browser's session cookie (the page's own fetch). */
export const storeJson = (browser: WebDriver, path: string): Promise<unknown> =>
  browser.executeAsyncScript(
    `var done = arguments[arguments.length - 1];
     fetch(arguments[0], { credentials: 'same-origin' })
       .then(function (response) { return response.json(); })
       .then(done, function (error) { done({ error: error.message }); });`,
    path,
  );
