-- spec §3 Quiz and Quiz summary, spec §4 Continuation and Completion: one survey log per quiz a
-- session takes. A draft holds the saved progress (so a reload resumes); POST /crafting completes it
-- with the summary and its recommendation. The exact schema is described for readers in
-- src/surveys/surveyLogRepository.ts. Deleting the session (QA reset) deletes its logs.
CREATE TABLE survey_logs (
  -- spec §9 random id, length 10 (@pc/shared randomId)
  id text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  quiz_type text NOT NULL CHECK (quiz_type IN ('self', 'gift')),
  -- the quiz version the answers were given in (spec §3 Quiz.version)
  version integer NOT NULL CHECK (version >= 0),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'complete')),
  -- spec §4 Continuation: an older log asked again, for the questions added since
  continuation boolean NOT NULL DEFAULT false,
  -- the question codes a continuation asks (jsonb array); [] for an ordinary quiz
  continuation_questions jsonb NOT NULL DEFAULT '[]',
  -- saved progress: [{questionCode, value (null = cleared), otherText?}]
  answers jsonb NOT NULL DEFAULT '[]',
  -- spec §5: 0 to 100
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  -- the posted spec §3 Quiz summary (a continuation's: merged with its earlier answers)
  summary jsonb,
  -- src/quiz/recommendations.ts recommend(summary)
  recommendation jsonb,
  -- written by the results side (spec §7 POST v2/survey_results)
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  -- A log is complete exactly when it holds its summary, recommendation and completion time.
  CONSTRAINT survey_logs_complete_fields CHECK (
    (status = 'complete') = (summary IS NOT NULL AND recommendation IS NOT NULL AND completed_at IS NOT NULL)
  ),
  CONSTRAINT survey_logs_continuation_questions CHECK (continuation OR continuation_questions = '[]'::jsonb)
);

-- One ordinary draft per session and quiz type: progress saves upsert it.
CREATE UNIQUE INDEX survey_logs_one_draft ON survey_logs (session_id, quiz_type)
  WHERE status = 'draft' AND NOT continuation;

CREATE INDEX survey_logs_session ON survey_logs (session_id, quiz_type, status);
