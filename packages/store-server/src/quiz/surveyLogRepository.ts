// survey_logs (db/migrations/003_survey_logs.sql): one row per quiz a session takes.
//
//   id                      text PK      10-character random id (spec §9), the survey_log_id of results
//   session_id              text         → sessions(id) ON DELETE CASCADE (QA reset forgets the logs)
//   quiz_type               text         'self' | 'gift'
//   version                 integer      quiz version the answers were given in
//   status                  text         'draft' | 'complete'
//   continuation            boolean      spec §4 Continuation: an older log asked the new questions
//   continuation_questions  jsonb        QuestionCode[] a continuation asks; [] otherwise
//   answers                 jsonb        saved progress: [{questionCode, value: string|null, otherText?}]
//   progress                integer      0..100 (spec §5)
//   started_at              timestamptz|null  the first selection, by the browser's clock (decision 0165)
//   summary                 jsonb|null   the posted spec §3 Quiz summary (contract QuizSummary);
//                                        a continuation's holds its earlier answers too
//   recommendation          jsonb|null   quiz/recommendations.ts Recommendation: recommend(summary)
//   email                   text|null    written by the results side (spec §7 v2/survey_results)
//   created_at, updated_at, completed_at timestamptz (completed_at null while a draft)
//
// Invariants: summary, recommendation and completed_at are set exactly when status = 'complete';
// at most one ordinary (non-continuation) draft per session and quiz type.

import type { ProgressAnswer, QuestionCode, QuizSummary, QuizType } from '@pc/shared/contract';
import { randomId } from '@pc/shared/format';
import type { Queryable } from '../db/db.ts';
import { keptRead } from '../db/readCache.ts';
import type { Recommendation } from './recommendations.ts';

export type SurveyStatus = 'draft' | 'complete';

export interface SurveyLog {
  id: string;
  sessionId: string;
  quizType: QuizType;
  version: number;
  status: SurveyStatus;
  continuation: boolean;
  continuationQuestions: QuestionCode[];
  answers: ProgressAnswer[];
  progress: number;
  /** spec §4: when the first selection started the timer (decision 0165); null: not started. */
  startedAt: Date | null;
  summary: QuizSummary | null;
  recommendation: Recommendation | null;
  email: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
}

interface SurveyLogRow {
  id: string;
  session_id: string;
  quiz_type: QuizType;
  version: number;
  status: SurveyStatus;
  continuation: boolean;
  continuation_questions: QuestionCode[];
  answers: ProgressAnswer[];
  progress: number;
  started_at: Date | string | null;
  summary: QuizSummary | null;
  recommendation: Recommendation | null;
  email: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  completed_at: Date | string | null;
}

const COLUMNS = `id, session_id, quiz_type, version, status, continuation, continuation_questions, answers,
  progress, started_at, summary, recommendation, email, created_at, updated_at, completed_at`;

const toLog = (row: SurveyLogRow): SurveyLog => ({
  id: row.id,
  sessionId: row.session_id,
  quizType: row.quiz_type,
  version: Number(row.version),
  status: row.status,
  continuation: row.continuation,
  continuationQuestions: row.continuation_questions,
  answers: row.answers,
  progress: Number(row.progress),
  startedAt: row.started_at === null ? null : new Date(row.started_at),
  summary: row.summary,
  recommendation: row.recommendation,
  email: row.email,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
  completedAt: row.completed_at === null ? null : new Date(row.completed_at),
});

/** A lone UTF-16 surrogate: JSON.stringify escapes it as \\udXXX, which PostgreSQL's jsonb refuses. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A jsonb parameter; lone surrogates become U+FFFD, as they do in text columns (UTF-8). */
const json = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' ? item.replace(LONE_SURROGATE, '\ufffd') : item,
  );

/** A survey log by id, whoever owns it (the results side checks what it needs). */
export const findSurveyLog = async (db: Queryable, id: string): Promise<SurveyLog | null> => {
  const [row] = await db.query<SurveyLogRow>(`SELECT ${COLUMNS} FROM survey_logs WHERE id = $1`, [id]);
  return row ? toLog(row) : null;
};

