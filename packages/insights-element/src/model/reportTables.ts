import type { Locale, PriceFormat } from '@pc/shared';
import type { FunnelStepKey, InsightsReport, QuizFunnel } from '@pc/shared/contract';
import type { ReportMessages } from '../messages/report/index.ts';

// The owner's report as the tables the element shows and exports (docs/decisions/0121, 0122): one
// transformer from the store's answer to what the view renders, so a table, its chart and its CSV say
// the same thing, in the report's language (its catalog, messages/report). Pure: no React, no DOM.

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

/** How the report writes its numbers: in its language. */
export interface Figures {
  readonly m: ReportMessages;
  /** a share of 0..1 as a percentage with one decimal: "12.5 %" */
  percent(share: number): string;
  /** a count, grouped: "1,234" */
  count(n: number): string;
  /** an amount in the store's currency (`usePrice`) */
  price: PriceFormat;
}

export const figuresIn = (m: ReportMessages, locale: Locale, price: PriceFormat): Figures => {
  const tenths = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale);
  return { m, price, percent: (share) => `${tenths.format(share * 100)} %`, count: (n) => whole.format(n) };
};

const STEP_WORDS: Record<FunnelStepKey, keyof ReportMessages> = {
  views: 'stepViews',
  starts: 'stepStarts',
  completions: 'stepCompletions',
  resultsViews: 'stepResultsViews',
  emails: 'stepEmails',
  adds: 'stepAdds',
  orders: 'stepOrders',
};

