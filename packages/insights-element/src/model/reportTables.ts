import { formatPrice } from '@pc/shared';
import type { InsightsReport, QuizFunnel } from '@pc/shared/contract';

// The owner's report as the tables the element shows and exports (docs/decisions/0121, 0122): one
// transformer from the store's answer to what the view renders, so a table, its chart and its CSV say
// the same thing. Pure: no React, no DOM.

export interface ChartBar {
  label: string;
  value: number;
  /** the value as the table writes it */
  text: string;
}

export interface ReportTable {
  /** names the CSV file: `insights-<id>-<from>-<to>.csv` */
  id: string;
  caption: string;
  columns: string[];
  rows: string[][];
  /** bars of one column, where a person would rather look than read; null: the table alone */
  chart: { title: string; bars: ChartBar[] } | null;
}

export interface ReportSection {
  id: string;
  title: string;
  /** a sentence above the tables */
  lead: string | null;
  tables: ReportTable[];
}

export const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;
const count = (n: number): string => n.toLocaleString('en-US');

const QUIZ_TYPE_NAMES = { self: 'Self quiz', gift: 'Gift quiz' } as const;

const attributionSection = ({ attribution }: InsightsReport): ReportSection => {
  const columns = ['Answer', 'Orders (responses)', 'Share', 'Revenue', 'Average order value'];
  if (attribution.extrapolated) columns.push('Extrapolated orders', 'Extrapolated revenue');
  const rows = attribution.rows.map((row) => {
    const cells = [
      row.label,
      count(row.responses),
      percent(row.share),
      formatPrice(row.revenue),
      formatPrice(row.averageOrderValue),
    ];
    if (attribution.extrapolated) {
      cells.push(count(row.extrapolatedOrders ?? 0), formatPrice(row.extrapolatedRevenue ?? 0));
    }
    return cells;
  });
  const channels = attribution.rows.filter((row) => row.path.length === 1);
  const lead =
    `Response rate ${percent(attribution.responseRate)}: ${count(attribution.responses)} of ` +
    `${count(attribution.orders)} orders answered “How did you find out about us?”. ` +
    (attribution.extrapolated
      ? 'Extrapolated to all orders (shown from a 35 % response rate on).'
      : 'Extrapolated figures are shown from a 35 % response rate on.');
  return {
    id: 'attribution',
    title: 'Attribution',
    lead,
    tables: [
      {
        id: 'attribution',
        caption: 'Survey answers and follow-ups',
        columns,
        rows,
        chart:
          channels.length === 0
            ? null
            : {
                title: 'Share of responses by answer',
                bars: channels.map((row) => ({
                  label: row.label,
                  value: row.share,
                  text: percent(row.share),
                })),
              },
      },
      {
        // docs/decisions/0159: what the shoppers who chose Other wrote, as text.
        id: 'other-answers',
        caption: 'What “Other” said',
        columns: ['Order', 'Answered', 'Text'],
        rows: attribution.otherTexts.map((other) => [
          other.orderId,
          other.answeredAt.slice(0, 10),
          other.text,
        ]),
        chart: null,
      },
    ],
  };
};

const funnelTables = (funnel: QuizFunnel): ReportTable[] => {
  const name = QUIZ_TYPE_NAMES[funnel.quizType];
  return [
    {
      id: `funnel-${funnel.quizType}`,
      caption: `${name} funnel`,
      columns: ['Step', 'Count'],
      rows: funnel.steps.map((step) => [step.step, count(step.count)]),
      chart: {
        title: `${name}: shoppers at each step`,
        bars: funnel.steps.map((step) => ({ label: step.step, value: step.count, text: count(step.count) })),
      },
    },
    {
      id: `drop-off-${funnel.quizType}`,
      caption: `${name}: where those who left stopped`,
      columns: ['Last question answered', 'Left'],
      rows: funnel.dropOff.map((drop) => [drop.questionCode ?? 'none answered', count(drop.left)]),
      chart: null,
    },
  ];
};

