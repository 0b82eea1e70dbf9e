// Starts the built server for a benchmark on a free port with a fresh embedded database, and signs
// demo users in. Shared by the benchmarks in this folder.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A free TCP port on loopback. */
export const freePort = () =>
  new Promise((ok) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });

/**
 * Starts `node dist/main.js` on the embedded database; with BENCH_DATABASE_URL (a PostgreSQL server
 * URL) on a fresh database made on that server for this run; with BENCH_BASE_URL, the system already
 * running there (nothing is started or stopped). Resolves with { base, stop, engine }.
 */
export async function startSystem() {
  // A system already running (e.g. `pnpm serve`): measure it as it is, and leave it running.
  if (process.env.BENCH_BASE_URL) {
    return { base: process.env.BENCH_BASE_URL.replace(/\/+$/, ''), engine: 'running system', async stop() {} };
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'sge-bench-'));
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  let dropDatabase = () => undefined;
  if (process.env.BENCH_DATABASE_URL) {
    const admin = process.env.BENCH_DATABASE_URL;
    const name = `sge_bench_${process.pid}_${Date.now()}`;
    const psql = (sql) => {
      const run = spawnSync('psql', [admin, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
      if (run.status !== 0) throw new Error(`psql: ${run.stderr}`);
    };
    psql(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    // On PostgreSQL the server needs its shared secrets given (server/src/config.ts); one run's will do.
    env.JWT_SECRET ??= randomBytes(32).toString('hex');
    env.CREDENTIALS_KEY ??= randomBytes(32).toString('hex');
    dropDatabase = () => psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const server = spawn(process.execPath, ['dist/main.js'], { cwd: resolve(here, '../../server'), env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  // Up to 3 min: on a loaded machine the embedded database's migrations and demo seed take over a minute.
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 720 || server.exitCode !== null) {
      server.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
      dropDatabase();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    engine: env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
      dropDatabase();
    },
  };
}

/** Signs a demo user in through the API; returns the login data. */
export async function login(base, username, password = 'Senha@123') {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return (await res.json()).data;
}

/** A Playwright storage state holding that session, as the app keeps it in localStorage. */
export function storageState(base, data) {
  const user = { id: data.id, username: data.username, role: data.role, photoUrl: data.photoUrl };
  return {
    cookies: [],
    origins: [
      {
        origin: base,
        localStorage: [
          { name: 'token', value: data.token },
          { name: 'username', value: data.username },
          { name: 'role', value: data.role },
          { name: 'user', value: JSON.stringify(user) },
        ],
      },
    ],
  };
}

export const kib = (n) => (n / 1024).toFixed(1);

/** A valid CPF (with its check digits) from a 9-digit number, for employees a benchmark adds. */
export function cpf(n) {
  const d = String(n).padStart(9, '0').split('').map(Number);
  for (const len of [9, 10]) {
    const r = (d.slice(0, len).reduce((acc, v, i) => acc + v * (len + 1 - i), 0) * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

/** Calls the API of `base` with a token; resolves with the answer's data. */
export function apiClient(base, token) {
  return async (method, path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
}

/** The p-th percentile of sorted values. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A coordinator's phone at the venue: 360×740, touch, Brazilian locale and time zone. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
