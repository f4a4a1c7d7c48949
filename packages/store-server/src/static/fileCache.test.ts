import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cachedFile, RECHECK_MS } from './fileCache.ts';

// docs/decisions/0056: a built file is read once, looked at on disk at most once
// per RECHECK_MS, and read again once it changed.

describe('cachedFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pc-file-cache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('parses once, and sees a change once the check is due', async () => {
    const file = join(dir, 'index.html');
    writeFileSync(file, 'first');
    const parse = vi.fn((text: string) => text.toUpperCase());
    const read = cachedFile(parse, 50);
    expect(await read(file)).toBe('FIRST');
    expect(await read(file)).toBe('FIRST');
    expect(parse).toHaveBeenCalledTimes(1);

    writeFileSync(file, 'second');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await read(file)).toBe('SECOND');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('looks at the disk at most once a second by default', () => {
    expect(RECHECK_MS).toBe(1000);
  });
});
