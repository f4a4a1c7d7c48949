/**
 * The bench's tables, one per figure group (docs/decisions/0019), each goal in its column's
 * header and `✗` after a figure that misses it (scripts/bench/goals.ts). Pure: figures in, text out.
 */
import { BYTE_KINDS, type ByteKind, type RouteBytes } from './bytes.ts';
import { GOALS, type Goal, marked } from './goals.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import { median, type Summary } from './stats.ts';
import { formatKb, formatMs, formatSeconds, formatTable } from './table.ts';

/** A page measured, or why it was not (`error`). */
export interface PageRow<T> {
  /** what the page shows: a route id, or the bare element */
  readonly label: string;
  readonly path: string;
  readonly value: T | null;
  readonly error?: string;
  /** measured for comparison (the bare element, the quiz's whole scroll), not held to the goals: no mark */
  readonly reference?: boolean;
  /**
   * on a static page of another origin than the store's (a static site, a third-party host): its first
   * render is held against the bare element embedded there the same way (docs/decisions/0139), to the
   * static page's goal (docs/decisions/0176)
   */
  readonly elsewhere?: boolean;
  /**
   * on a WordPress post, with its first view in the HTML (docs/decisions/0174): held against the bare
   * element placed on a post of that site the same way (docs/decisions/0176)
   */
  readonly wordpress?: boolean;
}

/** Lighthouse figures of several runs of one page: each figure's median over the runs. */
export const medianFigures = (runs: readonly LighthouseFigures[]): LighthouseFigures => ({
  performance: median(runs.map((run) => run.performance)),
  lcp: median(runs.map((run) => run.lcp)),
  tbt: median(runs.map((run) => run.tbt)),
  cls: median(runs.map((run) => run.cls)),
});

const problem = (row: PageRow<unknown>): string =>
  row.error ? `not measured: ${row.error}` : 'not measured';

/** `marked` for a row held to the goals; the figure's text alone for a reference row. */
const markFor =
  (row: PageRow<unknown>) =>
  (goal: Goal, value: number, text: string): string =>
    row.reference ? text : marked(goal, value, text);

export const lighthouseTable = (rows: readonly PageRow<LighthouseFigures>[]): string =>
  formatTable(
    [
      'page',
      'path',
      `performance ${GOALS.performance.text}`,
      `LCP ${GOALS.lcp.text}`,
      `TBT ${GOALS.tbt.text}`,
      `CLS ${GOALS.cls.text}`,
    ],
    rows.map((row) => {
      const figures = row.value;
      if (!figures) return [row.label, row.path, problem(row)];
      const mark = markFor(row);
      return [
        row.label,
        row.path,
        mark(
          GOALS.performance,
          figures.performance,
          Number.isNaN(figures.performance) ? '-' : String(Math.round(figures.performance)),
        ),
        mark(GOALS.lcp, figures.lcp, formatSeconds(figures.lcp)),
        mark(GOALS.tbt, figures.tbt, Number.isFinite(figures.tbt) ? `${Math.round(figures.tbt)} ms` : '-'),
        mark(GOALS.cls, figures.cls, Number.isFinite(figures.cls) ? figures.cls.toFixed(3) : '-'),
      ];
    }),
    { left: 2 },
  );

/** An element's first render over the bare element's, medians of the same run. */
export const firstRenderRatio = (element: Summary, bare: Summary): number => element.median / bare.median;

const ratioText = (ratio: number): string => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '-');

/** The bare React + r2wc element's first render where each row's element is (docs/decisions/0139). */
export interface BareBaselines {
  /** on a page of the store's origin, as the store's routes are */
  readonly home: PageRow<Summary>;
  /** embedded on a page of another origin as the README tells a CMS author to embed an element */
  readonly elsewhere: PageRow<Summary>;
  /** on a WordPress post, printed as the plugin prints an element (docs/decisions/0176); when measured */
  readonly wordpress?: PageRow<Summary>;
}

/**
 * The baseline a row is held to, and the goal: a WordPress post's to the bare element on WordPress,
 * 1.00× (its HTML holds the first view); a static page's of another origin to the bare element embedded
 * there, the floor of decision 0139 (1.15×); a store route's to the bare page of the store's origin, 1.00×.
 */
export const heldTo = (
  row: PageRow<unknown>,
  bare: BareBaselines,
): { baseline: PageRow<Summary> | undefined; goal: Goal } => {
  if (row.wordpress) return { baseline: bare.wordpress, goal: GOALS.firstRenderRatio };
  if (row.elsewhere) return { baseline: bare.elsewhere, goal: GOALS.staticPageFirstRenderRatio };
  return { baseline: bare.home, goal: GOALS.firstRenderRatio };
};

