import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers/app.js';

const webRoot = mkdtempSync(join(tmpdir(), 'pourquoi-web-'));
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Pourquoi ?</title><div id="root"></div>');
writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log("app")');
writeFileSync(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app")'));
writeFileSync(join(webRoot, 'index.html.gz'), gzipSync('<!doctype html><title>Pourquoi ?</title>'));

describe('serving the web app', () => {
  const t = useTestApp({ app: { webRoot } });

  it.each(['/', '/login', '/reset-password?token=abc', '/une/page/inconnue'])(
    'answers the page for %s so the router can decide',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Pourquoi ?</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('caches fingerprinted assets for a year and 404s missing ones', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/absent.js' })).statusCode).toBe(404);
  });

  it('sends the build’s compressed copies to browsers that accept them', async () => {
    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log("app")');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
    const page = await t.app.inject({ method: 'GET', url: '/histoires', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/inconnu' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Ressource introuvable', code: 'not_found' });
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });
});
