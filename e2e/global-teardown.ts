import { readCspReports, unexpectedCspReports } from './cspReports.ts';

/**
 * Zero Content-Security-Policy violations across the whole browser suite (docs/decisions/0046): every page
 * any test opened reported its violations to the store server, which logged them to one file.
 */
export default function globalTeardown(): void {
  const violations = unexpectedCspReports(readCspReports());
  if (violations.length === 0) return;
  const lines = violations.map(
    (report) => `- ${report.documentUri}: ${report.directive} blocked ${report.blockedUri} ${report.sample}`,
  );
  throw new Error(
    `${violations.length} Content-Security-Policy violation(s) during the browser tests:\n${lines.join('\n')}`,
  );
}
