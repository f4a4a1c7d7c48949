import { LiveRegion } from '@pc/shared';
import type { InsightsReport } from '@pc/shared/contract';
import { useMemo } from 'react';
import { RangeForm } from './components/RangeForm.tsx';
import { SignInForm } from './components/SignInForm.tsx';
import { TableView } from './components/TableView.tsx';
import { WebhooksSection, type WebhooksSectionProps } from './components/WebhooksSection.tsx';
import { type ReportTable, reportSections } from './model/reportTables.ts';
import type { InsightsPhase } from './state/insights.ts';

export interface InsightsProps {
  phase: InsightsPhase;
  owner: string | null;
  report: InsightsReport | null;
  busy: boolean;
  error: string;
  status: string;
  initialRange: { from: string; to: string };
  onSignIn(email: string, password: string): void;
  onSignOut(): void;
  onShow(from: string, to: string): void;
  onExport(table: ReportTable): void;
  /** The owner's webhooks (decision 0190), below the report. */
  webhooks: WebhooksSectionProps;
}

/** The owner's report (docs/decisions/0119-0122): sign-in, the range, then each section's tables. */
export function Insights(props: InsightsProps) {
  const { phase, owner, report, busy, error, status } = props;
  const sections = useMemo(() => (report ? reportSections(report) : []), [report]);
  return (
    <div className="pc-column insights" aria-busy={busy || phase === 'checking'}>
      <h1>What the elements did</h1>
      <LiveRegion visuallyHidden>{status}</LiveRegion>
      <div role="alert" className="insights__error">
        {error}
      </div>
      {phase === 'checking' && <p>Checking your sign-in…</p>}
      {phase === 'signedOut' && <SignInForm busy={busy} onSignIn={props.onSignIn} />}
      {phase === 'signedIn' && (
        <>
          <div className="insights__owner">
            <p>Signed in as {owner}</p>
            <button className="button button--secondary" type="button" onClick={props.onSignOut}>
              Sign out
            </button>
          </div>
          <RangeForm initial={props.initialRange} busy={busy} onShow={props.onShow} />
          {sections.map((section) => (
            <section
              key={section.id}
              className="insights__section"
              aria-labelledby={`insights-${section.id}`}
            >
              <h2 id={`insights-${section.id}`}>{section.title}</h2>
              {section.lead && <p>{section.lead}</p>}
              {section.tables.map((table) => (
                <TableView key={table.id} table={table} onExport={props.onExport} />
              ))}
            </section>
          ))}
          <WebhooksSection {...props.webhooks} />
        </>
      )}
    </div>
  );
}
