export { Insights, type InsightsProps } from './Insights.tsx';
export { type InsightsElementProps, InsightsRoot } from './InsightsRoot.tsx';
export { meta } from './meta.ts';
export { csvCell, toCsv } from './model/csv.ts';
export { type ReportSection, type ReportTable, reportSections } from './model/reportTables.ts';
