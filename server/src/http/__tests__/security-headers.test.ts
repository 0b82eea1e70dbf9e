import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { PERMISSIONS_POLICY } from '../permissions-policy';
import { remoteSources } from '../security-headers';

const REMOTES_JSON = JSON.stringify({
  events: '/remotes/events/mf-manifest.json',
  financial: 'https://financeiro.example.com:8443/remotes/financial/mf-manifest.json',
  inventory: '//estoque.example.net/mf-manifest.json',
  admin: 'https://financeiro.example.com:8443/admin/mf-manifest.json',
});

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'sge-headers-'));
  mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'remote-events', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(root, 'host', 'dist', 'main.0123abcd.js'), 'console.log(1)');
  writeFileSync(path.join(root, 'remote-events', 'dist', 'remoteEntry.js'), 'console.log(2)');
  const { remotes } = loadConfig({ JWT_SECRET: 's', REMOTES_JSON });
  t = await createTestApp({ staticRoot: root, remotes });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const directives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

const ANSWERS = [
  ['the HTML of a client route', { url: '/events', headers: { accept: 'text/html' } }],
  ['index.html', { url: '/' }],
  ['a static script', { url: '/main.0123abcd.js' }],
  ["a remote's entry", { url: '/remotes/events/remoteEntry.js' }],
  ['remotes.json', { url: '/remotes.json' }],
  ['an /api answer', { url: '/api/health' }],
  ['an /api error', { url: '/api/employees' }],
] as const;

describe.each(ANSWERS)('%s', (_label, request) => {
  test('carries the CSP and the other security headers', async () => {
    const res = await t.request({ method: 'GET', ...request });
    expect(res.statusCode).toBeLessThan(500);
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'"]));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

test("the CSP carries the origins of the remotes in REMOTES_JSON, for scripts and fetches", async () => {
  const res = await t.request({ method: 'GET', url: '/' });
  const csp = directives(String(res.headers['content-security-policy']));
  for (const directive of ['script-src', 'connect-src']) {
    expect(csp[directive]).toEqual(expect.arrayContaining(['https://financeiro.example.com:8443', 'estoque.example.net']));
    expect(csp[directive].filter((source) => source.includes('financeiro'))).toHaveLength(1);
  }
});

test('the remote sources: absolute origins, scheme-relative hosts, nothing for our own origin', () => {
  expect(remoteSources({ a: '/remotes/a/mf-manifest.json' })).toEqual([]);
  expect(remoteSources({ a: 'http://localhost:3001/mf-manifest.json', b: '//cdn.example.com/b/mf.json', c: 'not a url' })).toEqual([
    'cdn.example.com',
    'http://localhost:3001',
  ]);
});

test('/api answers are same-origin resources; the built apps may be loaded from another origin', async () => {
  expect((await t.request({ method: 'GET', url: '/api/health' })).headers['cross-origin-resource-policy']).toBe('same-origin');
  expect((await t.request({ method: 'GET', url: '/remotes/events/remoteEntry.js' })).headers['cross-origin-resource-policy']).toBe('cross-origin');
});

describe('behind HTTPS (BEHIND_HTTPS=true)', () => {
  let https: TestApp;
  beforeAll(async () => {
    expect(loadConfig({ JWT_SECRET: 's', BEHIND_HTTPS: 'true' }).behindHttps).toBe(true);
    expect(loadConfig({ JWT_SECRET: 's' }).behindHttps).toBe(false);
    https = await createTestApp({ behindHttps: true });
  });
  afterAll(() => https.close());

  test('sends HSTS and asks the browser to upgrade insecure requests', async () => {
    const res = await https.request({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