/**
 * First render per element, each held to the bare React + r2wc element on the same kind of page
 * (`heldTo`): a store route to the bare element's page of the store's origin, an element on a static
 * page of another origin to the bare element embedded there (`elsewhere` rows, docs/decisions/0139),
 * an element on a WordPress post to the bare element on a post of that site (`wordpress` rows,
 * docs/decisions/0176). The last column gives every row's ratio to the bare element of the store's
 * origin too, unmarked. The baselines close the table; without a baseline's figure its rows' ratios
 * are '-' and count as missed.
 */
export const firstRenderTable = (rows: readonly PageRow<Summary>[], bare: BareBaselines): string => {
  const ratio = (row: PageRow<Summary>, baseline: PageRow<Summary> | undefined): number =>
    row.value && baseline?.value ? firstRenderRatio(row.value, baseline.value) : Number.NaN;
  const line = (row: PageRow<Summary>, held: string): string[] => {
    const summary = row.value;
    if (!summary) return [row.label, row.path, problem(row)];
    return [
      row.label,
      row.path,
      formatMs(summary.median),
      formatMs(summary.min),
      formatMs(summary.max),
      String(summary.runs),
      held,
      ratioText(ratio(row, bare.home)),
    ];
  };
  return formatTable(
    [
      'element',
      'page',
      'median',
      'min',
      'max',
      'n',
      `× bare there ${GOALS.firstRenderRatio.text} (static page elsewhere ${GOALS.staticPageFirstRenderRatio.text})`,
      '× bare, store origin',
    ],
    [
      ...rows.map((row) => {
        const { baseline, goal } = heldTo(row, bare);
        const held = ratio(row, baseline);
        return line(row, marked(goal, held, ratioText(held)));
      }),
      line(bare.home, 'baseline'),
      line(bare.elsewhere, 'baseline elsewhere'),
      ...(bare.wordpress ? [line(bare.wordpress, 'baseline on WordPress')] : []),
    ],
    { left: 2 },
  );
};

/** A series of milliseconds per row, held to `goal` on its median; `first`: the first column's name. */
const medianMsTable = (goal: Goal, first: string, rows: readonly PageRow<Summary>[]): string =>
  formatTable(
    [first, 'page', `median ${goal.text}`, 'min', 'max', 'n'],
    rows.map((row) =>
      row.value
        ? [
            row.label,
            row.path,
            markFor(row)(goal, row.value.median, formatMs(row.value.median)),
            formatMs(row.value.min),
            formatMs(row.value.max),
            String(row.value.runs),
          ]
        : [row.label, row.path, problem(row)],
    ),
    { left: 2 },
  );

/** The quiz's click-to-next series: the goal is on its median. */
export const clickToNextTable = (rows: readonly PageRow<Summary>[]): string =>
  medianMsTable(GOALS.clickToNext, 'measure', rows);

/** Each route's longest interaction at 4× CPU, one figure per fresh load: the goal is on the median. */
export const interactionTable = (rows: readonly PageRow<Summary>[]): string =>
  medianMsTable(GOALS.interaction, 'moves', rows);

const KIND_LABEL: Readonly<Record<ByteKind, string>> = { js: 'JS', css: 'CSS', html: 'HTML', other: 'other' };

/**
 * Bytes per page: one line per kind (JS, CSS, HTML, then everything else: JSON, images…), what the
 * page's responses weighed on the wire, and on the JS line its brotli bytes asked for before the page
 * settled, checked against the goal, and after it (issue 45 item 4: the header's `<pc-cart>` and the
 * pop-up companions load after; a page without the mark has everything before).
 */
export const bytesTable = (rows: readonly PageRow<RouteBytes>[]): string =>
  formatTable(
    [
      'page',
      'path',
      'kind',
      'files',
      'raw',
      'gzip',
      'brotli',
      'on the wire',
      `JS before settle (${GOALS.jsBrotli.text})`,
      'JS after settle',
    ],
    rows.flatMap((row) => {
      const bytes = row.value;
      if (!bytes) return [[row.label, row.path, problem(row)]];
      return BYTE_KINDS.map((kind, i) => {
        const sizes = bytes.byKind[kind];
        const { before, after } = bytes.jsBySettle;
        return [
          i === 0 ? row.label : '',
          i === 0 ? row.path : '',
          KIND_LABEL[kind],
          String(sizes.files),
          formatKb(sizes.raw),
          formatKb(sizes.gzip),
          formatKb(sizes.brotli),
          i === 0 ? `${formatKb(bytes.wire)} (${bytes.responses} responses)` : '',
          ...(kind === 'js'
            ? [
                markFor(row)(
                  GOALS.jsBrotli,
                  before.brotli,
                  `${formatKb(before.brotli)} (${before.files} files)`,
                ),
                `${formatKb(after.brotli)} (${after.files} files)`,
              ]
            : []),
        ];
      });
    }),
    { left: 3 },
  );
