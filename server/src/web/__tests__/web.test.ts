import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { loadConfig } from '../../config';
import { usesPostgres } from '../../testing/test-db';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../cache-control';

const INDEX = '<!doctype html><html><head><title>SGE</title></head><body><div id="root"></div></body></html>';
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** A chunk the build also wrote precompressed (brotli at quality 11, as shared/build/webpack.cjs does). */
const CHUNK_JS = `console.log(${JSON.stringify('chunk '.repeat(2000))});`;
const CHUNK_BR = brotliCompressSync(CHUNK_JS, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });

let root: string;
let t: TestApp;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sge-static-'));
  const files: Record<string, string> = {
    'host/dist/index.html': INDEX,
    'host/dist/main.0123abcd.js': BIG_JS,
    'host/dist/favicon.ico': 'ico',
    'host/dist/sw.js': 'self.addEventListener("fetch", () => {});',
    'host/dist/workbox-4754cb34.js': '// workbox',
    'host/dist/manifest.json': '{"name":"SGE"}',
    'remote-events/dist/remoteEntry.js': 'var events;',
    'remote-events/dist/mf-manifest.json': '{"name":"events"}',
    'remote-events/dist/412.9f8e7d6c5b.js': 'chunk',
    'host/dist/7722.50e968d2d5.js': CHUNK_JS,
  };
  mkdirSync(path.join(root, 'host/dist'), { recursive: true });
  writeFileSync(path.join(root, 'host/dist/7722.50e968d2d5.js.br'), CHUNK_BR);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  t = await createTestApp({
    staticRoot: root,
    remotes: { events: 'https://cdn.example.com/events/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

test('GET /api/health is public and names the database', async () => {
  const res = await get('/api/health');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { status: 'ok', database: usesPostgres() ? 'postgres' : 'pglite' } });
});

test('GET /remotes.json serves the configured remotes, never cached', async () => {
  const res = await get('/remotes.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe(NO_CACHE);
  expect(res.json()).toEqual({ events: 'https://cdn.example.com/events/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' });
});

test('serves the host at / with index.html uncached', async () => {
  const res = await get('/', HTML);
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(INDEX);
  expect(res.headers['cache-control']).toBe(NO_CACHE);
});

test.each(['/events', '/financial/accounts-payable', '/login?redirect=%2Fevents'])(
  'falls back to index.html for the client route %s',
  async (url) => {
    const res = await get(url, HTML);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.body).toBe(INDEX);
  },
);

test.each(['/events', '/login'])('falls back to index.html for %s fetched without asking for HTML (the worker precache)', async (url) => {
  const res = await get(url, { accept: '*/*' });
  expect(res.statusCode).toBe(200);
  expect(res.body).toBe(INDEX);
});

test.each([
  ['an unknown API path, even for a browser', 'GET', '/api/nada', HTML],
  ['an unknown API method', 'POST', '/api/nada', {}],
  ['a missing file fetched by a script', 'GET', '/missing.js', { accept: '*/*' }],
  ['a missing remote file', 'GET', '/remotes/events/missing.js', HTML],
  ['a remote that is not built', 'GET', '/remotes/financial/remoteEntry.js', {}],
])('answers JSON 404 for %s', async (_label, method, url, headers) => {
  const res = await t.app.inject({ method: method as 'GET', url, headers });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: 'Recurso não encontrado' });
});

test.each([
  ['/main.0123abcd.js', IMMUTABLE],
  ['/workbox-4754cb34.js', IMMUTABLE],
  ['/favicon.ico', NO_CACHE],
  ['/sw.js', NO_CACHE],
  ['/manifest.json', NO_CACHE],
  ['/remotes/events/remoteEntry.js', NO_CACHE],
  ['/remotes/events/mf-manifest.json', NO_CACHE],
  ['/remotes/events/412.9f8e7d6c5b.js', IMMUTABLE],
])('serves %s with Cache-Control %s', async (url, cacheControl) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe(cacheControl);
});

test('compresses with gzip or brotli when asked', async () => {
  const gzip = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_JS);
  const br = await get('/main.0123abcd.js', { 'accept-encoding': 'br, gzip' });
  expect(br.headers['content-encoding']).toBe('br');
});

describe('cacheControlFor', () => {
  test.each([
    ['dist/index.html', NO_CACHE],
    ['dist/remoteEntry.js', NO_CACHE],
    ['dist/mf-manifest.json', NO_CACHE],
    ['dist/workbox-sw.js', NO_CACHE],
    ['dist/static/js/vendors.1a2b3c4d5e6f.js', IMMUTABLE],
    ['dist/static/js/vendors.1a2b3c4d5e6f.js.br', IMMUTABLE],
    ['dist/logo.png', NO_CACHE],
  ])('%s → %s', (file, expected) => expect(cacheControlFor(file)).toBe(expected));
});

describe('configured remotes', () => {
  test('REMOTES_JSON and REMOTES_FILE feed /remotes.json; the default lists the five remotes', () => {
    const env = { JWT_SECRET: 'x', DATA_DIR: root };
    expect(loadConfig({ ...env, REMOTES_JSON: '{"events":"https://a.example/mf-manifest.json"}' }).remotes).toEqual({
      events: 'https://a.example/mf-manifest.json',
    });
    const file = path.join(root, 'remotes.json');
    writeFileSync(file, '{"inventory":"/x/mf-manifest.json"}');
    expect(loadConfig({ ...env, REMOTES_FILE: file }).remotes).toEqual({ inventory: '/x/mf-manifest.json' });
    expect(Object.keys(loadConfig(env).remotes)).toEqual(['events', 'financial', 'inventory', 'registration', 'admin']);
    expect(() => loadConfig({ ...env, REMOTES_JSON: '[1]' })).toThrow('REMOTES_JSON must be a JSON object');
    expect(() => loadConfig({ ...env, REMOTES_JSON: '{"events": 1}' })).toThrow('the URL of remote "events"');
  });

  test('an app without built front ends still starts', async () => {
    const bare = await createTestApp({ staticRoot: path.join(root, 'nothing-here') });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/events', headers: HTML })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

test('sends the build\'s precompressed copy as it is, instead of compressing again', async () => {
  const br = await get('/7722.50e968d2d5.js', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.statusCode).toBe(200);
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe(IMMUTABLE);
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(Buffer.compare(br.rawPayload, CHUNK_BR)).toBe(0);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(CHUNK_JS);
  // No .gz copy here: a gzip-only client still gets it compressed on the fly.
  const gzip = await get('/7722.50e968d2d5.js', { 'accept-encoding': 'gzip' });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK_JS);
});
