// Temporary probe (delete before commit): CPU profile until first render, self time by script and function.
import { chromium } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.ts';
import { firstRenderScript } from './bench/firstRender.ts';
import { hostOrigins } from './bench/hostPage.ts';
import { staticSiteHtml, STATIC_SITE_ELEMENTS } from './bench/staticSitePages.ts';
import { startStaticSite, sitePage } from '../e2e/static-site/staticSite.ts';
import { startStoreServer } from './bench/storeServer.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const N = Number(process.env.N ?? 8);
const origins = await hostOrigins();
const store = await startStoreServer(ROOT);
const site = await startStaticSite(origins.staticSite);
const S = store.url;
const variants: Record<string, [string, string]> = {
  'bare-x-css': [sitePage('bare', `<link rel="stylesheet" href="${S}/elements/pc-elements.css">\n<script type="application/json" id="pc-config">{"apiRoot": "${S}", "ns": "pc"}</script>\n<script type="module" src="${S}/elements/pc-bare.js"></script>\n<pc-bare name="bench"></pc-bare>`), 'pc-bare'],
};
for (const el of STATIC_SITE_ELEMENTS) variants[el.tag] = [staticSiteHtml(S, el), el.tag];
for (const [name, [html]] of Object.entries(variants)) site.put(`/${name}`, html);
const ONLY = (process.env.ONLY ?? 'bare-x-css,pc-quiz,pc-contact').split(',');
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
for (const name of ONLY) {
  const [, tag] = variants[name]!;
  const byUrl = new Map<string, number>();
  const byFn = new Map<string, number>();
  let total = 0;
  for (let i = 0; i <= N; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript({ content: firstRenderScript(tag) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${origins.staticSite}/${name}`, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(() => (window as any).__pcFirstRender, undefined, { timeout: 20000 });
    const fr = Number(await handle.jsonValue());
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    await context.close();
    if (i === 0) continue;
    total += fr;
    const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
    const deltas: number[] = profile.timeDeltas;
    // sample i's time = deltas[i+1]; keep samples up to the first render: startTime is in µs, relative to profile start.
    let t = profile.startTime;
    for (let s = 0; s < profile.samples.length; s++) {
      const dt = deltas[s + 1] ?? 0;
      t += deltas[s]!;
      const node = nodes.get(profile.samples[s]);
      const cf = node.callFrame;
      const url = (cf.url || `(${cf.functionName || 'program'})`).replace(/^https?:\/\/[^/]+/, '');
      byUrl.set(url, (byUrl.get(url) ?? 0) + dt);
      const fn = `${url}:${cf.functionName || '(anon)'}:${cf.lineNumber}:${cf.columnNumber}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + dt);
    }
  }
  console.log(`\n== ${name}: first render mean ${(total / N).toFixed(1)} ms; self time per load (ms), until the profile stopped`);
  for (const [url, us] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(us / N / 1000).toFixed(1).padStart(6)}  ${url}`);
  console.log('  top functions:');
  for (const [fn, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${(us / N / 1000).toFixed(1).padStart(6)}  ${fn}`);
}
await browser.close();
await site.close();
await store.stop();
