import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverElements } from './build/elements.ts';
import { buildManifest, camelCase, className, readElementMetas } from './custom-elements-manifest.ts';

describe('custom-elements manifest (schema 2.1)', () => {
  it.each([
    ['pc-contact', 'PcContact'],
    ['pc-post-purchase-survey', 'PcPostPurchaseSurvey'],
  ])('%s is declared as %s', (tag, name) => {
    expect(className(tag)).toBe(name);
  });

  it('pairs kebab-case attributes with camelCase properties, as r2wc does', () => {
    expect(camelCase('no-name-question')).toBe('noNameQuestion');
    expect(camelCase('type')).toBe('type');
  });

  it('writes a module per element with its tag, attributes, properties, events, parts and CSS properties', () => {
    const manifest = buildManifest([
      {
        tag: 'pc-quiz',
        description: 'The quiz (spec §2).',
        attributes: [
          {
            name: 'no-name-question',
            type: 'boolean',
            description: 'Hides the name question.',
            default: 'false',
          },
        ],
        properties: [{ name: 'pageData', type: 'PageData' }],
        events: [
          {
            name: 'pc-analytics',
            type: 'PcAnalyticsEvent',
            on: 'window',
            description: 'Quiz Started, Quiz Abandoned.',
          },
          { name: 'pc-navigate', type: 'PcNavigateEvent' },
        ],
        parts: [{ name: 'tracker', description: 'The fixed tracker bar' }],
        slots: [{ name: '', description: 'Fallback.' }],
        cssStates: [{ name: 'loading', description: 'Until styled.' }],
        cssProperties: [{ name: '--pc-color-accent', default: '#1f3a32' }],
      },
      { tag: 'pc-contact' },
    ]);
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(manifest.modules.map((module) => module.path)).toEqual([
      'elements/pc-contact.js',
      'elements/pc-quiz.js',
    ]);
    const quiz = manifest.modules[1];
    expect(quiz?.declarations[0]).toEqual({
      kind: 'class',
      // the name the module exports (docs/decisions/0107)
      name: 'PcQuizElement',
      customElement: true,
      tagName: 'pc-quiz',
      description: 'The quiz (spec §2).',
      attributes: [
        {
          name: 'no-name-question',
          type: { text: 'boolean' },
          default: 'false',
          fieldName: 'noNameQuestion',
          description: 'Hides the name question.',
        },
      ],
      members: [
        {
          kind: 'field',
          name: 'noNameQuestion',
          type: { text: 'boolean' },
          attribute: 'no-name-question',
          description: 'Hides the name question.',
        },
        { kind: 'field', name: 'pageData', type: { text: 'PageData' } },
      ],
      events: [
        {
          name: 'pc-analytics',
          type: { text: 'PcAnalyticsEvent' },
          description: 'Quiz Started, Quiz Abandoned. Dispatched on window.',
        },
        {
          name: 'pc-navigate',
          type: { text: 'PcNavigateEvent' },
          description: 'Dispatched on the element; it bubbles and is composed.',
        },
      ],
      slots: [{ name: '', description: 'Fallback.' }],
      cssParts: [{ name: 'tracker', description: 'The fixed tracker bar' }],
      cssStates: [{ name: 'loading', description: 'Until styled.' }],
      cssProperties: [{ name: '--pc-color-accent', default: '#1f3a32' }],
    });
    expect(quiz?.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'pc-quiz',
      declaration: { name: 'PcQuizElement', module: 'elements/pc-quiz.js' },
    });
    expect(quiz?.exports).toContainEqual({
      kind: 'js',
      name: 'PcQuizElement',
      declaration: { name: 'PcQuizElement', module: 'elements/pc-quiz.js' },
    });
  });
});

/** The element's own source files (not its tests), under its registration's folder. */
const sourcesOf = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'));

describe('the manifest names the events an element dispatches (issue 42: <pc-cart> said "Events: None")', () => {
  it('every element that navigates (useNavigation) lists pc-navigate', async () => {
    const metas = await readElementMetas();
    const navigating = discoverElements()
      .filter(({ file }) => sourcesOf(path.dirname(file)).some((source) => source.includes('useNavigation(')))
      .map(({ tag }) => tag);
    expect(navigating).toContain('pc-cart');
    for (const tag of navigating) {
      const events = metas.find((meta) => meta.tag === tag)?.events ?? [];
      expect(
        events.map((event) => event.name),
        tag,
      ).toContain('pc-navigate');
    }
  });
});
