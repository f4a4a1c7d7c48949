import { LiveRegion, sharedMessages, useMessages } from '@pc/shared';
import type { InsightsReport } from '@pc/shared/contract';
import { preloadReport, useReport } from './behaviour/reportChunk.ts';
import { SignInForm } from './components/SignInForm.tsx';
import type { WebhooksSectionProps } from './components/WebhooksSection.tsx';
import { insightsMessages } from './messages/index.ts';
import { failureText, sessionStatusText } from './model/status.ts';
import type { Failure, InsightsPhase, InsightsStatus } from './state/insights.ts';

export interface InsightsProps {
  phase: InsightsPhase;
  owner: string | null;
  report: InsightsReport | null;
  busy: boolean;
  error: Failure | null;
  status: InsightsStatus;
  initialRange: { from: string; to: string };
  onSignIn(email: string, password: string): void;
  onSignOut(): void;
  onShow(from: string, to: string): void;
  /** The owner's webhooks (decision 0190), below the report. */
  webhooks: WebhooksSectionProps;
}

/**
 * The owner's report (docs/decisions/0119-0122, 0213): sign-in, then what a signed-in owner sees, a
 * chunk of its own (behaviour/reportChunk.ts) shown once it has arrived, the sign-in check until then.
 */
export function Insights(props: InsightsProps) {
  const { phase, busy, error, status } = props;
  const m = useMessages(insightsMessages);
  const shared = useMessages(sharedMessages);
  const signedIn = useReport(phase === 'signedIn');
  return (
    <div className="pc-column insights" aria-busy={busy || phase === 'checking'}>
      <h1>{m.title}</h1>
      {/* One polite region: the sign-in's words, and the report's once its chunk is here. */}
      <LiveRegion visuallyHidden>
        {sessionStatusText(status, m)}
        {phase === 'signedIn' && signedIn && <signedIn.ReportStatus status={status} />}
      </LiveRegion>
      <div role="alert" className="insights__error">
        {failureText(error, shared)}
      </div>
      {(phase === 'checking' || (phase === 'signedIn' && !signedIn)) && <p>{m.checking}</p>}
      {phase === 'signedOut' && (
        <SignInForm busy={busy} onSignIn={props.onSignIn} onHeadedFor={preloadReport} />
      )}
      {phase === 'signedIn' && signedIn && (
        <signedIn.SignedIn
          owner={props.owner}
          report={props.report}
          busy={busy}
          initialRange={props.initialRange}
          onSignOut={props.onSignOut}
          onShow={props.onShow}
          webhooks={props.webhooks}
        />
      )}
    </div>
  );
}
