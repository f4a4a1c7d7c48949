import { lazyChunk, useLazyChunk } from '@pc/shared';

// docs/decisions/0136, 0213: what a signed-in owner sees (the report's sections, tables and charts,
// its range and CSV export, the webhooks) is a chunk of its own with its texts (messages/report): the
// page's first view is the sign-in check, and a visitor who is not the owner never needs it. It loads
// as the store says the owner is signed in, beside the report's own call, and as a pointer, finger or
// focus reaches the sign-in form; until it has arrived the sign-in check shows.
const report = lazyChunk(() =>
  import('../components/SignedIn.tsx').then((chunk) =>
    import('../messages/report/index.ts').then((texts) => texts.reportTexts().then(() => chunk)),
  ),
);

export type ReportChunk = typeof import('../components/SignedIn.tsx');

export const preloadReport = report.preload;
// A function, not the property read: an unused read stays in the bundle (a getter might have effects).
export const resetReportChunkForTests = (): void => report.resetForTests();

/** The chunk while `wanted` and here, else null (`useLazyChunk`). */
export const useReport = (wanted: boolean): ReportChunk | null => useLazyChunk(report, wanted);