const crossSellSection = ({ crossSell }: InsightsReport): ReportSection => ({
  id: 'cross-sell',
  title: 'Cross-sell',
  lead: null,
  tables: [
    {
      id: 'cross-sell',
      caption: 'Cross-sell offers and choices',
      columns: ['Figure', 'Value'],
      rows: [
        ['Offers shown', count(crossSell.shown)],
        ['SUBSCRIBE', count(crossSell.subscribe)],
        ['BUY ONCE', count(crossSell.buyOnce)],
        ['NO THANKS', count(crossSell.noThanks)],
        ['Take rate', percent(crossSell.takeRate)],
        ['Added revenue', formatPrice(crossSell.addedRevenue)],
      ],
      chart: {
        title: 'What shoppers chose',
        bars: [
          { label: 'SUBSCRIBE', value: crossSell.subscribe, text: count(crossSell.subscribe) },
          { label: 'BUY ONCE', value: crossSell.buyOnce, text: count(crossSell.buyOnce) },
          { label: 'NO THANKS', value: crossSell.noThanks, text: count(crossSell.noThanks) },
        ],
      },
    },
  ],
});

const giftCardSection = ({ giftCards }: InsightsReport): ReportSection => ({
  id: 'gift-cards',
  title: 'Gift cards',
  lead: null,
  tables: [
    {
      id: 'gift-cards',
      caption: 'Gift cards sold, delivered and redeemed',
      columns: ['Figure', 'Cards', 'Amount'],
      rows: [
        ['Sold', count(giftCards.sold), formatPrice(giftCards.soldAmount)],
        ['Delivered', count(giftCards.delivered), ''],
        ['Redeemed', count(giftCards.redeemed), formatPrice(giftCards.redeemedAmount)],
        ['Outstanding balance at the end', '', formatPrice(giftCards.outstandingBalance)],
      ],
      chart: null,
    },
  ],
});

const subscriptionSection = ({ subscriptions }: InsightsReport): ReportSection => ({
  id: 'subscriptions',
  title: 'Subscriptions',
  lead: null,
  tables: [
    {
      id: 'subscriptions',
      caption: 'Subscriptions started, renewed and cancelled',
      columns: ['Figure', 'Subscriptions', 'Amount'],
      rows: [
        ['Started', count(subscriptions.started), ''],
        ['Renewals', count(subscriptions.renewals), formatPrice(subscriptions.renewalRevenue)],
        ['Cancelled', count(subscriptions.cancelled), ''],
        ['Active at the end', count(subscriptions.active), ''],
      ],
      chart: null,
    },
  ],
});

const journeySection = ({ journey }: InsightsReport): ReportSection => {
  const label = (tookQuiz: boolean) => (tookQuiz ? 'Took the quiz' : 'Did not take the quiz');
  return {
    id: 'journey',
    title: 'One journey',
    lead: 'Orders of shoppers who had completed a quiz before ordering, against those who had not.',
    tables: [
      {
        id: 'journey',
        caption: 'Revenue by whether the shopper took the quiz',
        columns: ['Shoppers', 'Orders', 'Revenue', 'Average order value'],
        rows: journey.map((row) => [
          label(row.tookQuiz),
          count(row.orders),
          formatPrice(row.revenue),
          formatPrice(row.averageOrderValue),
        ]),
        chart: {
          title: 'Revenue',
          bars: journey.map((row) => ({
            label: label(row.tookQuiz),
            value: row.revenue,
            text: formatPrice(row.revenue),
          })),
        },
      },
    ],
  };
};

export const reportSections = (report: InsightsReport): ReportSection[] => [
  attributionSection(report),
  {
    id: 'quiz-funnel',
    title: 'Quiz funnel',
    lead: 'Quizzes started in the range, followed to an order within 7 days of completing.',
    tables: report.funnels.flatMap(funnelTables),
  },
  crossSellSection(report),
  giftCardSection(report),
  subscriptionSection(report),
  journeySection(report),
];

export const csvFileName = (table: ReportTable, report: Pick<InsightsReport, 'from' | 'to'>): string =>
  `insights-${table.id}-${report.from}-${report.to}.csv`;
