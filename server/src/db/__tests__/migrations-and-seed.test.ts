import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { isValidCpf, isValidEmail, isValidPhone, EMPLOYEE_FUNCTIONS } from '@sge/shared/contract';
import { verifyPassword } from '../../auth/passwords';
import { openTestDatabase, truncateAll, usesPostgres } from '../../testing/test-db';
import type { Database } from '../database';
import { BOUNDS_MIGRATION, describeBoundViolations, findBoundViolations } from '../business-bounds';
import { migrate, readMigrations } from '../migrate';
import { seedDemoData } from '../seed/demo-seed';
import { addDays, todayInCompanyZone } from '../../lib/calendar';
import { completeCpf } from '../../lib/documents';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ migrated: false });
  });
  afterAll(() => database.close());

  test('apply every file once, in order, and record them', async () => {
    const migrations = readMigrations();
    const names = migrations.map((m) => m.name);
    expect(names.slice(0, 3)).toEqual(['001_init', '002_events', '003_finance_base']);
    // Numbered NNN_name with strictly increasing numbers (no repeats), so the order is the numbering.
    // Areas reserve their numbers (004 admin … 008 accounts), so a gap only means one has not landed.
    const numbers = names.map((name) => Number(/^(\d{3})_[a-z0-9_]+$/.exec(name)?.[1]));
    expect(numbers.every((n, i) => Number.isInteger(n) && (i === 0 || n > numbers[i - 1]!))).toBe(true);

    // Two servers starting at once: the advisory lock lets one of them apply each file.
    const [first, second] = await Promise.all([migrate(database.db), migrate(database.db)]);
    expect([...first.applied, ...second.applied].sort()).toEqual(names);

    const recorded = await database.db.selectFrom('schema_migrations').selectAll().orderBy('name').execute();
    expect(recorded).toEqual(
      migrations.map((m) => ({ name: m.name, checksum: m.checksum, applied_at: expect.any(String) })),
    );

    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`.execute(database.db);
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining([
      'account_payments',
      'accounts_payable',
      'accounts_receivable',
      'budget_items',
      'budgets',
      'employees',
      'event_days',
      'event_employees',
      'events',
      'financial_categories',
      'login_attempts',
      'offline_sync_log',
      'payment_requests',
      'schema_migrations',
      'service_catalog',
      'users',
    ]));
  });

  test('are idempotent, and report a migration edited after it ran', async () => {
    expect(await migrate(database.db)).toEqual({ applied: [], changed: [] });
    const edited = readMigrations().map((m) => ({ ...m, checksum: 'edited' }));
    expect(await migrate(database.db, edited)).toEqual({ applied: [], changed: edited.map((m) => m.name) });
  });

  test('002 turns the payment flags of a database on 001 into payment requests', async () => {
    const upgraded = await openTestDatabase({ migrated: false });
    try {
      const [init] = readMigrations();
      await migrate(upgraded.db, [init]);
      await sql`
        INSERT INTO employees (name, cpf, function, pay_rate) VALUES ('Ana Souza', '52998224725', 'Garçom', 150);
        INSERT INTO events (name) VALUES ('Feira');
        INSERT INTO event_days (event_id, date) VALUES (1, '2030-01-10'), (1, '2030-01-11'), (1, '2030-01-12');
        INSERT INTO event_employees (event_id, employee_id, event_day, function, pay_rate, payment_requested, paid, last_updated_at) VALUES
          (1, 1, '2030-01-10', 'Garçom', 150.5, true, true, '2030-01-11T12:00:00Z'),
          (1, 1, '2030-01-11', 'Garçom', 150, true, false, '2030-01-12T12:00:00Z'),
          (1, 1, '2030-01-12', 'Garçom', 150, false, false, '2030-01-13T12:00:00Z');`.execute(upgraded.db);
      expect((await migrate(upgraded.db)).applied).toEqual(readMigrations().slice(1).map((m) => m.name));
      const requests = await upgraded.db
        .selectFrom('payment_requests')
        .select(['event_employee_id', 'amount', 'status', 'requested_at', 'paid_at'])
        .orderBy('event_employee_id')
        .execute();
      expect(requests).toEqual([
        { event_employee_id: 1, amount: '150.50', status: 'PAID', requested_at: '2030-01-11T12:00:00.000Z', paid_at: '2030-01-11T12:00:00.000Z' },
        { event_employee_id: 2, amount: '150.00', status: 'PENDING', requested_at: '2030-01-12T12:00:00.000Z', paid_at: null },
      ]);
    } finally {
      await upgraded.close();
    }
  });

  test('017 keeps the rows outside the business bounds and lists them', async () => {
    const upgraded = await openTestDatabase({ migrated: false });
    try {
      const before = readMigrations().filter((m) => m.name < BOUNDS_MIGRATION);
      await migrate(upgraded.db, before);
      await sql`
        INSERT INTO events (name) VALUES ('Festa antiga');
        INSERT INTO event_days (event_id, date) VALUES (1, '0100-01-01'), (1, '2030-01-10');
        INSERT INTO financial_categories (name, type) VALUES ('Eventos', 'RECEITA');
        INSERT INTO accounts_receivable (description, client_name, category_id, amount, due_date) VALUES
          ('Enorme', 'Cliente', 1, 999999999999.99, '2030-01-10'),
          ('Normal', 'Cliente', 1, 1500, '2030-01-10');`.execute(upgraded.db);
      expect((await migrate(upgraded.db)).applied).toContain(BOUNDS_MIGRATION);

      const found = await findBoundViolations(upgraded.db);
      expect(found).toEqual({
        total: 2,
        first: [
          { tableName: 'accounts_receivable', rowId: '1', columnName: 'amount', value: '999999999999.99' },
          { tableName: 'event_days', rowId: '1', columnName: 'date', value: '0100-01-01' },
        ],
      });
      expect(describeBoundViolations(found)).toBe(
        '2 stored value(s) lie outside the business bounds and were kept (SELECT * FROM business_bound_violations): ' +
          'accounts_receivable #1 amount = 999999999999.99; event_days #1 date = 0100-01-01',
      );
      const kept = await upgraded.db.selectFrom('accounts_receivable').select('amount').orderBy('id').execute();
      expect(kept).toEqual([{ amount: '999999999999.99' }, { amount: '1500.00' }]);
      expect(describeBoundViolations({ total: 0, first: [] })).toBeNull();
    } finally {
      await upgraded.close();
    }
  });

  test('019 makes the requests whose payable was already PAGO PAID, with their staff day paid', async () => {
    const upgraded = await openTestDatabase({ migrated: false });
    try {
      await migrate(upgraded.db, readMigrations().filter((m) => m.name < '019'));
      await sql`
        INSERT INTO employees (name, cpf, function, pay_rate) VALUES ('Ana Souza', '52998224725', 'Garçom', 150);
        INSERT INTO events (name) VALUES ('Feira');
        INSERT INTO event_days (event_id, date) VALUES (1, '2030-01-10'), (1, '2030-01-11');
        INSERT INTO event_employees (event_id, employee_id, event_day, function, pay_rate) VALUES
          (1, 1, '2030-01-10', 'Garçom', 150), (1, 1, '2030-01-11', 'Garçom', 150);
        INSERT INTO payment_requests (event_employee_id, amount, status) VALUES (1, 150, 'APPROVED'), (2, 150, 'APPROVED');
        INSERT INTO financial_categories (name, type) VALUES ('Equipe', 'DESPESA');
        INSERT INTO accounts_payable (description, supplier_name, category_id, payment_request_id, amount, due_date, status, updated_at) VALUES
          ('Diária 1', 'Ana Souza', 1, 1, 150, '2030-01-20', 'PAGO', '2030-01-21T12:00:00Z'),
          ('Diária 2', 'Ana Souza', 1, 2, 150, '2030-01-20', 'PENDENTE', '2030-01-15T12:00:00Z');`.execute(upgraded.db);
      expect((await migrate(upgraded.db)).applied).toEqual(readMigrations().filter((m) => m.name >= '019').map((m) => m.name));
      const rows = await sql<{ status: string; paid_at: string | null; paid: boolean }>`
        SELECT pr.status, pr.paid_at, ee.paid FROM payment_requests pr JOIN event_employees ee ON ee.id = pr.event_employee_id ORDER BY pr.id`.execute(upgraded.db);
      expect(rows.rows).toEqual([
        { status: 'PAID', paid_at: '2030-01-21T12:00:00.000Z', paid: true },
        { status: 'APPROVED', paid_at: null, paid: false },
      ]);
    } finally {
      await upgraded.close();
    }
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
  const today = '2030-06-15';
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
    expect(await findBoundViolations(db)).toEqual({ total: 0, first: [] });

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
    const todays = await db.selectFrom('event_employees').selectAll().where('event_day', '=', addDays(today, 0)).execute();
    expect(todays.some((link) => link.check_in !== null)).toBe(true);
    expect(todays.some((link) => link.check_in === null)).toBe(true);
    expect(todays.filter((link) => link.check_out !== null)).toHaveLength(1);
  });

  test('gives events in the past (finalized and paid), today and the future', async () => {
    const { db } = database;
    const { rows } = await sql<{ name: string; first: string; last: string; is_finalized: boolean }>`
      SELECT ev.name, min(d.date) AS first, max(d.date) AS last, ev.is_finalized
      FROM events ev JOIN event_days d ON d.event_id = ev.id GROUP BY ev.id ORDER BY min(d.date)`.execute(db);
    const todayIso = addDays(today, 0);
    const past = rows.filter((e) => e.last < todayIso);
    const current = rows.filter((e) => e.first <= todayIso && e.last >= todayIso);
    const future = rows.filter((e) => e.first > todayIso);
    expect(past.map((e) => [e.name, e.is_finalized])).toEqual([['Feira de Negócios do Agro', true]]);
    expect(current.map((e) => e.name)).toEqual(['Congresso Médico de São Paulo']);
    expect(future.length).toBeGreaterThanOrEqual(2);

    // Every staff day of the finalized fair was requested and paid; yesterday's congress work has
    // pending requests and one paid.
    const { rows: payments } = await sql<{ name: string; status: string; n: number; paid_links: number }>`
      SELECT ev.name, pr.status, count(*) AS n, count(*) FILTER (WHERE ee.paid) AS paid_links
      FROM payment_requests pr JOIN event_employees ee ON ee.id = pr.event_employee_id JOIN events ev ON ev.id = ee.event_id
      GROUP BY ev.name, pr.status ORDER BY ev.name, pr.status`.execute(db);
    expect(payments).toEqual([
      { name: 'Congresso Médico de São Paulo', status: 'PAID', n: 1, paid_links: 1 },
      { name: 'Congresso Médico de São Paulo', status: 'PENDING', n: 3, paid_links: 0 },
      { name: 'Feira de Negócios do Agro', status: 'PAID', n: 16, paid_links: 16 },
    ]);
    const fair = await db.selectFrom('events').select('summary').where('is_finalized', '=', true).executeTakeFirstOrThrow();
    expect(fair.summary).toMatchObject({ employeeSummary: expect.arrayContaining([expect.objectContaining({ days: 2 })]) });

    const services = await db.selectFrom('service_catalog').selectAll().execute();
    expect(services.length).toBeGreaterThanOrEqual(6);
    expect(services.find((s) => s.name === 'Bar Completo')).toMatchObject({ staff_function: 'Barman', staff_per_unit: 2 });
    const { rows: budgets } = await sql<{ name: string; status: string; total: string; items_total: string }>`
      SELECT ev.name, b.status, b.total::text, (SELECT sum(quantity * unit_price * days)::numeric(14, 2)::text FROM budget_items WHERE budget_id = b.id) AS items_total
      FROM budgets b JOIN events ev ON ev.id = b.event_id ORDER BY ev.name`.execute(db);
    expect(budgets.map((b) => [b.name, b.status])).toEqual([
      ['Casamento Silva & Oliveira', 'APROVADO'],
      ['Congresso Médico de São Paulo', 'APROVADO'],
      ['Feira de Negócios do Agro', 'PAGO'],
      ['Festival de Verão', 'ENVIADO'],
    ]);
    for (const budget of budgets) expect(budget.total).toBe(budget.items_total);
  });

  test("'today' is São Paulo's calendar day, whatever the server's zone", () => {
    // 02:00 UTC on the 15th is still 23:00 on the 14th in São Paulo.
    expect(todayInCompanyZone(new Date('2030-06-15T02:00:00Z'))).toBe('2030-06-14');
    expect(todayInCompanyZone(new Date('2030-06-15T03:00:00Z'))).toBe('2030-06-15');
    expect(todayInCompanyZone(new Date('2030-12-31T23:59:00-03:00'))).toBe('2030-12-31');
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
