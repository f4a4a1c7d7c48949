import formbody from '@fastify/formbody';
import { addBathroomModule, getBathroomModule, saveResults } from '@pc/shared/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../appDeps.ts';
import { acceptJsonBodies } from '../http/bodyParsers.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { addBathroomModuleToCart, bathroomModuleOf } from './bathroomModuleCart.ts';
import { saveResultsEmail } from './emailCapture.ts';

// spec §7 results calls: save results / email capture (v2, form or JSON) and the bathroom module (read,
// and add to the cart).

const LABELS = { email: 'the email address', source: 'the source', surveyLogId: 'the survey' };

export const resultsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  // spec §7: "form-encoded for capture, JSON for save": one path, both encodings, one schema.
  await app.register(async (v2) => {
    acceptJsonBodies(v2);
    await v2.register(formbody);
    contractRoute(
      v2,
      saveResults,
      async ({ surveyLogId, email }, request) => ({
        success: true,
        data: await saveResultsEmail(db, request.sessionId, surveyLogId, email),
      }),
      { labels: LABELS },
    );
  });

  await app.register(async (v1) => {
    acceptJsonBodies(v1);
    contractRoute(v1, getBathroomModule, ({ surveyLogId }, request) =>
      bathroomModuleOf(db, surveyLogId, request.now),
    );
    contractRoute(v1, addBathroomModule, async ({ surveyLogId }, request) => {
      await addBathroomModuleToCart(db, request.sessionId, surveyLogId, request.now);
      return { success: true };
    });
  });
};
