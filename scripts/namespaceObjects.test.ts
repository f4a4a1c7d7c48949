import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaceObjectsPlugin } from './namespaceObjects.ts';

// scripts/namespaceObjects.ts: react-day-picker's spread namespaces become named imports gathered in a
// plain object, so the lazy calendar needs no rolldown helper and no helper chunk appears (decision 0030).

const esm = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-day-picker')),
  '../esm/helpers/getFormatters.js',
);

type Transform = (
  this: { resolve(source: string, importer: string): Promise<{ id: string } | null> },
  code: string,
  id: string,
) => Promise<{ code: string } | null>;

const transform = namespaceObjectsPlugin().transform as unknown as Transform;
const context = {
  resolve: async (source: string, importer: string) => ({ id: path.resolve(path.dirname(importer), source) }),
};

describe('namespaceObjectsPlugin', () => {
  it('rewrites the spread namespace into named imports and an object of the same keys', async () => {
    const code =
      'import * as defaultFormatters from "../formatters/index.js";\nexport const f = () => ({ ...defaultFormatters });';
    const result = await transform.call(context, code, esm);
    expect(result?.code).not.toContain('import * as');
    expect(result?.code).toContain('formatCaption as defaultFormatters_formatCaption');
    expect(result?.code).toContain('const defaultFormatters = {');
    expect(result?.code).toContain('formatDay: defaultFormatters_formatDay');
  });

  it('leaves every other module alone', async () => {
    const code = 'import * as x from "./y.js";';
    expect(await transform.call(context, code, '/work/src/other.js')).toBeNull();
  });
});
