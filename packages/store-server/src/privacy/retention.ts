import type { Queryable } from '../db/db.ts';

// issue 39 item 6 (docs/decisions/0150): what the store holds of a shopper who bought nothing is kept
// for a bounded time. A survey log no order line names, last changed more than the retention ago,
// loses its email (spec §7 survey_results: saved or captured) and the name answered (in its saved
// answers and its summary); its other answers and its recommendation stay, for the shop's figures,
// tied to no one. Run by the store's one background worker (giftCards/eGiftMailer.ts, given it by app.ts),
// at most hourly.

/** PC_RETENTION_DAYS' default: 13 months, CNIL's longest for audience measurement, and a month's grace. */
export const DEFAULT_RETENTION_DAYS = 395;

export class RetentionSettingError extends Error {
  override name = 'RetentionSettingError';
}

/** PC_RETENTION_DAYS: a whole number of days, at least 1; unset: 395. */
export const parseRetentionDays = (value: string | undefined): number => {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(text);
  if (!Number.isSafeInteger(days) || days < 1)
    throw new RetentionSettingError(
      `PC_RETENTION_DAYS must be a whole number of days, at least 1, not "${text}"`,
    );
  return days;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The name question's code (spec §3): its answer is the shopper's (or the gift's recipient's) name. */
const WITHOUT_NAME = (answers: string) =>
  `COALESCE((SELECT jsonb_agg(a) FROM jsonb_array_elements(${answers}) a WHERE a->>'questionCode' <> 'name'), '[]'::jsonb)`;

/**
 * The SET of an anonymised survey log (`s`), `$2` its instant: no email, no name answered, in its
 * saved answers and its summary. Retention and a shopper's erasure (dataRights.ts) both apply it.
 */
export const ANONYMISED_LOG = `email = NULL,
            answers = ${WITHOUT_NAME('s.answers')},
            summary = CASE WHEN s.summary IS NULL THEN NULL
                           ELSE jsonb_set(s.summary, '{answers}', ${WITHOUT_NAME("s.summary->'answers'")}) END,
            anonymised_at = $2::timestamptz`;

/** Anonymises the survey logs past the retention that no order holds; answers how many. */
export const anonymiseStaleSurveyLogs = async (db: Queryable, now: Date, days: number): Promise<number> => {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const rows = await db.query<{ id: string }>(
    `UPDATE survey_logs s
        SET ${ANONYMISED_LOG}
      WHERE s.anonymised_at IS NULL
        AND s.updated_at < $1::timestamptz
        AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.survey_log_id = s.id)
      RETURNING s.id`,
    [cutoff, now.toISOString()],
  );
  return rows.length;
};

/**
 * The report's events (insight_events) and the cross-sell choices (cross_sell_events) that `which`
 * picks (SQL over the row `e`, with `params`) lose their session: the shop's figures keep counting
 * them, tied to no one (decision 0164). Retention and a shopper's erasure both apply it.
 */
export const detachEvents = async (db: Queryable, which: string, params: unknown[]): Promise<void> => {
  for (const table of ['insight_events', 'cross_sell_events'])
    await db.query(
      `UPDATE ${table} e SET session_id = NULL WHERE e.session_id IS NOT NULL AND ${which}`,
      params,
    );
};

/**
 * Events past the retention of a session that placed no order lose their session (decision 0164), as
 * its survey logs lose their email and name (above).
 */
export const detachStaleEvents = (db: Queryable, now: Date, days: number): Promise<void> =>
  detachEvents(
    db,
    'e.created_at < $1::timestamptz AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.session_id = e.session_id)',
    [new Date(now.getTime() - days * DAY_MS).toISOString()],
  );

/**
 * The data-rights links past their 24 hours lose the address they stood for (decision 0164): a link
 * used to erase shows until then that nothing is held; after, nothing needs the address.
 */
export const forgetEndedLinks = async (db: Queryable, now: Date): Promise<void> => {
  await db.query(
    `UPDATE data_rights_requests SET email = '', link = '' WHERE expires_at <= $1::timestamptz AND email <> ''`,
    [now.toISOString()],
  );
};

/** How often the worker anonymises what is past the retention: the work is one bounded UPDATE. */
const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** The retention as the mail worker's work (giftCards/eGiftMailer.ts `alsoEachRound`): at most hourly. */
export const retentionWork = (db: Queryable, days: number, info: (message: string) => void) => {
  let doneAt = Number.NEGATIVE_INFINITY;
  return async (now: Date): Promise<number> => {
    if (now.getTime() - doneAt < RETENTION_EVERY_MS) return 0;
    const anonymised = await anonymiseStaleSurveyLogs(db, now, days);
    await detachStaleEvents(db, now, days);
    await forgetEndedLinks(db, now);
    doneAt = now.getTime();
    if (anonymised > 0) info(`retention: ${anonymised} survey logs past ${days} days anonymised`);
    return 0;
  };
};
