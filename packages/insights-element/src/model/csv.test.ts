import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['Podcast', 'Podcast'],
    ['Podcast › Huberman Lab', 'Podcast › Huberman Lab'],
    ['$1,250.50', '"$1,250.50"'],
    ['Say "hi"', '"Say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-$5', "'-$5"],
    ['-5', '-5'],
    ['', ''],
  ])('%j → %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('writes the header then the rows, CRLF-ended', () => {
    expect(
      toCsv(
        ['Step', 'Count'],
        [
          ['Starts', '5'],
          ['Completions', '2'],
        ],
      ),
    ).toBe('Step,Count\r\nStarts,5\r\nCompletions,2\r\n');
  });
});
