// The CSV export of a report table (docs/decisions/0122): RFC 4180, a header row then the rows, CRLF
// line ends; a cell holding a comma, a quote or a line end is quoted, its quotes doubled. A cell
// starting with =, +, - or @ gets a leading apostrophe so a spreadsheet never runs it as a formula
// (an answer's name comes from the store's option list, but a sheet is no place to trust text).

const FORMULA = /^[=+\-@\t\r]/;

export const csvCell = (text: string): string => {
  const safe = FORMULA.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const toCsv = (columns: readonly string[], rows: readonly (readonly string[])[]): string =>
  `${[columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
