import { existsSync, readFileSync } from 'node:fs';

/**
 * The Content-Security-Policy violation reports the store server received during this browser run
 * (playwright.config.ts sets `PC_CSP_REPORT_LOG` to `PC_E2E_CSP_LOG`; http/securityHeaders.ts).
 */

/** A page loaded with this query parameter breaks the policy on purpose (e2e/csp.spec.ts). */
export const CSP_PROBE_PARAM = 'csp-probe';

export interface CspReport {
  readonly documentUri: string;
  readonly directive: string;
  readonly blockedUri: string;
  readonly sample: string;
}

const fromReportUri = (line: string): CspReport => {
  const body = JSON.parse(line) as { 'csp-report'?: Record<string, string> };
  const report = body['csp-report'] ?? {};
  return {
    documentUri: report['document-uri'] ?? '',
    directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
    blockedUri: report['blocked-uri'] ?? '',
    sample: report['script-sample'] ?? '',
  };
};

export const readCspReports = (file = process.env.PC_E2E_CSP_LOG): CspReport[] =>
  file && existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map(fromReportUri)
    : [];

/** Reports of pages that were not breaking the policy on purpose. */
export const unexpectedCspReports = (reports: readonly CspReport[]): CspReport[] =>
  reports.filter((report) => !report.documentUri.includes(`${CSP_PROBE_PARAM}=`));
