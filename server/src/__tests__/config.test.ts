import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseDuration, REPO_ROOT, SERVER_DIR } from '../config';

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

const SHARED_SECRETS = { JWT_SECRET: 's', CREDENTIALS_KEY: 'a passphrase of 16+ characters' };

test('DATABASE_URL selects PostgreSQL', () => {
  expect(loadConfig({ ...SHARED_SECRETS, DATABASE_URL: 'postgres://db/sge' }).databaseUrl).toBe('postgres://db/sge');
});

describe('with DATABASE_URL, the secrets every server shares must be given', () => {
  const dataDir = () => path.join(tmp, 'shared');
  const refusal = (env: Record<string, string>): ConfigError => {
    try {
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/sge', ...env });
    } catch (error) {
      return error as ConfigError;
    }
    throw new Error('loadConfig accepted the configuration');
  };

  test.each([
    [{}, 'JWT_SECRET and CREDENTIALS_KEY are not'],
    [{ JWT_SECRET: 's' }, 'CREDENTIALS_KEY is not'],
    [{ CREDENTIALS_KEY: SHARED_SECRETS.CREDENTIALS_KEY }, 'JWT_SECRET is not'],
    [{ JWT_SECRET: '  ', CREDENTIALS_KEY: SHARED_SECRETS.CREDENTIALS_KEY }, 'JWT_SECRET is not'],
  ])('%j is refused, in one line naming what is missing', (env, says) => {
    const error = refusal(env);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain(`DATABASE_URL is set but ${says}`);
    expect(error.message).toContain('same secrets');
    expect(error.message).not.toContain('\n');
    // Nothing was generated in the data folder: a per-process secret is what must not happen.
    expect(existsSync(path.join(dataDir(), 'jwt-secret'))).toBe(false);
  });

  test('a CREDENTIALS_KEY too short to be a key is refused', () => {
    expect(refusal({ JWT_SECRET: 's', CREDENTIALS_KEY: 'curta' }).message).toContain('CREDENTIALS_KEY must have at least 16 characters');
  });

  test('without DATABASE_URL (the embedded database) nothing is required', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).databaseUrl).toBeNull();
  });
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
