import { CSP_PROBE_PARAM, readCspReports } from './cspReports.ts';
import { expect, test } from './fixtures.ts';

// docs/decisions/0046: every page carries a strict Content-Security-Policy. These
// probes break it on purpose (their pages carry `?csp-probe=`, which the suite's end-of-run check,
// e2e/global-teardown.ts, leaves out) and show that the browser enforces it and reports to the store.

test('the policy is strict: no inline script but the early one, no eval, Trusted Types, no framing', async ({
  page,
}) => {
  const response = await page.goto('/contact');
  const policy = response?.headers()['content-security-policy'] ?? '';
  // The one inline script, the early script of decision 0229, by its hash.
  expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
  expect(policy).toContain("require-trusted-types-for 'script'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('an inline script slipped into a page does not run, and the store hears of it', async ({ page }) => {
  const probe = `/contact?${CSP_PROBE_PARAM}=inline-script`;
  // The store's real answer, headers and all, with a script an attacker managed to inject.
  await page.route(`**${probe}`, async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace(
      '</head>',
      '<script>window.injected = true</script><div id="inline-style" style="color: red"></div></head>',
    );
    await route.fulfill({ response: answer, body: html });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  await page.goto(probe);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
    .toEqual(expect.arrayContaining(['script-src-elem', 'style-src-attr']));
  await expect
    .poll(() =>
      readCspReports()
        .filter((report) => report.documentUri.includes(probe))
        .map((report) => report.directive),
    )
    .toEqual(expect.arrayContaining(['script-src-elem']));
});

test('an HTML string written into the page is refused (Trusted Types)', async ({ page }) => {
  await page.goto(`/contact?${CSP_PROBE_PARAM}=trusted-types`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const outcome = await page.evaluate(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.injected = true">');
      return 'written';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(outcome).toBe('TypeError');
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
