import { type ElementProps, useStore } from '@pc/shared';
import { shopToday } from '@pc/shared/shop-time';
import { useEffect, useState } from 'react';
import { Insights } from './Insights.tsx';
import type { meta } from './meta.ts';
import { monthSoFar } from './model/defaultRange.ts';
import { createInsightsState } from './state/insights.ts';
import { createWebhooksState } from './state/webhooks.ts';

export type InsightsElementProps = ElementProps<typeof meta>;

/**
 * `<pc-insights>`'s root: asks whether the owner is signed in once mounted (the server's render and
 * the first render agree: "Checking your sign-in…"), then shows the sign-in or the report.
 */
export function InsightsRoot(_props: InsightsElementProps) {
  const [state] = useState(createInsightsState);
  const [webhooks] = useState(() => createWebhooksState(state.$status));
  const [initialRange] = useState(() => monthSoFar(shopToday(new Date())));
  useEffect(() => state.start(), [state]);
  const phase = useStore(state.$phase);
  const report = useStore(state.$report);
  // Signed in: this month so far at once.
  useEffect(() => {
    if (phase !== 'signedIn') return;
    void state.load(initialRange.from, initialRange.to);
    void webhooks.load();
    return webhooks.stop;
  }, [phase, state, webhooks, initialRange]);
  return (
    <Insights
      phase={phase}
      owner={useStore(state.$owner)}
      report={report}
      busy={useStore(state.$busy)}
      error={useStore(state.$error)}
      status={useStore(state.$status)}
      initialRange={initialRange}
      onSignIn={(email, password) => void state.signIn(email, password)}
      onSignOut={() => void state.signOut()}
      onShow={(from, to) => void state.load(from, to)}
      webhooks={{
        endpoints: useStore(webhooks.$endpoints),
        deliveries: useStore(webhooks.$deliveries),
        created: useStore(webhooks.$created),
        error: useStore(webhooks.$error),
        onAdd: (url, events) => void webhooks.add(url, events),
        onRemove: (id) => void webhooks.remove(id),
        onReplay: (id) => void webhooks.replay(id),
      }}
    />
  );
}
