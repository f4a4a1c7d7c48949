import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverElements, registrationFiles } from './build/elements.ts';

// docs/architecture.md "Element anatomy": every element folder has the same parts, so a spec
// section's code is found by folder and file name alone.

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders an element's code may use beside its top-level files. */
const PART_FOLDERS = new Set(['components', 'model', 'state', 'behaviour', 'messages', 'test']);

/**
 * Top-level files: registration, public surface, package entry, styles, the root and its view (and the
 * view's own sheet, which styles.css imports, where another bundle takes the view alone: decision 0141).
 */
const isTopLevelFile = (name: string) =>
  ['element.ts', 'meta.ts', 'index.ts', 'styles.css'].includes(name) ||
  /^[A-Z][A-Za-z]*(Root)?\.tsx$/.test(name) ||
  /^[A-Z][A-Za-z]*\.css$/.test(name) ||
  /\.test\.tsx?$/.test(name);

const elements = discoverElements(ROOT).map(({ tag, file }) => ({ tag, dir: path.dirname(file) }));

describe('element anatomy', () => {
  it('finds the elements', () => {
    expect(elements.map(({ tag }) => tag)).toEqual(
      expect.arrayContaining(['pc-quiz', 'pc-results', 'pc-contact']),
    );
  });

  // The tag list (packages/shared/src/element/tags.ts) is the one place the tags are written.
  it('lists every registration file on disk', () => {
    expect(registrationFiles(ROOT).sort()).toEqual(
      elements.map(({ dir }) => path.join(dir, 'element.ts')).sort(),
    );
  });

  describe.each(elements)('<$tag>', ({ tag, dir }) => {
    it('keeps registration (element.ts) and its public surface (meta.ts) side by side', () => {
      expect(existsSync(path.join(dir, 'element.ts'))).toBe(true);
      expect(existsSync(path.join(dir, 'meta.ts'))).toBe(true);
    });

    it('holds only the anatomy’s files and folders at its top level', () => {
      const strays = readdirSync(dir).filter((name) =>
        statSync(path.join(dir, name)).isDirectory() ? !PART_FOLDERS.has(name) : !isTopLevelFile(name),
      );
      // A package holding several elements has one folder per tag beside them: those are not strays.
      const tags = new Set(elements.map((element) => path.basename(element.dir)));
      expect(strays.filter((name) => !tags.has(name))).toEqual([]);
    });

    it('declares in its meta.ts the tag the list gives it', async () => {
      const { meta } = (await import(pathToFileURL(path.join(dir, 'meta.ts')).href)) as {
        meta: { tag: string };
      };
      expect(meta.tag).toBe(tag);
    });

    it('registers through defineElement with its meta, and nothing else registers it', () => {
      expect(readFileSync(path.join(dir, 'element.ts'), 'utf8')).toMatch(/defineElement\(\{\s*meta\b/);
      const entry = path.join(dir, 'index.ts');
      if (existsSync(entry)) expect(readFileSync(entry, 'utf8')).not.toMatch(/['"]\.\/element\.ts['"]/);
    });
  });

  it('package entries (src/index.ts) register no element', () => {
    for (const pkg of readdirSync(path.join(ROOT, 'packages'))) {
      const entry = path.join(ROOT, 'packages', pkg, 'src', 'index.ts');
      if (existsSync(entry)) expect(readFileSync(entry, 'utf8'), entry).not.toMatch(/element\.ts['"]/);
    }
  });
});
