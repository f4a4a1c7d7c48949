import type { Locale } from '@pc/shared/locale';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLocale } from './requestLocale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The shop's locale this request is answered in (issue 43): the page's that made the call, as the
     * elements' API client says it, else the store's (http/requestLocale.ts). A 400's displayMessage
     * speaks it, and an email the call causes records it.
     */
    answerLocale: Locale;
  }
}

/** Reads each request's locale once, before anything can fail (its errors speak it too). */
export const registerAnswerLocale = (app: FastifyInstance, store: Locale): void => {
  // The store's own until the hook runs (a URL refused before routing).
  app.decorateRequest('answerLocale', store);
  app.addHook('onRequest', async (request) => {
    request.answerLocale = requestLocale(request.headers, store);
  });
};

/**
 * Marks an answer whose words were picked by the request's language (http/requestLocale.ts reads its
 * Accept and Accept-Language): a cache keeps one per language. Only such answers say so: a cacheable
 * GET that reads neither (a fragment, a stylesheet) keeps one copy for every page.
 */
export const varyByLanguage = (reply: FastifyReply): void => {
  const vary = String(reply.getHeader('vary') ?? '');
  const names = vary.split(',').map((name) => name.trim().toLowerCase());
  const missing = ['Accept', 'Accept-Language'].filter((name) => !names.includes(name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [vary, ...missing].filter(Boolean).join(', '));
};
