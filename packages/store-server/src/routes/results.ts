import formbody from '@fastify/formbody';
import { addBathroomModule, checkCompatibility, getBathroomModule, saveResults } from '@pc/shared/contract';
import { isEmailAddress } from '@pc/shared/validation';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { addCartLines, listCart } from '../cart/cartRepository.ts';
import { oneTailoredOrder } from '../cart/oneTailoredOrder.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { invalidParam, RestHttpError } from '../http/errors.ts';
import { bathroomModule, bathroomModuleLines } from '../results/bathroomModule.ts';
import { essentialItemsOfLog } from '../results/bathroomPageData.ts';
import { findCompleteLog, setSurveyLogEmail } from '../results/resultsLogRepository.ts';
import { isCompatible } from '../results/surveyCompatibility.ts';
import type { SurveyLog } from '../surveys/surveyLogRepository.ts';

// spec §7 results calls: save results / email capture (v2, form or JSON), the single-survey
// compatibility check, and the bathroom module (read, and add to the cart).

const unknownLog = (id: string) =>
  new RestHttpError(
    404,
    'pc_unknown_survey_log',
    `No completed survey log "${id}".`,
    'These results could not be found. Please take the quiz again.',
  );

const LABELS = { email: 'the email address', source: 'the source', surveyLogId: 'the survey' };

export const resultsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, clock }) => {
  const completeLog = async (id: string): Promise<SurveyLog> => {
    const log = await findCompleteLog(db, id);
    if (!log) throw unknownLog(id);
    return log;
  };
  // issue 11 item 3: a results link is readable by whoever holds it, but only the session that took
  // the quiz writes to its log (its email, its bathroom module in the cart); any other session gets
  // the same 404 as a log that does not exist, so ids cannot be probed.
  const ownCompleteLog = async (id: string, sessionId: string): Promise<SurveyLog> => {
    const log = await completeLog(id);
    if (log.sessionId !== sessionId) throw unknownLog(id);
    return log;
  };

  // spec §7: "form-encoded for capture, JSON for save": one path, both encodings, one schema.
  await app.register(async (v2) => {
    acceptJsonBodies(v2);
    await v2.register(formbody);
    contractRoute(
      v2,
      saveResults,
      async ({ surveyLogId, email }, request) => {
        const sanitizedEmail = email.trim().toLowerCase();
        if (!isEmailAddress(sanitizedEmail)) {
          throw invalidParam(
            'Invalid parameter(s): email is not an email address',
            'Please enter a valid email address.',
          );
        }
        await ownCompleteLog(surveyLogId, request.sessionId);
        await setSurveyLogEmail(db, surveyLogId, sanitizedEmail);
        return { success: true, data: { sanitizedEmail } };
      },
      { labels: LABELS },
    );
  });

  await app.register(async (v1) => {
    acceptJsonBodies(v1);

    contractRoute(v1, checkCompatibility, async ({ survey_log_id }, request) =>
      isCompatible((await listCart(db, request.sessionId)).items, survey_log_id),
    );

    const moduleItems = (log: SurveyLog, sessionId: string) =>
      essentialItemsOfLog(log, sessionId, { db, clock });

    contractRoute(v1, getBathroomModule, async ({ surveyLogId }, request) =>
      bathroomModule(await moduleItems(await completeLog(surveyLogId), request.sessionId)),
    );

    // Adds the module once per survey: a second CHECKOUT click does not add it again. spec §4: one
    // tailored order at a time, so a cart holding another survey's tailored line answers 409.
    contractRoute(v1, addBathroomModule, async ({ surveyLogId }, request) => {
      const items = await moduleItems(
        await ownCompleteLog(surveyLogId, request.sessionId),
        request.sessionId,
      );
      const lines = bathroomModuleLines(items, surveyLogId);
      await addCartLines(db, request.sessionId, lines, (cart) => {
        const added = cart.items.some(
          (item) => item.source === 'bathroom-module' && item.surveyLogId === surveyLogId,
        );
        return added ? [] : oneTailoredOrder(lines)(cart);
      });
      return { success: true };
    });
  });
};
