import type { Queryable } from '../db/db.ts';
import { moveCompleteLogs } from '../quiz/handedOffLogs.ts';
import { ensureSession } from '../session/sessionRepository.ts';
import { insertLine, listCart } from './cartRepository.ts';
import { carriedQuantities, linesToCarry } from './handOffCarryRules.ts';

/**
 * docs/decisions/0145: what a redeemed hand-off code brings from the host page's session `from` into
 * the browser's own session `to` (inside the caller's transaction): the host cart's lines as
 * handOffCarryRules.ts says, and its completed survey logs. Nothing else moves (coupons, gift cards
 * applied, QA switches), and nothing is written to `from` but what leaves it: its holder learns
 * nothing of what the shopper does next.
 */
export const carryHandOff = async (tx: Queryable, from: string, to: string): Promise<void> => {
  await ensureSession(tx, to);
  // The browser's session locked, as every cart write does (cartRepository.ts addCartLines).
  await tx.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [to]);
  const [mark] = await tx.query<{ quantities: Record<string, number> }>(
    'SELECT quantities FROM session_hand_off_carried WHERE source_session_id = $1 AND target_session_id = $2',
    [from, to],
  );
  const source = (await listCart(tx, from)).items;
  const target = (await listCart(tx, to)).items;
  const carried = new Map(Object.entries(mark?.quantities ?? {}));
  for (const { line, add } of linesToCarry(target, source, carried)) await insertLine(tx, to, line, add);
  await moveCompleteLogs(tx, from, to);
  await tx.query(
    `INSERT INTO session_hand_off_carried (source_session_id, target_session_id, quantities)
     VALUES ($1, $2, $3::text::jsonb)
     ON CONFLICT (source_session_id, target_session_id)
     DO UPDATE SET quantities = EXCLUDED.quantities, carried_at = now()`,
    [from, to, JSON.stringify(Object.fromEntries(carriedQuantities(source)))],
  );
};
