import type { FastifyInstance } from 'fastify';

/** Every answer of the scope, errors too, is the session's own: `cache-control: no-store`. */
export const answerNoStore = (app: FastifyInstance): void => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
};
