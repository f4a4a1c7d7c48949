import * as v from 'valibot';
import { AGE_MAX } from '../constants.ts';
import { QuizType } from '../contract/quiz.ts';

/**
 * spec §5 quiz age: numeric; above 120 becomes 120; zero or below becomes empty; anything that is not
 * a number becomes empty. Fractions are cut to whole years.
 */
export function clampAge(input: string): string {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  const age = Math.trunc(Number(trimmed));
  if (!Number.isFinite(age) || age <= 0) return '';
  return String(Math.min(age, AGE_MAX));
}

/** spec §5: quiz type must be self or gift. */
export function isQuizType(value: unknown): value is QuizType {
  return v.is(QuizType, value);
}

/** spec §5: a progress value must be 0 to 100 (inclusive). */
export function isProgress(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}
