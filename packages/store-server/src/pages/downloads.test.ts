import { describe, expect, it } from 'vitest';
import { REVALIDATE } from '../static/cacheControl.ts';
import { useTempDist, useTestApp } from '../test/testApp.ts';

// README "WordPress": the store serves the WordPress plugin `npm run build` zipped
// (scripts/build/wordpressPlugin.ts) at a stable URL, for an admin's Plugins → Add New → Upload Plugin.

const ZIP = Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1');
const dist = useTempDist('pc-downloads-', { 'downloads/pc-storefront-wordpress.zip': ZIP });
const t = useTestApp(() => ({ distDir: dist.path }));

describe('GET /downloads/pc-storefront-wordpress.zip', () => {
  it('serves the plugin’s zip as a download, revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/downloads/pc-storefront-wordpress.zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="pc-storefront-wordpress.zip"',
    );
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.rawPayload.equals(ZIP)).toBe(true);
  });

  it('serves nothing else from the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/downloads/' })).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/downloads/other.zip' })).statusCode).toBe(404);
  });
});
