import { describe, expect, it } from 'vitest';
import en from '../messages/dialogs/en-US.ts';
import es from '../messages/dialogs/es-US.ts';
import { subProduct } from '../test/resultsFixture.ts';
import { moreInfoSections } from './moreInfo.ts';

describe("moreInfoSections (spec §2 Results: the 'more info' modal)", () => {
  it('"Your Formula, Formulated By, Made With …, Your Product Is, Smells Like, Formulated In", in that order', () => {
    expect(moreInfoSections(subProduct(), en).map((section) => section.title)).toEqual([
      'Your Formula',
      'Formulated By',
      'Made With',
      'Your Product Is',
      'Smells Like',
      'Formulated In',
    ]);
  });

  it('in es-US, the same sections in its words', () => {
    expect(moreInfoSections(subProduct(), es).map((section) => section.title)).toEqual([
      'Tu fórmula',
      'Formulado por',
      'Hecho con',
      'Tu producto es',
      'Huele a',
      'Formulado en',
    ]);
  });

  it('Made With carries the full ingredients for the more/less toggle', () => {
    const madeWith = moreInfoSections(subProduct(), en).find((section) => section.id === 'madeWith');
    expect(madeWith).toEqual({
      id: 'madeWith',
      title: 'Made With',
      text: 'Aloe, glycerin',
      fullIngredients: 'Water, aloe, glycerin, cocamidopropyl betaine',
    });
  });

  it.each([
    ['category cologne', subProduct({ category: 'cologne', name: 'Work' })],
    ['a cologne by name', subProduct({ category: 'scent', name: 'Play Cologne' })],
  ])('"For cologne, made-with, made-without and formulated-in are hidden" (%s)', (_, cologne) => {
    expect(moreInfoSections(cologne, en).map((section) => section.title)).toEqual([
      'Your Formula',
      'Formulated By',
      'Smells Like',
    ]);
  });

  it('an empty section is left out; Made With shows for full ingredients alone', () => {
    const sparse = subProduct({
      formula: '',
      smellsLike: ' ',
      madeWith: '',
      createdBy: '',
      madeWo: '',
      formulatedIn: '',
    });
    expect(moreInfoSections(sparse, en).map((section) => section.id)).toEqual(['madeWith']);
    expect(moreInfoSections({ ...sparse, fullIngredients: '' }, en)).toEqual([]);
  });
});
