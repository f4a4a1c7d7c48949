import { describe, expect, it } from 'vitest';
import { clampAge, isProgress, isQuizType } from './quizFields.ts';

describe('clampAge (spec §5 quiz age)', () => {
  it.each([
    ['empty stays empty', '', ''],
    ['a plain age', '34', '34'],
    ['the maximum', '120', '120'],
    ['above 120 becomes 120', '121', '120'],
    ['far above', '99999', '120'],
    ['zero becomes empty', '0', ''],
    ['below zero becomes empty', '-5', ''],
    ['not a number becomes empty', 'abc', ''],
    ['partly numeric becomes empty', '12abc', ''],
    ['spaces around', ' 42 ', '42'],
    ['leading zero', '042', '42'],
    ['fraction cut to whole years', '25.7', '25'],
    ['fraction below one becomes empty', '0.5', ''],
    ['only spaces becomes empty', '   ', ''],
    ['Infinity becomes empty', 'Infinity', ''],
  ])('%s: %j → %j', (_, input, expected) => {
    expect(clampAge(input)).toBe(expected);
  });
});

describe('isQuizType (spec §5: self or gift)', () => {
  it.each([
    ['self', true],
    ['gift', true],
    ['Self', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isQuizType(value)).toBe(expected);
  });
});

describe('isProgress (spec §5: 0 to 100)', () => {
  it.each([
    [0, true],
    [55.5, true],
    [100, true],
    [-0.1, false],
    [100.1, false],
    [Number.NaN, false],
    ['50', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isProgress(value)).toBe(expected);
  });
});
