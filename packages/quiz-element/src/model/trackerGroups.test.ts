import { describe, expect, test } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { answeredQuiz, question } from '../test/quizFixture.ts';
import { groupLabel, trackerGroups } from './trackerGroups.ts';

describe('trackerGroups (spec §2: the tracker bar shows the group labels of visible questions)', () => {
  test('each group once, in question order', () => {
    const questions = [
      question('name', { group: 'you' }),
      question('deo_freq', { group: 'body' }),
      question('age', { group: 'you' }),
      question('face_type', { group: 'face' }),
    ];
    expect(trackerGroups(questions)).toEqual(['you', 'body', 'face']);
  });

  test('a group whose questions are all hidden has no label', () => {
    const questions = [
      question('name', { group: 'you' }),
      question('hair_type', { group: 'hair', visible: false }),
    ];
    expect(trackerGroups(questions)).toEqual(['you']);
  });

  const rows = [
    {
      rule: 'spec §4: hide_hair=y removes the hair group (self quiz)',
      hideHair: true,
      hideScent: false,
      absent: 'hair',
    },
    {
      rule: 'spec §4: hide_scent=y removes the scent group (self quiz)',
      hideHair: false,
      hideScent: true,
      absent: 'scent',
    },
  ] as const;
  test.each(rows)('$rule', ({ hideHair, hideScent, absent }) => {
    const groups = trackerGroups(
      answeredQuiz(
        { hair_type: 'wavy', fragrance_knowledge: '1' },
        { quizType: 'self', hideHair, hideScent },
      ),
    );
    expect(groups).not.toContain(absent);
    expect(groups).toContain('body');
  });
});

describe('groupLabel (spec §2: the tracker bar’s group labels, from the catalog)', () => {
  test.each([
    ['you', 'You', 'Tú'],
    ['them', 'Them', 'Para quién'],
    ['body', 'Body', 'Cuerpo'],
    ['face', 'Face', 'Rostro'],
    ['hair', 'Hair', 'Cabello'],
    ['scent', 'Scent', 'Aroma'],
  ] as const)('%s: %j, %j', (group, english, spanish) => {
    expect(groupLabel(group, en)).toBe(english);
    expect(groupLabel(group, es)).toBe(spanish);
  });
});
