import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELEMENT_FILES, type ElementTag } from '../packages/shared/src/element/tags.ts';
import { DEFAULT_LOCALE, LOCALES } from '../packages/shared/src/i18n/locale.ts';
import { argumentsOf, catalogFolders, compiledFolder, elementCatalogs, readCatalog } from './messages.ts';

// docs/decisions/0210: every package's catalogs say the same messages in every locale, with the same
// arguments, and their compiled modules are what `npm run messages` writes from them.
const folders = catalogFolders();

/**
 * Words Spanish writes as English does (a brand, a code, 'Webhooks', the term Spanish admin screens
 * use too): a message of es-US may equal en-US only here.
 */
const SAME_IN_SPANISH = new Set<string>(['OK', 'Subtotal', 'Total', 'Webhooks']);

describe('the message catalogs', () => {
  it('are found', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  // issue 43 item 1: the demo's views (demo/src/messages) and its chat's part are checked and compiled too.
  it('are found in the demo as in the packages', () => {
    const relative = folders.map((folder) => path.relative(path.join(import.meta.dirname, '..'), folder));
    expect(relative).toEqual(expect.arrayContaining(['demo/src/messages', 'demo/src/messages/chat']));
  });

  describe.each(folders.map((folder) => [path.relative(process.cwd(), folder), folder]))(
    '%s',
    (_name, folder) => {
      const english = readCatalog(folder, DEFAULT_LOCALE);
      it.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))(
        '%s: the same messages, each with the same arguments, none left in English',
        (locale) => {
          const other = readCatalog(folder, locale);
          expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
          for (const [id, message] of Object.entries(english)) {
            expect([...argumentsOf(other[id]!)].sort(), id).toEqual([...argumentsOf(message)].sort());
            if (!SAME_IN_SPANISH.has(message)) expect(other[id], `${id} is still English`).not.toBe(message);
          }
        },
      );

      it('compiled: each module as `npm run messages` writes it', () => {
        for (const [file, text] of compiledFolder(folder))
          expect(readFileSync(file, 'utf8'), file).toBe(text);
      });
    },
  );

  const named = (Object.keys(ELEMENT_FILES) as ElementTag[]).flatMap((tag) => {
    const catalog = elementCatalogs(tag);
    return catalog ? [catalog] : [];
  });

  it('each element’s catalogs are defined under the name its docs page gives its ids (the tag without pc-)', () => {
    expect(named.length).toBeGreaterThan(0);
    for (const { name, folders } of named)
      for (const folder of folders)
        expect(readFileSync(path.join(folder, 'index.ts'), 'utf8'), folder).toContain(
          `defineCatalog('${name}', `,
        );
  });

  // A part's catalog (`messages/<part>/`, the texts of a chunk loaded on the way) shares the element's
  // ids: each id is in one of them, so an author's override and the docs page name one text.
  it('an element’s catalogs hold each id once', () => {
    expect(named.some(({ folders }) => folders.length > 1)).toBe(true);
    for (const { name, folders } of named) {
      const ids = folders.flatMap((folder) => Object.keys(readCatalog(folder, DEFAULT_LOCALE)));
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        name,
      ).toEqual([]);
    }
  });

  it('argumentsOf: a message’s arguments and which are numbers', () => {
    expect([...argumentsOf('Hi {name}, {count, plural, one {# item} other {# items in {place}}}')]).toEqual([
      ['name', 'string'],
      ['count', 'number'],
      ['place', 'string'],
    ]);
    expect([...argumentsOf('{gender, select, female {she} other {they}} paid {total, number}')]).toEqual([
      ['gender', 'string'],
      ['total', 'number'],
    ]);
  });
});
