import type { Quiz, QuizPageData, QuizType } from '@pc/shared/contract';
import type { Locale } from '@pc/shared/locale';
import { isQuizType } from '@pc/shared/validation';
import type { Db } from '../db/db.ts';
import { recordInsightEvent } from '../insights/insightEvents.ts';
import type { PageDataResolver } from '../pages/pageRequest.ts';
import { sessionQuiz } from './sessionQuiz.ts';
import { sessionQuizLogs } from './surveyLogRepository.ts';

// Page data `{quiz, hideHair, hideScent}` for the quiz routes of @pc/shared/routes (docs/decisions/0024: the
// quiz's first view needs no request, and the server can render it).

/**
 * spec §7 GET quizzes/{quizType}: the quiz as this session has it, in the store's locale (PC_LOCALE,
 * decision 0210). The route and the page data both ask here.
 */
export const quizOfSession = async (
  db: Db,
  sessionId: string,
  quizType: QuizType,
  locale: Locale,
): Promise<Quiz> => sessionQuiz(quizType, await sessionQuizLogs(db, sessionId, quizType), locale);

/** spec §4: `hide_hair=y` / `hide_scent=y` in the page's query (the element applies them to the self quiz). */
const querySwitch = (url: string, name: string): boolean => {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#', 1)[0] : '';
  return new URLSearchParams(query).get(name) === 'y';
};

/**
 * The quiz of the route's `type` attribute (self or gift, spec §2 route table) for the session, with
 * the page's query switches, so the element starts from it without a request (docs/decisions/0024).
 */
export const quizPageData: PageDataResolver = async (
  { match, url, sessionId, serverNow },
  { db, locale },
) => {
  const type = match.attributes.type;
  if (!isQuizType(type)) return undefined;
  // The owner's quiz funnel counts the quiz pages shown (docs/decisions/0120).
  await recordInsightEvent(db, sessionId, { kind: 'quiz_viewed', quizType: type }, serverNow);
  const data: QuizPageData = {
    quiz: await quizOfSession(db, sessionId, type, locale),
    hideHair: querySwitch(url, 'hide_hair'),
    hideScent: querySwitch(url, 'hide_scent'),
  };
  return data;
};
