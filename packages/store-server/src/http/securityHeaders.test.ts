import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_AJAX_PATH, getCandle } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { CSP_REPORT_PATH, contentSecurityPolicy } from './securityHeaders.ts';

// docs/decisions/0046: a strict policy on every page, nosniff and a referrer policy
// on every answer, violations reported back.

const directives = (policy: string): Map<string, string> =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('contentSecurityPolicy', () => {
  it.each([
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'self'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', 'dompurify'],
    ['report-uri', CSP_REPORT_PATH],
  ])('%s is %s', (name, value) => {
    expect(directives(contentSecurityPolicy()).get(name)).toBe(value);
  });

  it('allows no inline script or style and no eval', () => {
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  });

  it('adds configured origins to scripts, styles, images and calls only', () => {
    const policy = directives(contentSecurityPolicy({ extraOrigins: ['https://maps.example.com'] }));
    for (const name of ['script-src', 'style-src', 'img-src', 'connect-src'])
      expect(policy.get(name)).toContain('https://maps.example.com');
    for (const name of ['default-src', 'frame-ancestors', 'media-src'])
      expect(policy.get(name)).not.toContain('https://maps.example.com');
  });

  // decision 0202: the elements' stylesheets a first view holds inline, each allowed by its hash alone.
  it('allows the inline stylesheets it is given by their hashes, to styles only', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    const policy = directives(contentSecurityPolicy({ styleHashes: hashes }));
    expect(policy.get('style-src')).toBe("'self' 'sha256-AAAA' 'sha256-BBBB'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('default-src')).toBe("'self'");
  });

  // decision 0229: the early script, allowed by its hash, to scripts only.
  it('allows the inline scripts it is given by their hashes, to scripts only', () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-CCCC'"] }));
    expect(policy.get('script-src')).toBe("'self' 'sha256-CCCC'");
    expect(policy.get('style-src')).toBe("'self'");
  });
});

describe('security headers and violation reports', () => {
  const log = join(mkdtempSync(join(tmpdir(), 'pc-csp-')), 'reports.jsonl');
  const test = useTestApp({ cspReportLog: log });

  it('sends the policy with every page', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/contact' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy());
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends nosniff and the referrer policy with JSON answers and errors too', async () => {
    for (const url of [callUrl(getCandle), '/wp-json/pc/v1/no-such-call']) {
      const answer = await test.app.inject({ method: 'GET', url });
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy'], url).toBeUndefined();
    }
  });

  it('takes a browser report without a nonce and logs it', async () => {
    const report = {
      'csp-report': { 'document-uri': 'http://shop/contact', 'effective-directive': 'script-src-elem' },
    };
    const answer = await test.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(answer.statusCode).toBe(204);
    expect(
      readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toContainEqual(report);
  });

  it('answers 400 or 415, never 500, to a report it cannot read', async () => {
    const garbage = await test.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(garbage.statusCode).toBe(415);
  });

  it('still wants the nonce on every other write', async () => {
    const write = await test.app.inject({
      method: 'POST',
      url: ADMIN_AJAX_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=delete_all_item_cart',
    });
    expect(write.statusCode).toBe(403);
  });
});
