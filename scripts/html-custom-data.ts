/**
 * dist/vscode.html-custom-data.json: VS Code's HTML custom data (version 1.1), written beside the
 * custom elements manifest from the same meta.ts files, so an editor completes and describes every
 * tag and attribute (`"html.customData": ["node_modules/@pc/elements/vscode.html-custom-data.json"]`).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ElementMeta } from '@pc/shared/element-meta';
import { DIST_DIR } from './distDir.ts';

/** `'self' | 'gift'` → the values `self` and `gift`; a boolean attribute has none (it is present or not). */
const valuesOf = (type: string | undefined) => {
  const values = [...(type ?? '').matchAll(/'([^']+)'/g)].map(([, value]) => ({ name: value! }));
  return values.length > 0 ? { values } : type === 'boolean' ? { valueSet: 'v' } : {};
};

export const htmlCustomData = (metas: readonly ElementMeta[], docsUrl: (tag: string) => string) => ({
  version: 1.1,
  tags: metas.map((meta) => ({
    name: meta.tag,
    description: meta.description ?? '',
    attributes: (meta.attributes ?? []).map((attribute) => ({
      name: attribute.name,
      description: attribute.description ?? '',
      ...valuesOf(attribute.type),
    })),
    references: [{ name: 'Documentation', url: docsUrl(meta.tag) }],
  })),
});

export const writeHtmlCustomData = (metas: readonly ElementMeta[]): string => {
  const data = htmlCustomData(metas, (tag) => `/elements/docs/${tag}.html`);
  writeFileSync(path.join(DIST_DIR, 'vscode.html-custom-data.json'), `${JSON.stringify(data, null, 2)}\n`);
  return 'dist/vscode.html-custom-data.json';
};
