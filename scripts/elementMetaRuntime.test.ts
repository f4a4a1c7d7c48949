import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ElementMeta, propTypesOf } from '@pc/shared/element-meta';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { discoverElements } from './build/elements.ts';
import { META_FILE, runtimeMetaModule } from './elementMetaRuntime.ts';

// scripts/elementMetaRuntime.ts: the browser build keeps of each meta.ts only what defineElement reads
// (docs/decisions/0065). The element behaves the same: same tag, same prop map.

const browserMeta = async (file: string): Promise<Record<string, unknown>> => {
  const stripped = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  const module = runtimeMetaModule(stripped.code, file);
  return (
    (await import(`data:text/javascript,${encodeURIComponent(module)}`)) as { meta: Record<string, unknown> }
  ).meta;
};

describe('elementMetaRuntimePlugin', () => {
  const elements = discoverElements();

  it('finds every meta.ts beside an element.ts', () => {
    expect(elements.length).toBeGreaterThan(0);
    for (const { file } of elements)
      expect(META_FILE.test(path.join(path.dirname(file), 'meta.ts'))).toBe(true);
    expect(META_FILE.test('/x/packages/shared/src/element/elementMeta.ts')).toBe(false);
  });

  it.each(elements.map(({ tag, file }) => [tag, path.join(path.dirname(file), 'meta.ts')]))(
    '<%s> keeps its tag and prop map, and drops the documentation',
    async (_tag, file) => {
      const { meta } = (await import(pathToFileURL(file).href)) as { meta: ElementMeta };
      const kept = await browserMeta(file);
      expect(kept.tag).toBe(meta.tag);
      expect(propTypesOf(kept as unknown as ElementMeta)).toEqual(propTypesOf(meta));
      expect(Object.keys(kept).sort()).toEqual(meta.attributes ? ['attributes', 'tag'] : ['tag']);
      expect(JSON.stringify(kept)).not.toContain('"description"');
    },
  );

  it('refuses a meta.ts with anything else in it', () => {
    expect(() =>
      runtimeMetaModule("export const meta = { tag: 'pc-x' };\nexport const other = 1;", 'meta.ts'),
    ).toThrow(/exports `meta` only/);
  });
});
