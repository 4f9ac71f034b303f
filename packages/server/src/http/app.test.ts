import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/createTestApp.js';
import { embedBootstrap, scriptSafeJson } from './webApp.js';

describe('error mapping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure(app) {
        app.post('/api/v1/test/zod', async (request) => {
          z.object({ name: z.string(), size: z.number().int() }).parse(request.body);
          return { ok: true };
        });
        app.get('/api/v1/test/zod', async (request) => {
          z.object({ q: z.string().min(3) }).parse(request.query);
          return { ok: true };
        });
        app.get('/api/v1/test/crash', async () => {
          throw new Error('secret internals at /srv/app.ts:42');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('maps zod errors on a body to 422 {message: {field: [...]}}', async () => {
    const { headers } = await t.signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/zod',
      headers,
      payload: { size: 1.5 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().message).sort()).toEqual(['name', 'size']);
  });

  it('maps zod errors on a query to 400 {message}', async () => {
    const response = await t.app.inject({ url: '/api/v1/test/zod?q=a' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers malformed JSON and wrong content types with 400/415 {message}', async () => {
    const { headers } = await t.signIn();
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/zod',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: expect.any(String) });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test/zod',
      headers: { ...headers, 'content-type': 'application/x-nope' },
      payload: 'x',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({ message: expect.any(String) });
  });

  it('hides unknown errors behind a 500 with a generic message', async () => {
    const response = await t.app.inject({ url: '/api/v1/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('secret internals');
  });

  it('answers unknown /api paths with 404 {message: "Not found"}', async () => {
    for (const request of [
      { url: '/api/v1/nothing/' },
      { method: 'POST' as const, url: '/api/v1/nothing' },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('says to run npm run build when the web app is not built', async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});

describe('web app serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sightline-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Sightline</title></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html with the bootstrap data for client-side routes', async () => {
    for (const url of ['/', '/chart/list/', '/dashboard/1/?edit=true']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const match = /<script id="bootstrap-data" type="application\/json">(.*?)<\/script>/.exec(
        response.body,
      );
      expect(match).not.toBeNull();
      expect(JSON.parse(match![1]!)).toMatchObject({ user: null, needs_setup: true });
    }
  });

  it('embeds the signed-in user', async () => {
    const { headers } = await t.signInWithCookie('admin');
    const response = await t.app.inject({
      url: '/',
      headers: { cookie: headers.cookie!, accept: 'text/html' },
    });
    expect(response.body).toContain('"username":"admin"');
  });

  it('serves hashed assets with a long cache and other files without', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject({ url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends the precompressed brotli file to browsers that accept it', async () => {
    const compressed = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps /api 404s as JSON', async () => {
    const response = await t.app.inject({ url: '/api/v1/unknown/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});

describe('embedBootstrap', () => {
  it('escapes </script> and friends so data cannot break out of the script element', () => {
    const html = embedBootstrap('<html><head></head></html>', {
      name: '</script><script>alert(1)</script>',
      c: '<!--',
    });
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script[^>]*>(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', c: '<!--' });
    expect(scriptSafeJson('\u2028')).toBe('"\\u2028"');
  });

  it('fills an empty placeholder element, and ignores comments that mention it', () => {
    const html = embedBootstrap(
      '<head><script id="bootstrap-data" type="application/json"></script></head>',
      { a: 1 },
    );
    expect(html).toBe('<head><script id="bootstrap-data" type="application/json">{"a":1}</script></head>');
    const comment =
      '<!-- the server adds <script id="bootstrap-data" type="application/json">...</script> -->';
    expect(embedBootstrap(`<head>${comment}</head>`, { a: 1 })).toBe(
      `<head>${comment}<script id="bootstrap-data" type="application/json">{"a":1}</script></head>`,
    );
  });
});
