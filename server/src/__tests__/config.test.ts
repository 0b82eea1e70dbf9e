import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, parseDuration, REPO_ROOT, SERVER_DIR } from '../config';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'sge-config-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('defaults: port 8080 on all interfaces, embedded database in the repository .data, demo seed on', () => {
  const config = loadConfig({ JWT_SECRET: 's' }, '/somewhere/else');
  expect(SERVER_DIR).toBe(path.resolve(__dirname, '../..'));
  expect(config).toMatchObject({
    port: 8080,
    host: '0.0.0.0',
    databaseUrl: null,
    dataDir: path.join(REPO_ROOT, '.data'),
    seedDemo: true,
    jwtSecret: 's',
    tokenTtlSeconds: 8 * 3600,
    staticRoot: REPO_ROOT,
    trustProxy: false,
  });
});

test('paths from the environment resolve against the working directory', () => {
  const config = loadConfig({ JWT_SECRET: 's', DATA_DIR: 'data', STATIC_ROOT: '../web' }, '/srv/sge');
  expect(config.dataDir).toBe('/srv/sge/data');
  expect(config.staticRoot).toBe('/srv/web');
  expect(loadConfig({ JWT_SECRET: 's', SERVE_STATIC: 'false' }).staticRoot).toBeNull();
});

test.each(['false', 'FALSE', '0', 'no'])('SEED_DEMO=%s turns the demo seed off', (value) => {
  expect(loadConfig({ JWT_SECRET: 's', SEED_DEMO: value }).seedDemo).toBe(false);
});

test('DATABASE_URL selects PostgreSQL', () => {
  expect(loadConfig({ JWT_SECRET: 's', DATABASE_URL: 'postgres://db/sge' }).databaseUrl).toBe('postgres://db/sge');
});

test('without JWT_SECRET, a secret is generated once into DATA_DIR/jwt-secret (mode 0600) and reused', () => {
  const dataDir = path.join(tmp, 'data');
  const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
  expect(first.length).toBeGreaterThanOrEqual(64);
  const file = path.join(dataDir, 'jwt-secret');
  expect(readFileSync(file, 'utf8').trim()).toBe(first);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
});

test('TOKEN_TTL accepts 8h, 30m, 45s, 1d or seconds', () => {
  expect(parseDuration('8h', 'TOKEN_TTL')).toBe(28_800);
  expect(parseDuration('30m', 'TOKEN_TTL')).toBe(1_800);
  expect(parseDuration('45s', 'TOKEN_TTL')).toBe(45);
  expect(parseDuration('1d', 'TOKEN_TTL')).toBe(86_400);
  expect(parseDuration('600', 'TOKEN_TTL')).toBe(600);
  expect(() => parseDuration('8 horas', 'TOKEN_TTL')).toThrow('TOKEN_TTL must look like');
  expect(() => loadConfig({ JWT_SECRET: 's', PORT: 'http' })).toThrow('PORT');
});
