// spec §2 Quiz screen: the tracker bar shows the group labels; spec §3 Question.group is one of
// body, scent, face, hair, you, them.
import type { Question, QuestionGroup } from '@pc/shared/contract';
import type { QuizMessages } from '../messages/index.ts';

/** Each group's label in the catalog (messages/en-US.json, docs/decisions/0210). */
const GROUP_MESSAGES = {
  you: 'groupYou',
  them: 'groupThem',
  body: 'groupBody',
  face: 'groupFace',
  hair: 'groupHair',
  scent: 'groupScent',
} as const satisfies Record<QuestionGroup, keyof QuizMessages>;

/** What the tracker bar calls a group (shown in capitals by the stylesheet), in the messages `m`. */
export const groupLabel = (
  group: QuestionGroup,
  m: Pick<QuizMessages, (typeof GROUP_MESSAGES)[QuestionGroup]>,
): string => m[GROUP_MESSAGES[group]];

/**
 * The groups of the visible questions, each once, in the order their first visible question comes.
 * A group whose questions are all hidden (hide_hair=y, hide_scent=y) has no label.
 */
export function trackerGroups(questions: readonly Question[]): QuestionGroup[] {
  const groups: QuestionGroup[] = [];
  for (const question of questions) {
    if (question.visible && !groups.includes(question.group)) groups.push(question.group);
  }
  return groups;
}
