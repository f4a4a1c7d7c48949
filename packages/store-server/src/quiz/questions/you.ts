// The opening questions (spec §2 Quiz screen: the optional name question comes first). Group
// 'you'; the gift quiz serves them as 'them' (see questionsFor in catalogue.ts).
import type { Question } from '@pc/shared/contract';
import { RELATIONSHIP } from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion } from './define.ts';

/**
 * The contract's Question.type has no free-text kind ('number' | 'slider' | 'cologne' |
 * 'options'), so the name question is 'options' with no options: the quiz element treats an
 * question of type text, typed by the shopper (model/answers.ts isFreeText). spec §5: trimmed, empty
 * allowed; spec §9: 25 characters.
 */
export const name = defineQuestion({
  code: 'name',
  text: { default: "What's your first name?", gift: "What's their first name?" },
  subtext: 'Optional. We put it on your results.',
  group: 'you',
  type: 'text',
});

/**
 * Gift quiz only, group 'them'. spec §4: 0 or 2 reveal sweat_level, bo_level and cologne, so 0 and
 * 2 are the two people a giver shares a bathroom with.
 */
export const relationship = defineQuestion({
  code: 'relationship',
  text: { default: 'Who is the gift for?' },
  subtext: 'We only ask the personal questions when you know them that well.',
  group: 'them',
  options: defineOptions('relationship', [
    { value: RELATIONSHIP.partner, text: 'My partner' },
    { value: RELATIONSHIP.parent, text: 'My parent' },
    { value: RELATIONSHIP.livesWith, text: 'Someone I live with' },
    { value: RELATIONSHIP.friend, text: 'A friend' },
    { value: RELATIONSHIP.someoneElse, text: 'A colleague or someone else' },
  ]),
});

/** spec §5: numeric, 0..120, placeholder 'Enter Age' (the element's). */
export const age = defineQuestion({
  code: 'age',
  text: { default: 'How old are you?', gift: 'How old are they?' },
  subtext: 'Skin changes with age; so do our formulas.',
  group: 'you',
  type: 'number',
});

export const youQuestions: readonly Question[] = [name, relationship, age];
