import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIResponse, ElementHandle, Page } from '@playwright/test';

/**
 * docs/decisions/0051: the XSS corpus (a copy of the team's ../shared/fixtures/xss-payloads.json in
 * e2e/xss/fixtures, so a fresh clone runs it: 221 DOMPurify fixtures, Apache-2.0 OR MPL-2.0, and 144
 * from OWASP's filter evasion cheat sheet, CC BY-SA 4.0; the file names its sources) and the checks that show a page left them inert on its
 * own, not only because the Content-Security-Policy stopped them (docs/decisions/0051).
 */
interface Corpus {
  readonly payloads: readonly { readonly source: string; readonly payload: string }[];
}

export const PAYLOADS: readonly string[] = (
  JSON.parse(
    readFileSync(fileURLToPath(new URL('./fixtures/xss-payloads.json', import.meta.url)), 'utf8'),
  ) as Corpus
).payloads.map(({ payload }) => payload);

/** `PAYLOADS` in runs of `size`. */
export const batches = (size: number, payloads: readonly string[] = PAYLOADS): string[][] => {
  const out: string[][] = [];
  for (let start = 0; start < payloads.length; start += size) out.push(payloads.slice(start, start + size));
  return out;
};

/**
 * A text as the page holds it when the server rendered it: the HTML parser turns CR LF and CR into LF
 * (HTML "preprocessing the input stream"); hydration keeps the parsed text.
 */
export const asParsed = (text: string): string => text.replace(/\r\n?/g, '\n');

/** What ran although it should not have: dialog calls, the `pcXss` hook, CSP events heard in the page. */
export interface Fired {
  readonly calls: readonly string[];
  readonly pcXss: boolean;
  readonly violations: readonly string[];
}

/**
 * Before any page script: `window.pcXss = false` (a payload hook a test may set), alert/confirm/prompt/
 * print replaced by recorders (the corpus calls them), and a listener for CSP violations in the page.
 */
export const armPage = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    const violations: string[] = [];
    const w = window as unknown as Record<string, unknown>;
    w.pcXss = false;
    w.__pcXssCalls = calls;
    w.__pcXssViolations = violations;
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      Object.defineProperty(window, name, {
        configurable: false,
        writable: false,
        value: (...args: unknown[]) => {
          calls.push(`${name}(${args.map(String).join(', ')})`);
          return null;
        },
      });
    }
    window.addEventListener(
      'securitypolicyviolation',
      (event) => violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
};

export const fired = (page: Page): Promise<Fired> =>
  page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    return {
      calls: [...(w.__pcXssCalls as string[])],
      pcXss: w.pcXss !== false,
      violations: [...(w.__pcXssViolations as string[])],
    };
  });

/**
 * Every element under `#pc-main`, through every shadow root (open ones, and the declarative ones the
 * server sent): what active content it carries. Empty when the page is inert.
 */
export const activeContent = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const found: string[] = [];
    const FORBIDDEN = new Set([
      'SCRIPT',
      'IFRAME',
      'FRAME',
      'OBJECT',
      'EMBED',
      'BASE',
      'APPLET',
      'META',
      'PORTAL',
    ]);
    const URL_ATTRS = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
    ]);
    const ACTIVE_URL = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
    const describe = (el: Element) => `<${el.localName}> ${el.outerHTML.slice(0, 120)}`;
    const visit = (root: ParentNode) => {
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toUpperCase();
        if (FORBIDDEN.has(tag)) found.push(`element ${describe(el)}`);
        for (const attr of el.attributes) {
          const name = attr.name.toLowerCase();
          if (name.startsWith('on')) found.push(`handler ${name} on ${describe(el)}`);
          // a URL attribute, on any element and in any namespace (xlink:href on SVG)
          const local = name.includes(':') ? name : attr.localName.toLowerCase();
          if (
            (URL_ATTRS.has(local) || URL_ATTRS.has(name)) &&
            ACTIVE_URL.test([...attr.value].filter((ch) => ch.charCodeAt(0) > 0x20).join(''))
          )
            found.push(`url ${name}=${attr.value.slice(0, 60)} on ${describe(el)}`);
          if (name === 'srcdoc') found.push(`srcdoc on ${describe(el)}`);
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    const main = document.querySelector('#pc-main');
    if (main) visit(main);
    return found;
  });

/** The page is inert: nothing fired, nothing active in the DOM. */
export const inertness = async (page: Page): Promise<{ fired: Fired; active: string[] }> => ({
  fired: await fired(page),
  active: await activeContent(page),
});

/**
 * The served HTML (the server render's declarative shadow DOM and the page data) holds none of the
 * payloads as markup: every payload with a `<` appears only escaped, and the main region has no script,
 * frame or inline handler inside a tag.
 */
export const servedHtmlProblems = async (
  response: APIResponse,
  payloads: readonly string[],
): Promise<string[]> => {
  const html = await response.text();
  const problems: string[] = [];
  for (const payload of payloads) {
    if (/[<>]/.test(payload) && html.includes(payload))
      problems.push(`raw payload in HTML: ${payload.slice(0, 80)}`);
  }
  const main = /<main\b[^>]*id="pc-main"[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? '';
  if (main === '')
    problems.push(`no main region (${response.status()} ${response.url()}): ${html.slice(0, 200)}`);
  if (/<(script|iframe|object|embed|base|frame)\b/i.test(main))
    problems.push('active element in the first view');
  // Attribute names only: a quoted value may hold an escaped payload's words (aria-label="…onerror=…").
  for (const [tag] of main.matchAll(/<[a-z][^>]*>/gi)) {
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"|'[^']*'/g, '""')))
      problems.push(`inline handler in the first view: ${tag.slice(0, 80)}`);
  }
  return problems;
};

/**
 * Enters `text` into each of `fields` in turn, as a shopper pasting it would, in one round trip: each
 * field focused (leaving the one before), its text selected and replaced through the browser's own
 * editing command (`insertText`: trusted `beforeinput` and `input` events, as a paste or an input
 * method gives); with `leave`, the last field is left too. Answers each field's value and
 * `aria-invalid` once the view has handled the events (after a task). Playwright's `fill` does the
 * same steps with several round trips each: for the corpus's hundreds of payloads it was most of the
 * test's time (decision 0227).
 */
export const enterInPage = (
  page: Page,
  fields: readonly ElementHandle[],
  text: string,
  { leave = false }: { leave?: boolean } = {},
): Promise<{ value: string; invalid: string | null }[]> =>
  page.evaluate(
    async ({ fields: elements, text, leave }) => {
      const fields = elements.map((element) => {
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) return element;
        throw new Error(`not a text field: ${String(element)}`);
      });
      for (const field of fields) {
        field.focus();
        field.select();
        if (!document.execCommand('insertText', false, text)) throw new Error('insertText was refused');
      }
      if (leave) fields.at(-1)?.blur();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return fields.map((field) => ({ value: field.value, invalid: field.getAttribute('aria-invalid') }));
    },
    { fields, text, leave },
  );
