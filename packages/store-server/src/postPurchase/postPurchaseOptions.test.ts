import { describe, expect, it } from 'vitest';
import {
  isOptionPath,
  optionId,
  optionPathName,
  optionsIn,
  POST_PURCHASE_OPTIONS,
} from './postPurchaseOptions.ts';

// spec §3 Post-purchase option, §7 post_purchase/options and events; docs/decisions/0037: at least 8 top-level
// options, at least 100 creator or show names in all, a few with accents.

const all = POST_PURCHASE_OPTIONS.flatMap((option) => [option, ...option.children]);

describe('POST_PURCHASE_OPTIONS', () => {
  it('has the channels decision 0037 names at the top', () => {
    expect(POST_PURCHASE_OPTIONS.length).toBeGreaterThanOrEqual(8);
    expect(POST_PURCHASE_OPTIONS.map((option) => option.id)).toEqual(
      expect.arrayContaining([
        'podcast',
        'instagram',
        'tiktok',
        'youtube',
        'friend',
        'search',
        'tv',
        'other',
      ]),
    );
  });

  it('has at least 100 names beneath, some with accents, each id unique and at most 64 characters', () => {
    const children = POST_PURCHASE_OPTIONS.flatMap((option) => option.children);
    const creatorsAndShows = POST_PURCHASE_OPTIONS.filter((option) =>
      ['podcast', 'instagram', 'tiktok', 'youtube', 'tv'].includes(option.id),
    ).flatMap((option) => option.children);
    expect(creatorsAndShows.length).toBeGreaterThanOrEqual(100);
    expect(children.map((child) => child.name)).toEqual(
      expect.arrayContaining(['Chloé Ting', 'Joël Robuchon']),
    );
    expect(
      children.filter((child) => child.name.normalize('NFD') !== child.name).length,
    ).toBeGreaterThanOrEqual(5);
    const ids = all.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]{1,64}$/);
  });

  it('leaves some channels without children (choosing them closes the survey, spec §4)', () => {
    expect(
      POST_PURCHASE_OPTIONS.filter((option) => option.children.length === 0).map((option) => option.id),
    ).toContain('other');
  });
});

describe('optionId', () => {
  it.each([
    ['Chloé Ting', 'chloe-ting'],
    ['Joël Robuchon', 'joel-robuchon'],
    ['Conan O’Brien Needs a Friend', 'conan-o-brien-needs-a-friend'],
    ['Jeopardy!', 'jeopardy'],
    ['Rhett & Link', 'rhett-link'],
  ])('%s → %s', (name, id) => expect(optionId(name)).toBe(id));
});

describe('isOptionPath', () => {
  it.each([
    [['podcast'], true],
    [['podcast', 'podcast-huberman-lab'], true],
    [['instagram', 'instagram-chloe-ting'], true],
    [['other'], true],
    [[], false],
    [['podcast-huberman-lab'], false],
    [['instagram', 'podcast-huberman-lab'], false],
    [['podcast', 'podcast-huberman-lab', 'x'], false],
    [['nowhere'], false],
  ])('%j → %s', (results, expected) => expect(isOptionPath(results)).toBe(expected));
});

describe('optionPathName', () => {
  it.each([
    [['podcast'], 'Podcast'],
    [['podcast', 'podcast-huberman-lab'], 'Podcast › Huberman Lab'],
    [['friend', 'friend-a-coworker'], 'A friend › A coworker'],
    // an id the tree no longer holds is shown as it is
    [['radio'], 'radio'],
  ])('%j → %s', (path, name) => {
    expect(optionPathName(path)).toBe(name);
  });
});

// issue 43, decision 0215: the tree in the page's language, its ids unchanged.
describe('optionsIn', () => {
  const flat = (tree: typeof POST_PURCHASE_OPTIONS) => tree.flatMap((option) => [option, ...option.children]);
  const es = optionsIn('es-US');

  it('is the tree itself in en-US', () => {
    expect(optionsIn('en-US')).toBe(POST_PURCHASE_OPTIONS);
  });

  it('keeps every id, in the same places, in es-US', () => {
    expect(flat(es).map((option) => option.id)).toEqual(all.map((option) => option.id));
  });

  it.each([
    [['friend'], 'Un amigo'],
    [['friend', 'friend-a-friend-or-family-member'], 'Un amigo › Un amigo o familiar'],
    [['friend', 'friend-a-coworker'], 'Un amigo › Un compañero de trabajo'],
    [['friend', 'friend-a-gift-i-received'], 'Un amigo › Un regalo que recibí'],
    [['search'], 'Buscador'],
    [['search', 'search-google'], 'Buscador › Google'],
    [['email'], 'Correo o boletín'],
    [['other'], 'Otro'],
    // names are names in every language
    [['podcast', 'podcast-huberman-lab'], 'Podcast › Huberman Lab'],
    [['tv'], 'TV'],
  ])('names %j %s in es-US', (path, name) => {
    expect(optionPathName(path, es)).toBe(name);
  });

  it('leaves no English word of en-US among the es-US names', () => {
    const words = [
      'A friend',
      'Search engine',
      'Email or newsletter',
      'Other',
      'A coworker',
      'A gift I received',
    ];
    expect(flat(es).filter((option) => words.includes(option.name))).toEqual([]);
  });
});