/** This session's survey log by id; null when it does not exist or belongs to another session. */
export const findSessionLog = async (
  db: Queryable,
  sessionId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<SurveyLog | null> => {
  const [row] = await db.query<SurveyLogRow>(
    `SELECT ${COLUMNS} FROM survey_logs WHERE id = $1 AND session_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, sessionId],
  );
  return row ? toLog(row) : null;
};

/** What a quiz load needs of a session's logs of one type. */
export interface SessionQuizLogs {
  /** The open (draft) continuation, newest first if several. */
  continuation: SurveyLog | null;
  /** The ordinary draft: the saved progress. */
  draft: SurveyLog | null;
  /** The most recently completed log. */
  latestComplete: SurveyLog | null;
}

export const sessionQuizLogs = (
  db: Queryable,
  sessionId: string,
  quizType: QuizType,
): Promise<SessionQuizLogs> =>
  // Kept until the next write where this process is the database's only writer (db/readCache.ts).
  keptRead(db, `quiz-logs|${sessionId}|${quizType}`, () => readSessionQuizLogs(db, sessionId, quizType));

const readSessionQuizLogs = async (
  db: Queryable,
  sessionId: string,
  quizType: QuizType,
): Promise<SessionQuizLogs> => {
  const rows = await db.query<SurveyLogRow>(
    `SELECT ${COLUMNS} FROM survey_logs
     WHERE session_id = $1 AND quiz_type = $2 AND (
       status = 'draft' OR id = (
         SELECT id FROM survey_logs WHERE session_id = $1 AND quiz_type = $2 AND status = 'complete'
         ORDER BY completed_at DESC, created_at DESC, id LIMIT 1))
     ORDER BY created_at DESC, id`,
    [sessionId, quizType],
  );
  const logs = rows.map(toLog);
  return {
    continuation: logs.find((log) => log.status === 'draft' && log.continuation) ?? null,
    draft: logs.find((log) => log.status === 'draft' && !log.continuation) ?? null,
    latestComplete: logs.find((log) => log.status === 'complete') ?? null,
  };
};

/** The session's ordinary draft of a type, locked for the transaction's update. */
export const findDraftForUpdate = async (
  db: Queryable,
  sessionId: string,
  quizType: QuizType,
): Promise<SurveyLog | null> => {
  const [row] = await db.query<SurveyLogRow>(
    `SELECT ${COLUMNS} FROM survey_logs
     WHERE session_id = $1 AND quiz_type = $2 AND status = 'draft' AND NOT continuation FOR UPDATE`,
    [sessionId, quizType],
  );
  return row ? toLog(row) : null;
};

export interface ProgressInput {
  version: number;
  answers: readonly ProgressAnswer[];
  progress: number;
  /** spec §4: the first selection's instant (decision 0165); null: not started. */
  startedAt: Date | null;
}

/** Creates or replaces the session's ordinary draft of a type (the session row must exist). */
export const upsertDraft = async (
  db: Queryable,
  sessionId: string,
  quizType: QuizType,
  { version, answers, progress, startedAt }: ProgressInput,
): Promise<string> => {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO survey_logs (id, session_id, quiz_type, version, answers, progress, started_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7::timestamptz)
     ON CONFLICT (session_id, quiz_type) WHERE status = 'draft' AND NOT continuation
     DO UPDATE SET version = EXCLUDED.version, answers = EXCLUDED.answers, progress = EXCLUDED.progress,
       started_at = EXCLUDED.started_at, updated_at = now()
     RETURNING id`,
    [randomId(), sessionId, quizType, version, json(answers), progress, startedAt?.toISOString() ?? null],
  );
  return row!.id;
};

/** Replaces a draft's saved answers, progress and start. */
export const updateProgress = async (
  db: Queryable,
  id: string,
  { answers, progress, startedAt }: Omit<ProgressInput, 'version'>,
): Promise<void> => {
  await db.query(
    `UPDATE survey_logs SET answers = $2::jsonb, progress = $3, started_at = $4::timestamptz, updated_at = now()
     WHERE id = $1 AND status = 'draft'`,
    [id, json(answers), progress, startedAt?.toISOString() ?? null],
  );
};

export interface Completion {
  version: number;
  answers: readonly ProgressAnswer[];
  summary: QuizSummary;
  recommendation: Recommendation;
}

/** Marks a log complete with its summary and recommendation (spec §4 Completion). */
export const completeLog = async (db: Queryable, id: string, completion: Completion): Promise<void> => {
  await db.query(
    `UPDATE survey_logs SET status = 'complete', version = $2, answers = $3::jsonb, progress = 100,
       summary = $4::jsonb, recommendation = $5::jsonb, updated_at = now(), completed_at = now()
     WHERE id = $1`,
    [
      id,
      completion.version,
      json(completion.answers),
      json(completion.summary),
      json(completion.recommendation),
    ],
  );
};

/**
 * The session's log of this quiz completed with this very summary within the day, if any: a COMPLETE
 * sent again (its answer lost, the form resubmitted) is the same completion (docs/decisions/0129).
 */
export const findSameCompletion = async (
  db: Queryable,
  sessionId: string,
  quizType: QuizType,
  summary: unknown,
): Promise<string | null> => {
  const [row] = await db.query<{ id: string }>(
    `SELECT id FROM survey_logs
     WHERE session_id = $1 AND quiz_type = $2 AND status = 'complete' AND NOT continuation
       AND summary = $3::jsonb AND completed_at > now() - interval '24 hours'
     ORDER BY completed_at DESC LIMIT 1`,
    [sessionId, quizType, json(summary)],
  );
  return row?.id ?? null;
};

/** A log completed at once, for a summary posted without saved progress. Answers its id. */
export const insertCompleteLog = async (
  db: Queryable,
  sessionId: string,
  quizType: QuizType,
  completion: Completion,
): Promise<string> => {
  const id = randomId();
  await db.query(
    `INSERT INTO survey_logs (id, session_id, quiz_type, version, status, answers, progress, summary,
       recommendation, completed_at)
     VALUES ($1, $2, $3, $4, 'complete', $5::jsonb, 100, $6::jsonb, $7::jsonb, now())`,
    [
      id,
      sessionId,
      quizType,
      completion.version,
      json(completion.answers),
      json(completion.summary),
      json(completion.recommendation),
    ],
  );
  return id;
};

export interface ContinuationInput {
  quizType: QuizType;
  version: number;
  /** The earlier answers. */
  answers: readonly ProgressAnswer[];
  /** The questions the continuation asks. */
  questions: readonly QuestionCode[];
}

/**
 * Creates an open continuation for the session, replacing any open one (a session continues one
 * quiz at a time). The session row must exist. Answers its id.
 */
export const createContinuation = async (
  db: Queryable,
  sessionId: string,
  { quizType, version, answers, questions }: ContinuationInput,
): Promise<string> => {
  await db.query(
    `DELETE FROM survey_logs WHERE session_id = $1 AND quiz_type = $2 AND status = 'draft' AND continuation`,
    [sessionId, quizType],
  );
  const id = randomId();
  await db.query(
    `INSERT INTO survey_logs (id, session_id, quiz_type, version, continuation, continuation_questions, answers)
     VALUES ($1, $2, $3, $4, true, $5::jsonb, $6::jsonb)`,
    [id, sessionId, quizType, version, json(questions), json(answers)],
  );
  return id;
};
