import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build/common.ts';

// docs/decisions/README.md is the map of the decision records (issue 38 item 5): every record once,
// with its state. A record written without a row, a row naming a file that is gone, or a state the
// record itself does not say at its top would leave a reader unsure which rule is in force.

const DIR = path.join(ROOT, 'docs/decisions');
const records = readdirSync(DIR)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .sort();
const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
const ROW = /^\| \[(\d{4})\]\((\d{4}-[^)]+\.md)\) \| (.+) \| (.+) \|$/gm;
const rows = [...index.matchAll(ROW)].map(([, number, file, what, state]) => ({
  number: number!,
  file: file!,
  what: what!,
  state: state!,
}));

/** The record's top: its heading and the lines before its first section. */
function topOf(file: string): string {
  return readFileSync(path.join(DIR, file), 'utf8').split('\n').slice(0, 8).join('\n');
}

describe('docs/decisions/README.md', () => {
  it('lists every record once', () => {
    expect(rows.map((row) => row.file).sort()).toEqual(records);
  });

  it.each(rows)('$file: the row names an existing file under its own number', (row) => {
    expect(records).toContain(row.file);
    expect(row.file.startsWith(`${row.number}-`)).toBe(true);
    expect(row.what.trim()).not.toBe('');
  });

  it.each(rows)('$file: its state is one the map defines, and the record says so at its top', (row) => {
    const [, kind, by] = /^(in force|amended by|superseded by)(.*)$/.exec(row.state) ?? [];
    expect(kind, row.state).toBeDefined();
    const top = topOf(row.file);
    if (kind === 'superseded by') expect(top).toMatch(/\*\*Superseded by \[\d{4}\]/);
    if (kind === 'amended by') expect(top).toMatch(/\*\*(Amended|Revised) by/);
    if (kind === 'in force') expect(top).not.toMatch(/\*\*(Superseded|Amended) by/);
    // each later record the state names is itself a record
    for (const [, , file] of (by ?? '').matchAll(/\[(\d{4})\]\(([^)]+)\)/g)) {
      expect(records).toContain(file);
    }
  });
});
