import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE } from '../static/cacheControl.ts';
import { useTempDist, useTestApp } from '../test/testApp.ts';

// docs/decisions/0186 (issue 42 item 6): the store serves @pc/elements as npm's tarball, which
// `npm run build` writes beside the element scripts (scripts/build/elementPackage.ts), for
// `npm install <store>/elements/pc-elements-<version>.tgz`: a version's bytes never change.

const TARBALL = gzipSync(Buffer.from('package/package.json'.padEnd(512, '\0'), 'latin1'));
const HOST = 'https://host.example';
const dist = useTempDist('pc-tarball-', {
  'elements/pc-elements-1.0.0.tgz': TARBALL,
  'elements/pc-quiz.js': 'export {};',
});
const t = useTestApp(() => ({ distDir: dist.path, hostOrigins: [HOST] }));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br', ...headers } });

describe('GET /elements/pc-elements-<version>.tgz', () => {
  it('serves the tarball as it is, gzip by type and never re-encoded, immutable', async () => {
    const response = await get('/elements/pc-elements-1.0.0.tgz');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.equals(TARBALL)).toBe(true);
  });

  it('answers a listed host origin with CORS, as the element scripts do', async () => {
    for (const url of ['/elements/pc-elements-1.0.0.tgz', '/elements/pc-quiz.js']) {
      const response = await get(url, { origin: HOST });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(HOST);
      expect(response.headers.vary).toContain('Origin');
    }
  });

  it('has no other version', async () => {
    expect((await get('/elements/pc-elements-9.9.9.tgz')).statusCode).toBe(404);
  });
});
