// The opening questions (spec §2 Quiz screen: the optional name question comes first). Group
// 'you'; the gift quiz serves them as 'them' (see questionsFor in catalogue.ts).
import type { Question } from '@pc/shared/contract';
import { RELATIONSHIP } from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion } from './define.ts';
import type { QuestionMessages } from './messages/index.ts';

/**
 * The contract's Question.type has no free-text kind ('number' | 'slider' | 'cologne' |
 * 'options'), so the name question is 'options' with no options: the quiz element treats an
 * question of type text, typed by the shopper (model/answers.ts isFreeText). spec §5: trimmed, empty
 * allowed; spec §9: 25 characters.
 */
const name = (m: QuestionMessages) =>
  defineQuestion({
    code: 'name',
    text: { default: m.nameText, gift: m.nameTextGift },
    subtext: m.nameSubtext,
    group: 'you',
    type: 'text',
  });

/**
 * Gift quiz only, group 'them'. spec §4: 0 or 2 reveal sweat_level, bo_level and cologne, so 0 and
 * 2 are the two people a giver shares a bathroom with.
 */
const relationship = (m: QuestionMessages) =>
  defineQuestion({
    code: 'relationship',
    text: { default: m.relationshipText },
    subtext: m.relationshipSubtext,
    group: 'them',
    options: defineOptions('relationship', [
      { value: RELATIONSHIP.partner, text: m.relationshipPartner },
      { value: RELATIONSHIP.parent, text: m.relationshipParent },
      { value: RELATIONSHIP.livesWith, text: m.relationshipLivesWith },
      { value: RELATIONSHIP.friend, text: m.relationshipFriend },
      { value: RELATIONSHIP.someoneElse, text: m.relationshipSomeoneElse },
    ]),
  });

/** spec §5: numeric, 0..120, placeholder 'Enter Age' (the element's). */
const age = (m: QuestionMessages) =>
  defineQuestion({
    code: 'age',
    text: { default: m.ageText, gift: m.ageTextGift },
    subtext: m.ageSubtext,
    group: 'you',
    type: 'number',
  });

/** The opening questions in the words of `m`. */
export const youQuestions = (m: QuestionMessages): Question[] => [name(m), relationship(m), age(m)];