const attributionSection = (
  { attribution }: InsightsReport,
  { m, percent, count, price }: Figures,
): ReportSection => {
  const columns = [m.columnAnswer, m.columnResponses, m.columnShare, m.columnRevenue, m.columnAverageOrder];
  if (attribution.extrapolated) columns.push(m.columnExtrapolatedOrders, m.columnExtrapolatedRevenue);
  const rows = attribution.rows.map((row) => {
    const cells = [
      row.label,
      count(row.responses),
      percent(row.share),
      price(row.revenue),
      price(row.averageOrderValue),
    ];
    if (attribution.extrapolated) {
      cells.push(count(row.extrapolatedOrders ?? 0), price(row.extrapolatedRevenue ?? 0));
    }
    return cells;
  });
  const channels = attribution.rows.filter((row) => row.path.length === 1);
  const lead = `${m.attributionLead({
    rate: percent(attribution.responseRate),
    responses: count(attribution.responses),
    orders: count(attribution.orders),
  })} ${attribution.extrapolated ? m.extrapolated : m.notExtrapolated}`;
  return {
    id: 'attribution',
    title: m.attributionTitle,
    lead,
    tables: [
      {
        id: 'attribution',
        caption: m.attributionCaption,
        columns,
        rows,
        chart:
          channels.length === 0
            ? null
            : {
                title: m.attributionChart,
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
        caption: m.otherCaption,
        columns: [m.columnOrder, m.columnAnswered, m.columnText],
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

const funnelTables = (funnel: QuizFunnel, { m, count }: Figures): ReportTable[] => {
  const quiz = funnel.quizType === 'gift' ? m.quizGift : m.quizSelf;
  const stepName = (step: FunnelStepKey) => m[STEP_WORDS[step]] as string;
  return [
    {
      id: `funnel-${funnel.quizType}`,
      caption: m.funnelCaption({ quiz }),
      columns: [m.columnStep, m.columnCount],
      rows: funnel.steps.map((step) => [stepName(step.step), count(step.count)]),
      chart: {
        title: m.funnelChart({ quiz }),
        bars: funnel.steps.map((step) => ({
          label: stepName(step.step),
          value: step.count,
          text: count(step.count),
        })),
      },
    },
    {
      id: `drop-off-${funnel.quizType}`,
      caption: m.dropOffCaption({ quiz }),
      columns: [m.columnLastQuestion, m.columnLeft],
      rows: funnel.dropOff.map((drop) => [drop.questionCode ?? m.noneAnswered, count(drop.left)]),
      chart: null,
    },
  ];
};

const crossSellSection = (
  { crossSell }: InsightsReport,
  { m, percent, count, price }: Figures,
): ReportSection => ({
  id: 'cross-sell',
  title: m.crossSellTitle,
  lead: null,
  tables: [
    {
      id: 'cross-sell',
      caption: m.crossSellCaption,
      columns: [m.columnFigure, m.columnValue],
      rows: [
        [m.offersShown, count(crossSell.shown)],
        [m.choiceSubscribe, count(crossSell.subscribe)],
        [m.choiceBuyOnce, count(crossSell.buyOnce)],
        [m.choiceNoThanks, count(crossSell.noThanks)],
        [m.takeRate, percent(crossSell.takeRate)],
        [m.addedRevenue, price(crossSell.addedRevenue)],
      ],
      chart: {
        title: m.crossSellChart,
        bars: [
          { label: m.choiceSubscribe, value: crossSell.subscribe, text: count(crossSell.subscribe) },
          { label: m.choiceBuyOnce, value: crossSell.buyOnce, text: count(crossSell.buyOnce) },
          { label: m.choiceNoThanks, value: crossSell.noThanks, text: count(crossSell.noThanks) },
        ],
      },
    },
  ],
});

const giftCardSection = ({ giftCards }: InsightsReport, { m, count, price }: Figures): ReportSection => ({
  id: 'gift-cards',
  title: m.giftCardsTitle,
  lead: null,
  tables: [
    {
      id: 'gift-cards',
      caption: m.giftCardsCaption,
      columns: [m.columnFigure, m.columnCards, m.columnAmount],
      rows: [
        [m.sold, count(giftCards.sold), price(giftCards.soldAmount)],
        [m.delivered, count(giftCards.delivered), ''],
        [m.redeemed, count(giftCards.redeemed), price(giftCards.redeemedAmount)],
        [m.outstandingBalance, '', price(giftCards.outstandingBalance)],
      ],
      chart: null,
    },
  ],
});

const subscriptionSection = (
  { subscriptions }: InsightsReport,
  { m, count, price }: Figures,
): ReportSection => ({
  id: 'subscriptions',
  title: m.subscriptionsTitle,
  lead: null,
  tables: [
    {
      id: 'subscriptions',
      caption: m.subscriptionsCaption,
      columns: [m.columnFigure, m.columnSubscriptions, m.columnAmount],
      rows: [
        [m.started, count(subscriptions.started), ''],
        [m.renewals, count(subscriptions.renewals), price(subscriptions.renewalRevenue)],
        [m.cancelled, count(subscriptions.cancelled), ''],
        [m.activeAtEnd, count(subscriptions.active), ''],
      ],
      chart: null,
    },
  ],
});

const journeySection = ({ journey }: InsightsReport, { m, count, price }: Figures): ReportSection => {
  const label = (tookQuiz: boolean) => (tookQuiz ? m.tookQuiz : m.didNotTakeQuiz);
  return {
    id: 'journey',
    title: m.journeyTitle,
    lead: m.journeyLead,
    tables: [
      {
        id: 'journey',
        caption: m.journeyCaption,
        columns: [m.columnShoppers, m.columnOrders, m.columnRevenue, m.columnAverageOrder],
        rows: journey.map((row) => [
          label(row.tookQuiz),
          count(row.orders),
          price(row.revenue),
          price(row.averageOrderValue),
        ]),
        chart: {
          title: m.journeyChart,
          bars: journey.map((row) => ({
            label: label(row.tookQuiz),
            value: row.revenue,
            text: price(row.revenue),
          })),
        },
      },
    ],
  };
};

export const reportSections = (report: InsightsReport, figures: Figures): ReportSection[] => [
  attributionSection(report, figures),
  {
    id: 'quiz-funnel',
    title: figures.m.funnelTitle,
    lead: figures.m.funnelLead,
    tables: report.funnels.flatMap((funnel) => funnelTables(funnel, figures)),
  },
  crossSellSection(report, figures),
  giftCardSection(report, figures),
  subscriptionSection(report, figures),
  journeySection(report, figures),
];

export const csvFileName = (table: ReportTable, report: Pick<InsightsReport, 'from' | 'to'>): string =>
  `insights-${table.id}-${report.from}-${report.to}.csv`;
