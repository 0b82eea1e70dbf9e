/**
 * The served app's embedded mode end to end: PGlite on disk, on a worker thread, behind the socket,
 * reached through pg.Pool; and the data-folder lock. (Runs the worker from source through tsx.)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../testing/test-app';
import { openDatabase } from '../database';
import { LOCK_FILE } from '../lockfile';

jest.setTimeout(60_000);

function deadPid(): number {
  for (let pid = 4_000_000; ; pid--) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return pid;
    }
  }
}

let dataDir: string;
let app: FastifyInstance | null = null;

beforeAll(() => {
  dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'sge-embedded-')), 'data');
});
afterAll(async () => {
  await app?.close();
  rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

test('starts on disk behind a worker, serves the API, refuses a second opener and releases the folder', async () => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, LOCK_FILE), `${deadPid()}\n`);

  app = await buildApp(testConfig({ dataDir, seedDemo: true }));
  const lockFile = path.join(dataDir, LOCK_FILE);
  expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));

  expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ data: { status: 'ok', database: 'pglite' } });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'Senha@123' } });
  expect(login.statusCode).toBe(200);
  const employees = await app.inject({
    method: 'GET',
    url: '/api/employees',
    headers: { authorization: `Bearer ${login.json().data.token}` },
  });
  // The demo staff are there (the list answers its first page; meta counts them all).
  expect(employees.json().meta.total).toBeGreaterThanOrEqual(30);
  expect(employees.json().data).toHaveLength(25);

  await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toThrow(
    `The data folder ${dataDir} is in use by another process (pid ${process.pid})`,
  );

  await app.close();
  app = null;
  expect(existsSync(lockFile)).toBe(false);

  const reopened = await openDatabase({ databaseUrl: null, dataDir });
  try {
    const count = await reopened.db.selectFrom('employees').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(count.n).toBe(employees.json().meta.total);
  } finally {
    await reopened.close();
  }
  expect(existsSync(lockFile)).toBe(false);
});
