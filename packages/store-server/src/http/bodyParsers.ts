import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

// Each call of spec §7 travels in one encoding; a route plugin accepts only its own, so any other
// content type answers 415 through the error handler instead of reaching a handler.

/** JSON bodies only (REST routes, QA switches); `__proto__`/`constructor` keys are refused (400). */
export const acceptJsonBodies = (app: FastifyInstance): void => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
};

/** application/x-www-form-urlencoded bodies only (admin-ajax, as WordPress reads $_POST). */
export const acceptFormBodies = async (app: FastifyInstance): Promise<void> => {
  app.removeAllContentTypeParsers();
  await app.register(formbody);
};
