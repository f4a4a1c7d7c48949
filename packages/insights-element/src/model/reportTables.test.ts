import { describe, expect, it } from 'vitest';
import { REPORT } from '../test/reportFixture.ts';
import { csvFileName, reportSections } from './reportTables.ts';

const tableOf = (report: typeof REPORT, id: string) => {
  const table = reportSections(report)
    .flatMap((section) => section.tables)
    .find((candidate) => candidate.id === id);
  if (!table) throw new Error(`no table ${id}`);
  return table;
};

describe('reportSections', () => {
  it('has the six sections in order', () => {
    expect(reportSections(REPORT).map((section) => section.title)).toEqual([
      'Attribution',
      'Quiz funnel',
      'Cross-sell',
      'Gift cards',
      'Subscriptions',
      'One journey',
    ]);
  });

  it('writes the subscriptions table: started, renewals with their revenue, cancelled, active (issue 40)', () => {
    expect(tableOf(REPORT, 'subscriptions').rows).toEqual([
      ['Started', '3', ''],
      ['Renewals', '4', '$68'],
      ['Cancelled', '1', ''],
      ['Active at the end', '2', ''],
    ]);
  });

  it('writes the attribution rows, with the extrapolated columns at a 60 % response rate', () => {
    const table = tableOf(REPORT, 'attribution');
    expect(table.columns).toEqual([
      'Answer',
      'Orders (responses)',
      'Share',
      'Revenue',
      'Average order value',
      'Extrapolated orders',
      'Extrapolated revenue',
    ]);
    expect(table.rows[2]).toEqual(['Instagram', '1', '33.3 %', '$1,250.50', '$50', '2', '$83.33']);
    // The chart shows the answers, not their follow-ups.
    expect(table.chart?.bars.map((bar) => bar.label)).toEqual(['Podcast', 'Instagram']);
  });

  it('leaves the extrapolated columns out below 35 %', () => {
    const below = {
      ...REPORT,
      attribution: { ...REPORT.attribution, responseRate: 0.3, extrapolated: false },
    };
    const table = tableOf(below, 'attribution');
    expect(table.columns).toHaveLength(5);
    expect(table.rows.every((row) => row.length === 5)).toBe(true);
    expect(reportSections(below)[0]?.lead).toContain('Response rate 30.0 %');
  });

  it('lists what the shoppers who chose Other wrote (docs/decisions/0159)', () => {
    const table = tableOf(REPORT, 'other-answers');
    expect(table.columns).toEqual(['Order', 'Answered', 'Text']);
    expect(table.rows).toEqual([['1007', '2026-11-21', 'My barber']]);
  });

  it('writes each funnel and where those who left stopped', () => {
    expect(tableOf(REPORT, 'funnel-self').rows).toEqual([
      ['Quiz views', '5'],
      ['Starts', '5'],
    ]);
    expect(tableOf(REPORT, 'drop-off-self').rows).toEqual([
      ['age', '1'],
      ['none answered', '1'],
    ]);
  });

  it('writes the cross-sell, gift card and journey figures', () => {
    expect(tableOf(REPORT, 'cross-sell').rows).toEqual([
      ['Offers shown', '4'],
      ['SUBSCRIBE', '2'],
      ['BUY ONCE', '1'],
      ['NO THANKS', '1'],
      ['Take rate', '75.0 %'],
      ['Added revenue', '$67'],
    ]);
    expect(tableOf(REPORT, 'gift-cards').rows).toEqual([
      ['Sold', '2', '$75'],
      ['Delivered', '3', ''],
      ['Redeemed', '1', '$30'],
      ['Outstanding balance at the end', '', '$145'],
    ]);
    expect(tableOf(REPORT, 'journey').rows).toEqual([
      ['Took the quiz', '3', '$230', '$76.67'],
      ['Did not take the quiz', '2', '$70', '$35'],
    ]);
  });

  it('names the CSV after the table and the range', () => {
    expect(csvFileName(tableOf(REPORT, 'journey'), REPORT)).toBe(
      'insights-journey-2026-11-01-2026-11-30.csv',
    );
  });
});
