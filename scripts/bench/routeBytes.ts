/**
 * What a fresh load of a page downloads (scripts/bench/bytes.ts sums it): a new browser context (empty
 * cache, no cookies) loads the page until the network is quiet, and every response body it received
 * is measured. Redirects carry no body and are left out; a body Chromium could not hand back (a
 * response cut short) counts as zero raw bytes.
 */

import { SETTLED_MARK } from '@pc/shared/constants';
import type { Browser, BrowserContextOptions, Page, Response } from '@playwright/test';
import { compressedSizes } from '../compressedSizes.ts';
import { type LoadedBody, type RouteBytes, sumBytes } from './bytes.ts';

/** The load settles once no request has been in flight for 500 ms; a page that never does is read at this point. */
const LOAD_TIMEOUT_MS = 30_000;

/**
 * The addresses the page asked for after it settled: each resource's first request against the mark
 * (Resource Timing); none on a page without the mark. The document itself is never one.
 */
const askedAfterSettle = (page: Page): Promise<string[]> =>
  page.evaluate((mark) => {
    const settled = performance.getEntriesByName(mark)[0]?.startTime;
    if (settled === undefined) return [];
    const first = new Map<string, number>();
    for (const entry of performance.getEntriesByType('resource'))
      first.set(entry.name, Math.min(first.get(entry.name) ?? Number.POSITIVE_INFINITY, entry.startTime));
    return [...first].filter(([, start]) => start >= settled).map(([name]) => name);
  }, SETTLED_MARK);

const measure = async (response: Response): Promise<LoadedBody | null> => {
  if (response.status() >= 300 && response.status() < 400) return null;
  const request = response.request();
  const body = await response.body().catch(() => Buffer.alloc(0));
  const wire = await request
    .sizes()
    .then((sizes) => sizes.responseBodySize)
    .catch(() => Number.NaN);
  return {
    url: response.url(),
    resourceType: request.resourceType(),
    contentType: (await response.headerValue('content-type').catch(() => null)) ?? '',
    sizes: compressedSizes(body),
    wire,
  };
};

export const routeBytes = async (
  browser: Browser,
  url: string,
  /** a shopper's cookies, for a page of their own session (scripts/bench/sessionPages.ts) */
  storageState?: BrowserContextOptions['storageState'],
): Promise<RouteBytes> => {
  const context = await browser.newContext(storageState ? { storageState } : {});
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedBody | null>[] = [];
    page.on('response', (response) => {
      pending.push(measure(response));
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS }).catch((error: unknown) => {
      if (!String(error).includes('Timeout')) throw error;
    });
    const after = new Set(await askedAfterSettle(page));
    const bodies = (await Promise.all(pending)).filter((body): body is LoadedBody => body !== null);
    return sumBytes(bodies.map((body) => ({ ...body, afterSettle: after.has(body.url) })));
  } finally {
    await context.close();
  }
};
