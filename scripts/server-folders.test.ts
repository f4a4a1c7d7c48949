import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './build/common.ts';

// docs/architecture.md "Server" names every folder of the store server's source (issue 38 item 3,
// decision 0148): a folder the page does not name is a place a newcomer cannot find from the map.

const SRC = path.join(ROOT, 'packages/store-server/src');
const architecture = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const folders = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('docs/architecture.md names every folder of packages/store-server/src', () => {
  it('finds the folders', () => {
    expect(folders.length).toBeGreaterThan(10);
  });

  it.each(folders)('%s/', (folder) => {
    expect(architecture).toContain(`\`${folder}/\``);
  });
});
