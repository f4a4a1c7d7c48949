import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compressed transport (docs/decisions/0022): answers made per request (the demo page,
 * JSON) are sent with brotli or gzip, whichever the browser prefers, once they pass 1 KB. The built
 * files are compressed once at build instead (scripts/compress.ts, @fastify/static `preCompressed`);
 * a file sent already compressed is left alone.
 */

/** HTML, JSON, JavaScript, CSS, SVG and other text; not images, video or fonts, compressed already. */
export const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript/;

const varies = (value: unknown): boolean =>
  (Array.isArray(value) ? value.join(',') : String(value ?? '')).toLowerCase().includes('accept-encoding');

export const registerCompression = (app: FastifyInstance): void => {
  app.register(compress, {
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPE,
    // Brotli stays at the plugin's quality 4: about gzip's cost per request, far below quality 11's.
    // Request bodies stay as the calls of spec §7 send them: no compressed uploads.
    globalDecompression: false,
  });
  // The plugin says `Vary: Accept-Encoding` only on what it compressed; a compressible answer sent as
  // it is (too small, or to a browser that takes no compression) varies with the header all the same,
  // so a shared cache never hands it to a browser that asked otherwise.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (COMPRESSIBLE_TYPE.test(type) && !varies(reply.getHeader('vary'))) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    return payload;
  });
};
