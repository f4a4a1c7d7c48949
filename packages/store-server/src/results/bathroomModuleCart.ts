import type { BathroomModule } from '@pc/shared/contract';
import { addCartLines } from '../cart/cartRepository.ts';
import { oneTailoredOrder } from '../cart/oneTailoredOrder.ts';
import type { Db, Queryable } from '../db/db.ts';
import { bathroomModule, bathroomModuleLines } from './bathroomModule.ts';
import { essentialItemsOfLog } from './bathroomPageData.ts';
import { completeLogOf, ownCompleteLogOf } from './resultsLogRepository.ts';

// spec §2 Results "Bathroom module", spec §7 GET and POST survey_results/{id}/bathroom_module.

/** GET: the module of a complete survey log at `now` (readable by whoever holds the results link). */
export const bathroomModuleOf = async (
  db: Queryable,
  surveyLogId: string,
  now: Date,
): Promise<BathroomModule> =>
  bathroomModule(await essentialItemsOfLog(db, await completeLogOf(db, surveyLogId), now));

/**
 * POST: adds the module of the session's own survey once per survey: a second CHECKOUT click does not
 * add it again. spec §4: one tailored order at a time, so a cart holding another survey's tailored
 * line answers 409.
 */
export const addBathroomModuleToCart = async (
  db: Db,
  sessionId: string,
  surveyLogId: string,
  now: Date,
): Promise<void> => {
  const items = await essentialItemsOfLog(db, await ownCompleteLogOf(db, surveyLogId, sessionId), now);
  const lines = bathroomModuleLines(items, surveyLogId);
  await addCartLines(db, sessionId, lines, (cart) => {
    const added = cart.items.some(
      (item) => item.source === 'bathroom-module' && item.surveyLogId === surveyLogId,
    );
    return added ? [] : oneTailoredOrder(lines)(cart);
  });
};
