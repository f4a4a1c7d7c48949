import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';

// The WebKit suite's driver (docs/testing.md): Playwright cannot drive WebKit without its own browser
// build, so Debian's WebKitGTK is driven through its WebDriver (WebKitWebDriver, which starts
// MiniBrowser in automation mode) on a virtual X display (Xvfb), against the real store server.
// Classic WebDriver has no init scripts and no console log: each page gets its error collector as
// soon as its document exists, and a load counts only when the collector was in before the page's
// element was defined, that is before any of our scripts ran (HTML "the end": module scripts run
// after parsing, and they define the element).

export { Key };

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The store server and the driver on ports of their own, beside the Playwright run's (playwright.config.ts). */
const E2E_PORT = Number(process.env.PC_E2E_PORT ?? 8191);
export const STORE_PORT = E2E_PORT + 3;
const DRIVER_PORT = E2E_PORT + 4;
export const BASE_URL = `http://127.0.0.1:${STORE_PORT}`;
/** Where the store server logs each Content-Security-Policy report of the run (docs/decisions/0046). */
export const CSP_LOG = join(mkdtempSync(join(tmpdir(), 'pc-webkit-csp-')), 'reports.jsonl');

const started: ChildProcess[] = [];

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

/** The store server as playwright.config.ts starts it: a throwaway PGlite database, CSP reports logged. */
export async function startStore(): Promise<void> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/store-server/src/main.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(STORE_PORT),
      PGLITE_DATA_DIR: mkdtempSync(join(tmpdir(), 'pc-webkit-pglite-')),
      PC_CSP_REPORT_LOG: CSP_LOG,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(server);
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
  hydratedAtStart: boolean;
  rendered: boolean;
}

/**
 * Installed in the page as early as the driver can: every uncaught error, rejected promise, console
 * error or warning, and CSP violation from then on; and, for an element route, the element's
 * server-rendered nodes (they must be the same nodes once it has hydrated, design.md "First paint").
 */
function installCollector(tag: string | null, live: string): [string, boolean, boolean] {
  const page = window as unknown as { pcCollector?: Collector };
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
    const wrapper = root?.querySelector('[data-pc-root]');
    const key = wrapper && Object.keys(wrapper).find((name) => name.startsWith('__reactContainer$'));
    const container =
      key &&
      (
        wrapper as unknown as Record<
          string,
          { stateNode: { current: { memoizedState: { isDehydrated: boolean } } } }
        >
      )[key];
    page.pcCollector = {
      errors,
      served: root ? [...root.querySelectorAll('*')].filter((node) => !(live && node.closest(live))) : [],
      // Too late once React has committed its hydration: the nodes would be its own by then.
      hydratedAtStart: Boolean(container && container.stateNode.current.memoizedState.isDehydrated === false),
      // Some views are empty until they show (the cross-sell pop-up): nothing of theirs to keep.
      rendered: Boolean(wrapper?.hasChildNodes()),
    };
  }
  const { hydratedAtStart, rendered } = page.pcCollector;
  return [location.pathname + location.search, hydratedAtStart && rendered, rendered];
}

/** Whether React has committed the hydration of the element's server render (its root keeps the state). */
export function hydrated(tag: string): boolean {
  const wrapper = document.querySelector(`#pc-main > ${tag}`)?.shadowRoot?.querySelector('[data-pc-root]');
  const key = wrapper && Object.keys(wrapper).find((name) => name.startsWith('__reactContainer$'));
  if (!key) return false;
  const container = (
    wrapper as unknown as Record<
      string,
      { stateNode: { current: { memoizedState: { isDehydrated: boolean } } } }
    >
  )[key];
  return container?.stateNode.current.memoizedState.isDehydrated === false;
}

/**
 * Starts loading `path` and puts the collector in as soon as its document exists. `tooLate`: the
 * element had hydrated already; `rendered`: the server rendered a view for it.
 */
export async function startLoading(
  browser: WebDriver,
  path: string,
  tag: string | null,
  live = '',
): Promise<{ tooLate: boolean; rendered: boolean }> {
  await browser.get(`${BASE_URL}${path}`);
  const [, tooLate, rendered] = await until(`${path} to start loading`, async () => {
    const answer = await inPage<[string, boolean, boolean]>(browser, installCollector, tag, live);
    return answer[0] === path ? answer : null;
  });
  return { tooLate, rendered };
}

/**
 * Opens `path` with the collector in before any script of ours ran (loaded again, up to 5 times,
 * when the driver came too late), then, for an element route, waits until the element has hydrated.
 */
export async function open(browser: WebDriver, path: string, tag: string | null, live = ''): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const { tooLate, rendered } = await startLoading(browser, path, tag, live);
    if (!tooLate) {
      if (!rendered) return;
      break;
    }
    if (attempt === 5) throw new Error(`${path}: the element had hydrated before the collector, 5 times`);
  }
  if (tag) await until(`<${tag}> on ${path} to hydrate`, () => inPage<boolean>(browser, hydrated, tag));
}

/**
 * After a navigation the test did not start with open() (a form post, a link to another document):
 * the collector goes into the new page from here on.
 */
export const collectFromHere = async (browser: WebDriver): Promise<void> => {
  await until('the new page', () => inPage(browser, installCollector, null, ''));
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
      const { served } = (window as unknown as { pcCollector: Collector }).pcCollector;
      return served
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
