/**
 * Plain-text tables for the bench's report: a header row, a rule, then the rows. The first `left`
 * columns (names, paths) are left-aligned, the figures right-aligned so their digits line up.
 * Widths count characters as a terminal shows them (code points: `✗`, `≤`, `×` are one column).
 */

const width = (text: string): number => [...text].length;

const pad = (text: string, size: number, side: 'left' | 'right'): string => {
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return side === 'left' ? `${text}${fill}` : `${fill}${text}`;
};

/**
 * A row shorter than the header ends in a cell that spans the columns left (e.g. "not measured: …"):
 * it is written out as it is and widens no column.
 */
export const formatTable = (
  header: readonly string[],
  rows: readonly (readonly string[])[],
  { left = 1 }: { left?: number } = {},
): string => {
  const columns = Math.max(header.length, ...rows.map((row) => row.length));
  const sized = (cells: readonly string[]) => (cells.length < columns ? cells.slice(0, -1) : cells);
  const widths = Array.from({ length: columns }, (_, i) =>
    Math.max(...[header, ...rows].map((cells) => width(sized(cells)[i] ?? ''))),
  );
  const line = (cells: readonly string[]) => {
    const aligned = sized(cells).map((cell, i) => pad(cell, widths[i] ?? 0, i < left ? 'left' : 'right'));
    const span = cells.length < columns ? cells.slice(-1) : [];
    return [...aligned, ...span].join('  ').trimEnd();
  };
  return [line(header), widths.map((size) => '-'.repeat(size)).join('  '), ...rows.map(line)].join('\n');
};

/** Milliseconds, one decimal; '-' when missing. */
export const formatMs = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-');

/** Seconds from milliseconds, two decimals: finer than the goal's 1.8 s, so a near miss shows. */
export const formatSeconds = (ms: number): string =>
  Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-';

/** Bytes as KB (1024 bytes, design.md "Budgets"), one decimal. */
export const formatKb = (bytes: number): string =>
  Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '-';
