import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dynamicImportsOf, staticallyReached } from '@pc/shared/test';
import { describe, expect, it } from 'vitest';

// docs/decisions/0136, 0213: what a signed-in owner sees is not part of the report page's first load
// (the sign-in check). The element's chunk holds what element.ts reaches through static imports; a
// dynamic `import()` is a chunk of its own.

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const reachedFiles = (entry: string) =>
  staticallyReached(SRC, entry).files.map((file) => file.replaceAll('\\', '/'));

/** The report's view, its tables, charts, CSV export and webhooks, with their texts. */
const SIGNED_IN = [
  'components/SignedIn.tsx',
  'components/RangeForm.tsx',
  'components/TableView.tsx',
  'components/BarChart.tsx',
  'components/WebhooksSection.tsx',
  'model/reportTables.ts',
  'model/csv.ts',
  'behaviour/csvDownload.ts',
  'model/reportStatus.ts',
  'messages/report/index.ts',
  'messages/report/en-US.ts',
];

describe('the owner’s report chunk (decisions 0136, 0213)', () => {
  const reached = reachedFiles('element.ts');

  it('reads the first load: the sign-in check and form, their texts, the loader', () => {
    expect(reached).toEqual(
      expect.arrayContaining([
        'components/SignInForm.tsx',
        'messages/index.ts',
        'state/insights.ts',
        'behaviour/reportChunk.ts',
      ]),
    );
  });

  it('does not import what a signed-in owner sees with the first load', () => {
    expect(reached.filter((file) => SIGNED_IN.includes(file))).toEqual([]);
  });

  it('imports it on the way, as one chunk of its own', () => {
    expect(new Set(dynamicImportsOf(path.join(SRC, 'behaviour/reportChunk.ts')))).toEqual(
      new Set(['../components/SignedIn.tsx', '../messages/report/index.ts']),
    );
    expect(reachedFiles('components/SignedIn.tsx')).toEqual(expect.arrayContaining(SIGNED_IN));
  });
});
