import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { isValidCpf, isValidEmail, isValidPhone, EMPLOYEE_FUNCTIONS } from '@sge/shared/contract';
import { verifyPassword } from '../../auth/passwords';
import { openTestDatabase, truncateAll, usesPostgres } from '../../testing/test-db';
import type { Database } from '../database';
import { migrate, readMigrations } from '../migrate';
import { completeCpf, dayFrom, seedDemoData } from '../seed/demo-seed';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ migrated: false });
  });
  afterAll(() => database.close());

  test('apply every file once, in order, and record them', async () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.name)).toEqual(['001_init']);

    // Two servers starting at once: the advisory lock lets one of them apply each file.
    const [first, second] = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect([...first.applied, ...second.applied]).toEqual(['001_init']);

    const recorded = await database.db.selectFrom('schema_migrations').selectAll().execute();
    expect(recorded).toEqual([{ name: '001_init', checksum: migrations[0].checksum, applied_at: expect.any(String) }]);

    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`.execute(database.db);
    expect(rows.map((r) => r.table_name)).toEqual([
      'employees',
      'event_days',
      'event_employees',
      'events',
      'login_attempts',
      'schema_migrations',
      'users',
    ]);
  });

  test('are idempotent, and report a migration edited after it ran', async () => {
    expect(await migrate(database.db)).toEqual({ applied: [], changed: [] });
    const edited = readMigrations().map((m) => ({ ...m, checksum: 'edited' }));
    expect(await migrate(database.db, edited)).toEqual({ applied: [], changed: ['001_init'] });
  });

  test('refuse two files with the same number', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sge-migrations-'));
    try {
      writeFileSync(path.join(dir, '001_a.sql'), 'SELECT 1;');
      writeFileSync(path.join(dir, '001_b.sql'), 'SELECT 2;');
      expect(() => readMigrations(dir)).toThrow('two migrations share the number 001');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('driver normalisation', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  test(`returns the same JS values on ${usesPostgres() ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT 9007199254740991::int8 AS big, count(*) AS counted, 12.5::numeric(14, 2) AS money,
             '2024-02-29'::date AS day, '2024-02-29 23:30:00-03'::timestamptz AS at,
             '2024-02-29 23:30:00'::timestamp AS local, 7::int4 AS small, true AS flag
      FROM (VALUES (1), (2)) v`.execute(database.db);
    expect(rows[0]).toEqual({
      big: 9007199254740991,
      counted: 2,
      money: '12.50',
      day: '2024-02-29',
      at: '2024-03-01T02:30:00.000Z',
      local: '2024-02-29T23:30:00.000Z',
      small: 7,
      flag: true,
    });
  });
});

describe('demo seed', () => {
  let database: Database;
  const today = new Date(2030, 5, 15);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  test('completes CPFs with valid check digits', () => {
    expect(completeCpf('529982247')).toBe('52998224725');
    expect(completeCpf('111444777')).toBe('11144477735');
  });

  test('fills an empty database with users, staff and events', async () => {
    expect(await seedDemoData(database.db, today)).toBe(true);
    const { db } = database;

    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.map((u) => [u.username, u.role])).toEqual([
      ['admin', 'ADMIN'],
      ['gerente', 'MANAGER'],
      ['coordenador', 'COORDINATOR'],
      ['financeiro', 'FINANCIAL'],
    ]);
    expect(await verifyPassword(users[0].password_hash, 'Senha@123')).toBe(true);
    expect(users[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const employees = await db.selectFrom('employees').selectAll().execute();
    expect(employees.length).toBeGreaterThanOrEqual(30);
    expect(new Set(employees.map((e) => e.cpf)).size).toBe(employees.length);
    for (const e of employees) {
      expect(isValidCpf(e.cpf)).toBe(true);
      expect(e.cpf).toMatch(/^\d{11}$/);
      expect(isValidEmail(e.email!)).toBe(true);
      expect(isValidPhone(e.phone!)).toBe(true);
      expect(EMPLOYEE_FUNCTIONS).toContain(e.function);
      expect(e.pay_rate).toMatch(/^\d+\.\d\d$/);
    }

    const events = await db.selectFrom('events').selectAll().orderBy('id').execute();
    expect(events.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Casamento Silva & Oliveira', 'Congresso Médico de São Paulo', 'Festival de Verão']),
    );
    const finalized = events.filter((e) => e.is_finalized);
    expect(finalized).toHaveLength(1);
    const { rows } = await sql<{ total: string }>`
      SELECT sum(pay_rate)::text AS total FROM event_employees WHERE event_id = ${finalized[0].id}`.execute(db);
    expect(finalized[0].summary).toMatchObject({ eventTotal: rows[0].total, finalizedDate: finalized[0].finalized_at });

    for (const event of events) {
      const days = await db.selectFrom('event_days').select('date').where('event_id', '=', event.id).execute();
      const staff = await db.selectFrom('event_employees').select('id').where('event_id', '=', event.id).execute();
      expect(days.length).toBeGreaterThan(0);
      expect(staff.length).toBeGreaterThan(0);
    }
    const todays = await db.selectFrom('event_employees').selectAll().where('event_day', '=', dayFrom(today, 0)).execute();
    expect(todays.some((link) => link.check_in !== null)).toBe(true);
    expect(todays.some((link) => link.check_in === null)).toBe(true);
  });

  test('only seeds an empty database', async () => {
    const count = () => database.db.selectFrom('employees').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const before = await count();
    expect(await seedDemoData(database.db, today)).toBe(false);
    expect(await count()).toEqual(before);

    await truncateAll(database);
    await database.db.insertInto('users').values({ username: 'unico', name: 'Único', role: 'ADMIN', password_hash: 'x' }).execute();
    expect(await seedDemoData(database.db, today)).toBe(false);
    expect(await count()).toEqual({ n: 0 });
  });
});
