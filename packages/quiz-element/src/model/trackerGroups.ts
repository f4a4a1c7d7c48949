// spec §2 Quiz screen: the tracker bar shows the group labels; spec §3 Question.group is one of
// body, scent, face, hair, you, them.
import type { Question, QuestionGroup } from '@pc/shared/contract';

/** What the tracker bar calls each group (shown in capitals by the stylesheet). */
export const GROUP_LABELS: Readonly<Record<QuestionGroup, string>> = {
  you: 'You',
  them: 'Them',
  body: 'Body',
  face: 'Face',
  hair: 'Hair',
  scent: 'Scent',
};

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
