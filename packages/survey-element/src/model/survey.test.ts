import { createFuzzySearch } from '@pc/shared/search';
import { describe, expect, it } from 'vitest';
import { surveyOptions } from '../test/surveyFixture.ts';
import { appendResult, followUpMatches, moveActive, opensFollowUp, readPageSurvey } from './survey.ts';

const podcast = surveyOptions()[0]!;

describe('appendResult (spec §4: choosing appends its id to the path of results)', () => {
  it.each([
    [[], 'podcast', ['podcast']],
    [['podcast'], 'morning-brew', ['podcast', 'morning-brew']],
  ])('%j + %s → %j', (path, id, next) => {
    expect(appendResult(path, { id })).toEqual(next);
    expect(path).not.toBe(next);
  });
});

describe('opensFollowUp (spec §4: no children closes; children open the follow-up)', () => {
  it.each([
    ['Podcast, with children', podcast, true],
    ['A friend, none', surveyOptions()[2]!, false],
  ])('%s → %s', (_, option, opens) => {
    expect(opensFollowUp(option)).toBe(opens);
  });
});

describe('followUpMatches (spec §5/§9 fuzzy 0.4, 3 characters, 50 results; decision 0040)', () => {
  const search = createFuzzySearch(podcast.children, ['name']);
  const names = (query: string) =>
    followUpMatches(podcast.children, search, query)!.map((child) => child.name);

  it.each([
    ['', ['Morning Brew', 'Café Crème Hour', 'Gym Talk', 'The Noël Show']],
    ['mo', ['Morning Brew', 'Café Crème Hour', 'Gym Talk', 'The Noël Show']],
    ['cafe creme', ['Café Crème Hour']],
    ['Noel', ['The Noël Show']],
    ['gym tlk', ['Gym Talk']],
    ['zzzzzz', []],
  ])('%j → %j', (query, expected) => {
    expect(names(query)).toEqual(expected);
  });

  it.each([
    ['', ['Morning Brew', 'Café Crème Hour', 'Gym Talk', 'The Noël Show']],
    ['  c ', ['Morning Brew', 'Café Crème Hour', 'Gym Talk', 'The Noël Show']],
    ['caf', null],
    ['cafe creme', null],
  ])('before the fuzzy search’s chunk has arrived (decision 0072): %j → %j', (query, expected) => {
    expect(followUpMatches(podcast.children, null, query)?.map((child) => child.name) ?? null).toEqual(
      expected,
    );
  });

  it('lists at most 50 children before the search starts', () => {
    const many = Array.from({ length: 70 }, (_, i) => ({ id: `c${i}`, name: `Creator ${i}`, children: [] }));
    expect(followUpMatches(many, createFuzzySearch(many, ['name']), '')).toHaveLength(50);
  });
});

describe('readPageSurvey (spec §2: the order id comes from survey data supplied by the page)', () => {
  const options = [{ id: 'tv', name: 'TV', children: [{ id: 'tv-x', name: 'X', children: [] }] }];
  it.each([
    [{ survey: { orderId: '1001' } }, { orderId: '1001', options: null }],
    // decision 0141: the options the store prints, so the modal is in the first view
    [{ survey: { orderId: '1001', options } }, { orderId: '1001', options }],
    [{ survey: { orderId: '1001', options: [] } }, { orderId: '1001', options: [] }],
    // not spec §3's tree: the element asks for the options itself
    [
      { survey: { orderId: '1001', options: [{ id: 'tv', name: 'TV' }] } },
      { orderId: '1001', options: null },
    ],
    [{ survey: { orderId: '1001', options: 'tv' } }, { orderId: '1001', options: null }],
    [{ survey: { orderId: 1001 } }, null],
    [{ survey: { orderId: 'abc' } }, null],
    [{ survey: {} }, null],
    [{ results: {} }, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (pageData, survey) => {
    expect(readPageSurvey(pageData)).toEqual(survey);
  });
});

describe('moveActive (WAI-ARIA APG combobox: arrows wrap, Home and End jump)', () => {
  it.each([
    ['ArrowDown', -1, 3, 0],
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowUp', -1, 3, 2],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', 2, 3, 1],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['ArrowDown', -1, 0, -1],
    ['a', 5, 3, 2],
  ])('%s from %i of %i → %i', (key, active, count, next) => {
    expect(moveActive(key, active, count)).toBe(next);
  });
});
