import { COLOGNE_MAX_LENGTH } from '@pc/shared/constants';
import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { isSearchable, suggestionAnswer } from './cologneSearch.ts';

// spec §5 / §9 cologne typeahead; the picked suggestion's answer in the quiz's words (decision 0219).
describe('the cologne typeahead', () => {
  it.each([
    ['ce', false],
    ['  ce  ', false],
    ['ced', true],
  ])('asks the server for %j: %s (spec §5: at least 3 characters)', (text, searchable) => {
    expect(isSearchable(text)).toBe(searchable);
  });

  it.each([
    [en, 'Cedar 3 by Atelier Lune'],
    [es, 'Cedar 3 de Atelier Lune'],
  ])('answers a picked suggestion as its name and brand: %#', (m, answer) => {
    expect(suggestionAnswer({ id: '3', name: 'Cedar 3', brand: 'Atelier Lune' }, m)).toBe(answer);
  });

  it('keeps the answer within the cologne answer’s length (spec §9)', () => {
    const long = { id: '1', name: 'N'.repeat(COLOGNE_MAX_LENGTH), brand: 'Brand' };
    expect(suggestionAnswer(long, en)).toHaveLength(COLOGNE_MAX_LENGTH);
  });
});
