import type { Queryable } from '../db/db.ts';

/**
 * docs/decisions/0145: a hand-off moves the host session's completed survey logs into the browser's own
 * session, so the store's results page is the shopper's (they may add its tailored order, decision
 * 0044) and the host session's token no longer writes to them. Drafts stay with the host page, whose
 * quiz they resume. Answers the ids moved.
 */
export const moveCompleteLogs = async (tx: Queryable, from: string, to: string): Promise<string[]> => {
  const moved = await tx.query<{ id: string }>(
    `UPDATE survey_logs SET session_id = $2 WHERE session_id = $1 AND status = 'complete' RETURNING id`,
    [from, to],
  );
  return moved.map((row) => row.id);
};
