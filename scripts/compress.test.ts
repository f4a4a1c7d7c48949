import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './compress.ts';

// docs/decisions/0022: static files precompressed at build, beside each file, for @fastify/static.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'pc-compress-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const text = (seed: string) => `${seed} `.repeat(400);

describe('precompressDir', () => {
  it.each(['pc-quiz.js', 'assets/index-DGosQDfN.css', 'index.html', 'icon.svg', 'data.json'])(
    'writes %s.br and %s.gz that decompress to the file',
    (name) => {
      const file = path.join(dir, name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text(name));
      precompressDir(dir);
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(original);
      expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(original);
      expect(readFileSync(`${file}.br`).length).toBeLessThan(original.length);
    },
  );

  it('leaves other files, hidden folders and files too small to gain alone', () => {
    writeFileSync(path.join(dir, 'video.webm'), text('webm'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), text('manifest'));
    writeFileSync(path.join(dir, 'all.js'), 'export{};');
    writeFileSync(path.join(dir, 'all.js.gz'), 'left from an earlier build');
    expect(precompressDir(dir)).toEqual([]);
    for (const file of ['video.webm.br', '.vite/manifest.json.br', 'all.js.br', 'all.js.gz']) {
      expect(existsSync(path.join(dir, file)), file).toBe(false);
    }
  });
});
