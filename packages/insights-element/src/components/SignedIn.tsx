import { elementLocale, useHost, useMessages, usePrice } from '@pc/shared';
import type { InsightsReport } from '@pc/shared/contract';
import { useMemo } from 'react';
import { downloadCsv } from '../behaviour/csvDownload.ts';
import { reportMessages } from '../messages/report/index.ts';
import { toCsv } from '../model/csv.ts';
import { reportStatusText } from '../model/reportStatus.ts';
import { csvFileName, figuresIn, type ReportTable, reportSections } from '../model/reportTables.ts';
import type { InsightsStatus } from '../state/insights.ts';
import { RangeForm } from './RangeForm.tsx';
import { TableView } from './TableView.tsx';
import { WebhooksSection, type WebhooksSectionProps } from './WebhooksSection.tsx';

export interface SignedInProps {
  owner: string | null;
  report: InsightsReport | null;
  busy: boolean;
  initialRange: { from: string; to: string };
  onSignOut(): void;
  onShow(from: string, to: string): void;
  /** The owner's webhooks (decision 0190), below the report. */
  webhooks: WebhooksSectionProps;
}

/**
 * What a signed-in owner sees (docs/decisions/0119-0122, 0190): who is signed in, the range, each
 * section's tables with their CSV export, the webhooks. A chunk of its own with its texts
 * (behaviour/reportChunk.ts): the page's first view is the sign-in check.
 */
export function SignedIn(props: SignedInProps) {
  const { owner, report, busy } = props;
  const m = useMessages(reportMessages);
  const host = useHost();
  const locale = elementLocale(host);
  const exportTable = (table: ReportTable) => {
    if (report) downloadCsv(host, csvFileName(table, report), toCsv(table.columns, table.rows));
  };
  const price = usePrice();
  const sections = useMemo(
    () => (report ? reportSections(report, figuresIn(m, locale, price)) : []),
    [report, m, locale, price],
  );
  return (
    <>
      <div className="insights__owner">
        <p>{m.signedInAs({ email: owner ?? '' })}</p>
        <button className="button button--secondary" type="button" onClick={props.onSignOut}>
          {m.signOut}
        </button>
      </div>
      <RangeForm initial={props.initialRange} busy={busy} onShow={props.onShow} />
      {sections.map((section) => (
        <section key={section.id} className="insights__section" aria-labelledby={`insights-${section.id}`}>
          <h2 id={`insights-${section.id}`}>{section.title}</h2>
          {section.lead && <p>{section.lead}</p>}
          {section.tables.map((table) => (
            <TableView key={table.id} table={table} onExport={exportTable} />
          ))}
        </section>
      ))}
      <WebhooksSection {...props.webhooks} />
    </>
  );
}

/** What the report says politely (its range loaded, a webhook added, removed or replayed), in its words. */
export function ReportStatus({ status }: { status: InsightsStatus }) {
  return reportStatusText(status, useMessages(reportMessages));
}
