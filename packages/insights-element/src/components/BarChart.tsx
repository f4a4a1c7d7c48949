import type { ChartBar } from '../model/reportTables.ts';

export interface BarChartProps {
  title: string;
  bars: readonly ChartBar[];
}

const ROW = 28;
const LABEL = 180;
const WIDTH = 560;
const VALUE = 90;

/**
 * Horizontal bars drawn as SVG (docs/decisions/0122): a picture of a table printed beside it, so it is
 * hidden from screen readers, which read the table. Scales to its container.
 */
export function BarChart({ title, bars }: BarChartProps) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const span = WIDTH - LABEL - VALUE;
  const height = bars.length * ROW;
  return (
    <figure className="insights__chart" part="chart" aria-hidden="true">
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="presentation" focusable="false">
        {bars.map((bar, index) => {
          const y = index * ROW;
          const width = max === 0 ? 0 : Math.max(1, (bar.value / max) * span);
          return (
            <g key={bar.label}>
              <text x={LABEL - 8} y={y + ROW / 2} className="insights__chart-label">
                {bar.label}
              </text>
              <rect x={LABEL} y={y + 5} width={width} height={ROW - 10} className="insights__chart-bar" />
              <text x={LABEL + width + 6} y={y + ROW / 2} className="insights__chart-value">
                {bar.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
