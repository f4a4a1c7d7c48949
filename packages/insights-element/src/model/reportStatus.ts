import type { ReportMessages } from '../messages/report/index.ts';
import type { InsightsStatus } from '../state/insights.ts';

/** The report's polite status (its range loaded, a webhook added, removed or replayed); pure. */
export const reportStatusText = (status: InsightsStatus, m: ReportMessages): string => {
  switch (status?.said) {
    case 'reportLoaded':
      return m.reportLoaded({ from: status.from, to: status.to });
    case 'endpointAdded':
      return m.endpointAdded({ url: status.url });
    case 'endpointRemoved':
      return m.endpointRemoved;
    case 'deliveryQueued':
      return m.deliveryQueued;
    default:
      return '';
  }
};
