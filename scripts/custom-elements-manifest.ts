/**
 * Generates dist/custom-elements.json (custom-elements-manifest schema 2.1: design.md "Build and
 * delivery") from the `meta.ts` each element keeps beside its `element.ts` (docs/architecture.md
 * "Browser side"). `meta.ts` has no runtime imports, so reading it does not load React in node.
 *
 *   export const meta = {
 *     tag: 'pc-contact',
 *     description: 'The contact page (spec §2).',
 *     attributes: [{ name: 'channel', type: 'string', description: '…', default: '' }],
 *     properties: [{ name: 'pageData', type: 'PageData', description: '…' }],
 *     events: [{ name: 'pc-analytics', type: 'PcAnalyticsEvent', description: '…' }],
 *     parts: [{ name: 'hero', description: '…' }],
 *     cssProperties: [{ name: '--pc-color-accent', description: '…', default: '#1f3a32' }],
 *   } as const satisfies ElementMeta;   // `import type { ElementMeta } from '@pc/shared'`
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { camelCase, type ElementMeta, type MetaEvent } from '@pc/shared/element-meta';
import { discoverElements, type ElementEntry } from './build/elements.ts';
import { DIST_DIR } from './distDir.ts';

export { camelCase, type ElementMeta };

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `pc-post-purchase-survey` → `PcPostPurchaseSurvey` (the declaration name r2wc's class would carry). */
export const className = (tag: string): string =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

const withDescription = <T extends object>(item: T, description: string | undefined): T =>
  description ? { ...item, description } : item;

const typeOf = (text: string | undefined) => (text ? { type: { text } } : {});

/**
 * The class `elements/<tag>.js` exports: `export const PcQuizElement = defineElement(…)` in its
 * registration file, `<ClassName>Element` by the anatomy's convention (readElements checks each file).
 */
export const exportName = (tag: string): string => `${className(tag)}Element`;

/** One module of the manifest: the built file `elements/<tag>.js` declaring and defining the element. */
export const manifestModule = (meta: ElementMeta) => {
  const name = exportName(meta.tag);
  const modulePath = `elements/${meta.tag}.js`;
  const attributes = meta.attributes ?? [];
  const members = [
    ...attributes.map((attribute) =>
      withDescription(
        {
          kind: 'field',
          name: camelCase(attribute.name),
          ...typeOf(attribute.type),
          attribute: attribute.name,
          ...(attribute.reflects ? { reflects: true } : {}),
        },
        attribute.description,
      ),
    ),
    ...(meta.properties ?? []).map((property) =>
      withDescription({ kind: 'field', name: property.name, ...typeOf(property.type) }, property.description),
    ),
    ...(meta.methods ?? []).map((method) =>
      withDescription({ kind: 'method', name: method.name }, method.description),
    ),
  ];
  return {
    kind: 'javascript-module',
    path: modulePath,
    declarations: [
      withDescription(
        {
          kind: 'class',
          name,
          customElement: true,
          tagName: meta.tag,
          attributes: attributes.map((attribute) =>
            withDescription(
              {
                name: attribute.name,
                ...typeOf(attribute.type),
                ...(attribute.default === undefined ? {} : { default: attribute.default }),
                fieldName: camelCase(attribute.name),
              },
              attribute.description,
            ),
          ),
          members,
          events: (meta.events ?? []).map((event) =>
            withDescription(
              { name: event.name, type: { text: event.type ?? 'CustomEvent' } },
              `${event.description ?? ''} ${dispatchedOn(event)}`.trim(),
            ),
          ),
          slots: (meta.slots ?? []).map((slot) => withDescription({ name: slot.name }, slot.description)),
          cssParts: (meta.parts ?? []).map((part) => withDescription({ name: part.name }, part.description)),
          cssStates: (meta.cssStates ?? []).map((state) =>
            withDescription({ name: state.name }, state.description),
          ),
          cssProperties: (meta.cssProperties ?? []).map((property) =>
            withDescription(
              {
                name: property.name,
                ...(property.syntax ? { syntax: property.syntax } : {}),
                ...(property.default === undefined ? {} : { default: property.default }),
              },
              property.description,
            ),
          ),
        },
        meta.description,
      ),
    ],
    exports: [
      { kind: 'js', name, declaration: { name, module: modulePath } },
      { kind: 'custom-element-definition', name: meta.tag, declaration: { name, module: modulePath } },
    ],
  };
};

/** Where an event is dispatched (docs/decisions/0105), as the manifest and the docs say it. */
export const dispatchedOn = (event: MetaEvent): string =>
  event.on === 'window' ? 'Dispatched on window.' : 'Dispatched on the element; it bubbles and is composed.';

export const buildManifest = (metas: readonly ElementMeta[]) => ({
  schemaVersion: '2.1.0',
  readme: '',
  modules: [...metas].sort((a, b) => a.tag.localeCompare(b.tag)).map(manifestModule),
});

const isList = (value: unknown): boolean => value === undefined || Array.isArray(value);

/** The element's meta.ts, checked against its registration: a wrong or missing shape fails the build. */
const readMeta = async (element: ElementEntry): Promise<ElementMeta | null> => {
  const file = path.join(path.dirname(element.file), 'meta.ts');
  if (!existsSync(file)) return null;
  const { meta } = (await import(pathToFileURL(file).href)) as { meta?: Partial<ElementMeta> };
  const where = path.relative(ROOT, file);
  if (!meta || typeof meta.tag !== 'string') throw new Error(`${where} must export \`meta\` with a \`tag\``);
  if (meta.tag !== element.tag)
    throw new Error(`${where} says <${meta.tag}> but its registration is <${element.tag}>`);
  if (!readFileSync(element.file, 'utf8').includes(`export const ${exportName(meta.tag)} = defineElement(`))
    throw new Error(`${path.relative(ROOT, element.file)} must export \`${exportName(meta.tag)}\``);
  for (const key of [
    'attributes',
    'properties',
    'events',
    'parts',
    'slots',
    'methods',
    'cssStates',
    'cssProperties',
    'variants',
  ] as const) {
    if (!isList(meta[key])) throw new Error(`${where}: \`${key}\` must be a list`);
  }
  return meta as ElementMeta;
};

/** Every element's meta.ts, in the order of the tag list's registration files. */
export const readElementMetas = async (): Promise<ElementMeta[]> => {
  const metas: ElementMeta[] = [];
  for (const element of discoverElements(ROOT)) {
    const meta = await readMeta(element);
    if (meta) {
      metas.push(meta);
    } else {
      // Still listed, so the manifest names every built tag; the element's issue adds the details.
      console.warn(
        `custom-elements-manifest: no meta.ts beside ${path.relative(ROOT, element.file)}; listing <${element.tag}> bare`,
      );
      metas.push({ tag: element.tag });
    }
  }
  return metas;
};

/** Writes dist/custom-elements.json, served at /custom-elements.json (the package's root). */
export const writeCustomElementsManifest = (metas: readonly ElementMeta[]): string => {
  mkdirSync(DIST_DIR, { recursive: true });
  const out = path.join(DIST_DIR, 'custom-elements.json');
  writeFileSync(out, `${JSON.stringify(buildManifest(metas), null, 2)}\n`);
  return `${path.relative(ROOT, out)}: ${metas.map((meta) => `<${meta.tag}>`).join(', ') || 'no elements yet'}`;
};
