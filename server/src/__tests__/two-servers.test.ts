/**
 * Two real server processes (`node --import tsx src/main.ts`, as `pnpm dev` runs it, so no build is
 * needed) started at the same moment on one fresh PostgreSQL database, requests alternating
 * between them. PostgreSQL only: PGlite is one process's embedded database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { LOGIN_LIMITS } from '../auth/login-rate-limit';
import { ACCOUNT_CACHE_TTL_MS } from '../auth/guard';
import { PUBLIC_RATE_LIMITS } from '../areas/registration/routes';
import { SERVER_DIR } from '../config';
import { readMigrations } from '../db/migrate';
import { adminQuery, uniqueName, usesPostgres, withDatabase } from '../testing/test-db';

/** Two processes compiling the app with tsx at once, on a machine busy with the rest of the suite. */
const STARTUP_TIMEOUT_MS = 240_000;
const DEMO_PASSWORD = 'Senha@123';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer, read field by field by each test
  body: any;
}

/** One HTTP call on a fresh connection (no keep-alive: each call reaches the server it names). */
function call(base: string, method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(url, base),
      {
        method,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {}
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

interface ServerProcess {
  name: string;
  child: ChildProcess;
  /** Every line the process printed (pino JSON lines, mostly). */
  lines: string[];
  base: string;
  exit: Promise<number | null>;
}

function logMessages(server: ServerProcess): string[] {
  return server.lines.flatMap((line) => {
    try {
      const message = (JSON.parse(line) as { msg?: unknown }).msg;
      return typeof message === 'string' ? [message] : [];
    } catch {
      return [];
    }
  });
}

function startServer(name: string, env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${lines.join('\n')}`)), STARTUP_TIMEOUT_MS);
    const read = (stream: NodeJS.ReadableStream) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
          if (listening) {
            clearTimeout(timer);
            resolve({ name, child, lines, base: listening[1], exit });
          }
        }
      });
    };
    read(child.stdout!);
    read(child.stderr!);
    void exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before listening:\n${lines.join('\n')}`));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describeOnPostgres = usesPostgres() ? describe : describe.skip;

describeOnPostgres('two servers on one PostgreSQL', () => {
  const databaseName = uniqueName('sge_servers');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sge-servers-'));
  let client: pg.Client;
  let a: ServerProcess;
  let b: ServerProcess;
  let adminToken: string;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE "${databaseName}"`);
    const url = withDatabase(process.env.DATABASE_URL!, databaseName);
    const { JEST_WORKER_ID: _worker, ...inherited } = process.env;
    const env: NodeJS.ProcessEnv = {
      ...inherited,
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      CREDENTIALS_KEY: randomBytes(32).toString('hex'),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_STATIC: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    };
    // The same moment: neither waits for the other.
    // PGAPPNAME names each server's connections in pg_stat_activity.
    [a, b] = await Promise.all(['A', 'B'].map((name) => startServer(name, { ...env, PGAPPNAME: `sge-${name}` })));
    client = new pg.Client({ connectionString: url });
    await client.connect();
  }, STARTUP_TIMEOUT_MS + 10_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await client?.end();
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  const login = async (server: ServerProcess, username: string, password = DEMO_PASSWORD) =>
    call(server.base, 'POST', '/api/auth/login', { body: { username, password } });

  test('migrations ran once between them, and the demo data was seeded once', async () => {
    const applied = [a, b].map((server) =>
      logMessages(server)
        .filter((message) => message.startsWith('migrations applied: '))
        .flatMap((message) => message.slice('migrations applied: '.length).split(', ')),
    );
    const all = readMigrations().map((migration) => migration.name);
    expect([...applied[0], ...applied[1]].sort()).toEqual(all);
    const { rows } = await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toEqual(all);

    expect([a, b].flatMap(logMessages).filter((message) => message === 'demo data seeded')).toHaveLength(1);
    expect((await client.query('SELECT username FROM users ORDER BY username')).rows.map((row) => row.username)).toEqual([
      'admin',
      'coordenador',
      'financeiro',
      'gerente',
    ]);
  });

  test('a token signed by one server is accepted by the other (the shared JWT_SECRET)', async () => {
    const res = await login(a, 'admin');
    expect(res.status).toBe(200);
    adminToken = res.body.data.token;
    const me = await call(b.base, 'GET', '/api/auth/me', { token: adminToken });
    expect(me).toMatchObject({ status: 200, body: { data: { username: 'admin' } } });
  });

  test('login throttling counts the failures made through both', async () => {
    const servers = [a, b];
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndIp; i++) {
      expect((await login(servers[i % 2], 'financeiro', 'errada')).status).toBe(401);
    }
    for (const server of servers) {
      const blocked = await login(server, 'financeiro', 'errada');
      expect(blocked).toEqual({ status: 429, body: { message: 'Muitas tentativas de login. Tente novamente em alguns minutos.' } });
    }
    // Blocked on both, even with the right password, while the window lasts.
    expect((await login(b, 'financeiro')).status).toBe(429);
  });

  test('the public pre-registration limit counts the requests made through both', async () => {
    const servers = [a, b];
    const { max } = PUBLIC_RATE_LIMITS.validate;
    for (let i = 0; i < max; i++) {
      const res = await call(servers[i % 2].base, 'GET', '/api/pre-registration/validate?token=desconhecido');
      expect(res.status).not.toBe(429);
    }
    for (const server of servers) {
      const limited = await call(server.base, 'GET', '/api/pre-registration/validate?token=desconhecido');
      expect(limited).toEqual({ status: 429, body: { message: 'Muitas requisições. Tente novamente em alguns instantes.' } });
    }
  });

  test('check-ins synced through both at once lose nothing and double nothing', async () => {
    const { rows: links } = await client.query<{ id: string; eventId: string; employeeId: string; day: string }>(`
      SELECT ee.id, ee.event_id AS "eventId", ee.employee_id AS "employeeId", ee.event_day::text AS day
      FROM event_employees ee JOIN events e ON e.id = ee.event_id
      WHERE NOT e.is_finalized AND ee.check_in IS NULL AND ee.check_out IS NULL
      ORDER BY ee.id`);
    expect(links.length).toBeGreaterThanOrEqual(10);
    const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-03:00`).toISOString();
    const record = (link: (typeof links)[number], times: { checkinTime?: string; checkoutTime?: string }) => ({
      clientRecordId: randomUUID(),
      eventEmployeeId: Number(link.id),
      eventId: Number(link.eventId),
      employeeId: Number(link.employeeId),
      deviceSentAt: new Date().toISOString(),
      clockOffsetMs: 0,
      ...times,
    });
    const checkins = links.map((link) => record(link, { checkinTime: at(link.day, '08:00') }));
    const checkouts = links.map((link) => record(link, { checkoutTime: at(link.day, '18:30') }));

    const syncBoth = async (records: unknown[]) => {
      const answers = await Promise.all(
        [a, b].map((server) => call(server.base, 'POST', '/api/event-employees/sync-offline/batch', { token: adminToken, body: { records } })),
      );
      for (const answer of answers) expect(answer.status).toBe(200);
      return answers.map((answer) => answer.body.data.results as Array<{ clientRecordId: string; outcome: string; replayed: boolean }>);
    };
    // The same records to both at once; then the check-outs with the check-ins again (a device
    // that never heard back), again to both at once.
    for (const round of [checkins, [...checkouts, ...checkins]]) {
      const [fromA, fromB] = await syncBoth(round);
      const fresh = round.map((_, i) => [fromA[i], fromB[i]].filter((result) => !result.replayed).length);
      const previouslySent = round === checkins ? 0 : checkins.length;
      // Each new record applied by exactly one server; the other answers the same outcome as a replay.
      expect(fresh).toEqual(round.map((_, i) => (i < round.length - previouslySent ? 1 : 0)));
      expect(fromA.map((result) => result.outcome)).toEqual(round.map(() => 'applied'));
      expect(fromB.map((result) => result.outcome)).toEqual(round.map(() => 'applied'));
    }

    const ids = [...checkins, ...checkouts].map((item) => item.clientRecordId);
    const { rows: logged } = await client.query<{ id: string; kind: string; outcome: string }>(
      'SELECT client_record_id::text AS id, kind, outcome FROM offline_sync_log WHERE client_record_id = ANY($1::uuid[]) ORDER BY id',
      [ids],
    );
    expect(logged).toHaveLength(ids.length);
    expect(new Set(logged.map((row) => row.id)).size).toBe(ids.length);
    expect(logged.every((row) => row.outcome === 'applied')).toBe(true);

    const { rows: stored } = await client.query<{ id: string; checkIn: Date; checkOut: Date }>(
      'SELECT id, check_in AS "checkIn", check_out AS "checkOut" FROM event_employees WHERE id = ANY($1::bigint[]) ORDER BY id',
      [links.map((link) => link.id)],
    );
    expect(stored.map((row) => [row.id, row.checkIn.toISOString(), row.checkOut.toISOString()])).toEqual(
      links.map((link) => [link.id, at(link.day, '08:00'), at(link.day, '18:30')]),
    );
  });

  test('a user deactivated through one server is refused by the other within 5 s', async () => {
    expect(ACCOUNT_CACHE_TTL_MS).toBeLessThan(5_000);
    const coordinator = await login(b, 'coordenador');
    expect(coordinator.status).toBe(200);
    const { token, id } = coordinator.body.data as { token: string; id: number };
    // B has just checked (and cached) the account as active.
    expect((await call(b.base, 'GET', '/api/events', { token })).status).toBe(200);

    const deactivated = await call(a.base, 'PATCH', `/api/users/${id}/toggle-active`, { token: adminToken });
    expect(deactivated).toMatchObject({ status: 200, body: { data: { active: false } } });
    const since = Date.now();
    // Refused on A at once (A dropped its cache entry); on B once its cache entry ages out.
    expect((await call(a.base, 'GET', '/api/events', { token })).status).toBe(401);
    let refusedAfter: number | null = null;
    while (Date.now() - since < 6_000) {
      const sentAt = Date.now();
      const res = await call(b.base, 'GET', '/api/events', { token });
      if (res.status === 401) {
        refusedAfter = sentAt - since;
        break;
      }
      expect(res.status).toBe(200);
      await sleep(50);
    }
    expect(refusedAfter).not.toBeNull();
    expect(refusedAfter!).toBeLessThan(5_000);
    // Signing in again is refused too, through either.
    expect((await login(a, 'coordenador')).status).toBe(401);
    expect((await login(b, 'coordenador')).status).toBe(401);
  });

  test('SIGTERM: the server stops taking requests, finishes the one in flight, closes its pool and exits 0', async () => {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM users WHERE username = 'gerente'");
    const managerId = rows[0].id;
    const connectionsOf = async (server: ServerProcess) =>
      Number(
        (await client.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [`sge-${server.name}`]))
          .rows[0].n,
      );

    // Hold the manager's row, so a change to it through B waits in flight.
    await client.query('BEGIN');
    await client.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [managerId]);
    const inFlight = call(b.base, 'PATCH', `/api/users/${managerId}/toggle-active`, { token: adminToken });
    for (let i = 0; ; i++) {
      const waiting = await client.query("SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
      if (waiting.rowCount) break;
      if (i > 200) throw new Error('the request never reached the lock');
      await sleep(25);
    }
    expect(await connectionsOf(b)).toBeGreaterThan(0);

    const signalledAt = Date.now();
    b.child.kill('SIGTERM');
    // B takes no new request: its port refuses connections (a load balancer moves on to A).
    for (let i = 0; ; i++) {
      const refused = await call(b.base, 'GET', '/api/health/live').then(
        () => false,
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      );
      if (refused) break;
      if (i > 100) throw new Error('B still takes requests after SIGTERM');
      await sleep(20);
    }
    expect((await call(a.base, 'GET', '/api/health/ready')).status).toBe(200);
    expect(b.child.exitCode).toBeNull();

    await sleep(500);
    await client.query('COMMIT');
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 200, body: { data: { username: 'gerente', active: false } } });
    expect(await b.exit).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(logMessages(b)).toContain('SIGTERM received: finishing the requests in flight, then stopping');
    // B's connections are gone; A's remain.
    expect(await connectionsOf(b)).toBe(0);
    expect(await connectionsOf(a)).toBeGreaterThan(0);
    // And A goes on serving.
    expect((await call(a.base, 'GET', '/api/auth/me', { token: adminToken })).status).toBe(200);
  }, 30_000);
});

