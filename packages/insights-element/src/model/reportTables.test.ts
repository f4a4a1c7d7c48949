import { priceFormat } from '@pc/shared/format';
import { describe, expect, it } from 'vitest';
import en from '../messages/report/en-US.ts';
import es from '../messages/report/es-US.ts';
import { REPORT } from '../test/reportFixture.ts';
import { csvFileName, figuresIn, reportSections } from './reportTables.ts';

const dollars = priceFormat('en-US', 'USD');
const ENGLISH = figuresIn(en, 'en-US', dollars);

const tableOf = (report: typeof REPORT, id: string, figures = ENGLISH) => {
  const table = reportSections(report, figures)
    .flatMap((section) => section.tables)
    .find((candidate) => candidate.id === id);
  if (!table) throw new Error(`no table ${id}`);
  return table;
};

describe('reportSections', () => {
  it('has the six sections in order', () => {
    expect(reportSections(REPORT, ENGLISH).map((section) => section.title)).toEqual([
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
    expect(reportSections(below, ENGLISH)[0]?.lead).toBe(
      'Response rate 30.0 %: 3 of 5 orders answered “How did you find out about us?”. Extrapolated figures are shown from a 35 % response rate on.',
    );
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

  // docs/decisions/0213: the owner's report in the store's language.
  it('speaks es-US: its titles, rows and figures', () => {
    const spanish = figuresIn(es, 'es-US', priceFormat('es-US', 'USD'));
    expect(reportSections(REPORT, spanish).map((section) => section.title)).toEqual([
      'Atribución',
      'Embudo del cuestionario',
      'Venta cruzada',
      'Tarjetas de regalo',
      'Suscripciones',
      'Un recorrido',
    ]);
    expect(tableOf(REPORT, 'funnel-self', spanish).caption).toBe('Embudo: Cuestionario personal');
    expect(tableOf(REPORT, 'funnel-self', spanish).rows).toEqual([
      ['Visitas al cuestionario', '5'],
      ['Inicios', '5'],
    ]);
    expect(tableOf(REPORT, 'drop-off-self', spanish).rows[1]).toEqual(['ninguna respondida', '1']);
    expect(tableOf(REPORT, 'cross-sell', spanish).rows[4]).toEqual(['Tasa de aceptación', '75.0 %']);
    expect(tableOf(REPORT, 'journey', spanish).rows[1]?.[0]).toBe('No hizo el cuestionario');
  });

  it.each([
    ['en-US', 1234567, '1,234,567'],
    ['es-US', 1234567, '1,234,567'],
    ['en-US', 0.3333, '33.3 %'],
    ['es-US', 0.125, '12.5 %'],
  ] as const)('writes numbers in %s: %d → %s', (locale, value, text) => {
    const figures = figuresIn(locale === 'en-US' ? en : es, locale, priceFormat(locale, 'USD'));
    expect(value < 1 ? figures.percent(value) : figures.count(value)).toBe(text);
  });

  it('names the CSV after the table and the range', () => {
    expect(csvFileName(tableOf(REPORT, 'journey'), REPORT)).toBe(
      'insights-journey-2026-11-01-2026-11-30.csv',
    );
  });
});
