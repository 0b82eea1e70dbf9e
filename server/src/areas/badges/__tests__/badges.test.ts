/**
 * Staff badges (issue 13): an employee's code, its replacement, the badges of an event to print,
 * the hashes of the device copy (GET /events/{id}), the role matrix and migration 010.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  BADGE_ALPHABET,
  BADGE_QR_PREFIX,
  ROLES,
  badgeShortCode,
  encodeBadgeBase32,
  parseBadgeInput,
  type Badge,
  type Event,
  type EventBadge,
  type Role,
} from '@sge/shared/contract';
import { migrate, readMigrations } from '../../../db/migrate';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { openTestDatabase } from '../../../testing/test-db';
import { insertEmployee, insertEvent, insertLink } from '../../events/__tests__/fixtures';

let t: TestApp;
let users: Record<Role, number>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  users = await t.createUsers();
});

const DAY1 = '2030-01-10';
const DAY2 = '2030-01-11';
const CODE = new RegExp(`^[${BADGE_ALPHABET}]{26}$`);
const SHORT = new RegExp(`^[${BADGE_ALPHABET}]{5}-[${BADGE_ALPHABET}]{5}$`);
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

const getBadge = (employeeId: number | string, role: Role = 'ADMIN') =>
  t.request({ method: 'GET', url: `/api/employees/${employeeId}/badge`, role });
const replaceBadge = (employeeId: number | string, role: Role = 'ADMIN') =>
  t.request({ method: 'POST', url: `/api/employees/${employeeId}/badge`, role });

async function badgeOf(employeeId: number): Promise<Badge> {
  const res = await getBadge(employeeId);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

async function replaced(employeeId: number): Promise<Badge> {
  const res = await replaceBadge(employeeId);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const badgeRows = (employeeId: number) =>
  t.database.db
    .selectFrom('employee_badges')
    .select(['code', 'short_code', 'replaced_at', 'issued_by'])
    .where('employee_id', '=', employeeId)
    .orderBy('id')
    .execute();

function expectWellFormed(badge: Badge, employeeId: number): void {
  expect(badge).toEqual({
    employeeId,
    code: expect.stringMatching(CODE),
    shortCode: expect.stringMatching(SHORT),
    qrPayload: `${BADGE_QR_PREFIX}${badge.code}`,
    issuedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  });
  expect(badge.shortCode).toBe(badgeShortCode(badge.code));
  expect(parseBadgeInput(badge.qrPayload)).toEqual({ kind: 'code', value: badge.code });
  expect(parseBadgeInput(badge.shortCode)).toEqual({ kind: 'short', value: badge.code.slice(0, 10) });
}

describe('an employee’s badge', () => {
  test('every employee has one from the start, however it was created', async () => {
    const inserted = await insertEmployee(t, { name: 'Ana Souza' });
    const created = await t.request({
      method: 'POST',
      url: '/api/employees',
      role: 'MANAGER',
      payload: { name: 'João Pereira', cpf: '11144477735', function: 'Segurança', payRate: '180.50' },
    });
    expect(created.statusCode).toBe(201);
    const viaApi: number = created.json().data.id;

    const first = await badgeOf(inserted);
    const second = await badgeOf(viaApi);
    expectWellFormed(first, inserted);
    expectWellFormed(second, viaApi);
    expect(first.code).not.toBe(second.code);
    // Reading changes nothing.
    expect((await badgeOf(inserted)).code).toBe(first.code);
    expect(await badgeRows(inserted)).toEqual([{ code: first.code, short_code: first.code.slice(0, 10), replaced_at: null, issued_by: null }]);
  });

  test('an approved pre-registration (walk-in) becomes an employee with a badge', async () => {
    const walkIn = await t.request({
      method: 'POST',
      url: '/api/pre-registration/walk-in',
      role: 'COORDINATOR',
      payload: {
        name: 'Carla Mendes',
        cpf: '529.982.247-25',
        birthDate: '1995-04-12',
        phone: '(11) 98765-4321',
        email: 'carla@example.com',
        address: 'Rua das Flores, 100 - São Paulo/SP',
        function: 'Garçom',
        pixKey: 'carla@example.com',
        consent: true,
      },
    });
    expect(walkIn.statusCode).toBe(201);
    const approved = await t.request({ method: 'POST', url: `/api/pre-registration/${walkIn.json().data.id}/approve`, role: 'MANAGER', payload: {} });
    expect(approved.statusCode).toBe(200);
    const employeeId: number = approved.json().data.employeeId;
    expectWellFormed(await badgeOf(employeeId), employeeId);
  });

  test('a new code replaces the current one, which is kept as history and stops being current', async () => {
    const employee = await insertEmployee(t);
    const before = await badgeOf(employee);
    const after = await replaced(employee);
    expectWellFormed(after, employee);
    expect(after.code).not.toBe(before.code);
    expect(await badgeOf(employee)).toEqual(after);

    const rows = await badgeRows(employee);
    expect(rows).toEqual([
      { code: before.code, short_code: before.code.slice(0, 10), replaced_at: expect.any(String), issued_by: null },
      { code: after.code, short_code: after.code.slice(0, 10), replaced_at: null, issued_by: users.ADMIN },
    ]);
  });

  test('two replacements in a row: one current badge, the two earlier ones replaced', async () => {
    const employee = await insertEmployee(t);
    const original = await badgeOf(employee);
    const second = await replaced(employee);
    const third = (await replaceBadge(employee, 'MANAGER')).json().data as Badge;
    expectWellFormed(third, employee);
    expect(new Set([original.code, second.code, third.code]).size).toBe(3);
    expect(await badgeOf(employee)).toEqual(third);
    const rows = await badgeRows(employee);
    expect(rows.map((row) => [row.code, row.replaced_at === null, row.issued_by])).toEqual([
      [original.code, false, null],
      [second.code, false, users.ADMIN],
      [third.code, true, users.MANAGER],
    ]);
  });

  test('replacements at the same time leave exactly one current badge', async () => {
    const employee = await insertEmployee(t);
    const answers = await Promise.all([replaceBadge(employee), replaceBadge(employee, 'MANAGER'), replaceBadge(employee)]);
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const rows = await badgeRows(employee);
    expect(rows).toHaveLength(4);
    const current = rows.filter((row) => row.replaced_at === null);
    expect(current).toHaveLength(1);
    const codes = answers.map((res) => (res.json().data as Badge).code);
    expect(new Set(codes).size).toBe(3);
    expect(codes).toContain(current[0]!.code);
    expect((await badgeOf(employee)).code).toBe(current[0]!.code);
  });

  test('the database refuses a second current badge and a malformed code', async () => {
    const employee = await insertEmployee(t);
    const insert = (code: string) => sql`INSERT INTO employee_badges (employee_id, code) VALUES (${employee}, ${code})`.execute(t.database.db);
    await expect(insert(encodeBadgeBase32(randomBytes(16)))).rejects.toThrow(/employee_badges_current_key/);
    await expect(insert('0123456789ABCDEFGHJKMNPQRI')).rejects.toThrow(/employee_badges_code_format/);
  });

  test('unknown employee: 404; bad id: 400', async () => {
    for (const res of [await getBadge(99), await replaceBadge(99)]) {
      expect([res.statusCode, res.json()]).toEqual([404, { message: 'Funcionário não encontrado' }]);
    }
    for (const res of [await getBadge('abc'), await replaceBadge(0)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringContaining("'id'") });
    }
  });

  test('an employee deleted takes their badges along', async () => {
    const employee = await insertEmployee(t);
    await replaced(employee);
    const res = await t.request({ method: 'DELETE', url: `/api/employees/${employee}`, role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(await badgeRows(employee)).toEqual([]);
  });
});

describe('codes made in SQL', () => {
  test('badge_base32 is the contract’s encodeBadgeBase32', async () => {
    const samples = [Buffer.alloc(16), Buffer.alloc(16, 0xff), Buffer.from('0123456789abcdef0123456789abcdef', 'hex'), Buffer.from([7])];
    for (let i = 0; i < 20; i++) samples.push(randomBytes(16));
    const { rows } = await sql<{ code: string }>`
      SELECT badge_base32(decode(hex, 'hex')) AS code
      FROM unnest(${samples.map((bytes) => bytes.toString('hex'))}::text[]) WITH ORDINALITY AS s(hex, n) ORDER BY n`.execute(t.database.db);
    expect(rows.map((row) => row.code)).toEqual(samples.map((bytes) => encodeBadgeBase32(bytes)));
  });

  test('new_badge_code gives 26 characters of the alphabet, different every time', async () => {
    const { rows } = await sql<{ code: string }>`SELECT new_badge_code() AS code FROM generate_series(1, 200)`.execute(t.database.db);
    expect(rows.every((row) => CODE.test(row.code))).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(200);
    // 128 random bits: every position but the last (3 bits, padded) uses the whole alphabet.
    const firsts = new Set(rows.map((row) => row.code[0]));
    expect(firsts.size).toBeGreaterThan(20);
  });
});

/** Event 1 (DAY1, DAY2): Carla both days (Copeira on DAY2), Ana on DAY1, Bruno on DAY2. Event 2: Diego. */
async function arrangeEvent() {
  const event = await insertEvent(t, { days: [DAY1, DAY2] });
  const other = await insertEvent(t, { name: 'Outro evento', days: [DAY1] });
  const carla = await insertEmployee(t, { name: 'Carla Dias' });
  const ana = await insertEmployee(t, { name: 'Ana Souza', fn: 'Recepcionista' });
  const bruno = await insertEmployee(t, { name: 'Bruno Lima', fn: 'Segurança' });
  const diego = await insertEmployee(t, { name: 'Diego Alves' });
  await insertLink(t, { eventId: event, employeeId: carla, day: DAY1 });
  await insertLink(t, { eventId: event, employeeId: carla, day: DAY2, fn: 'Copeira' });
  await insertLink(t, { eventId: event, employeeId: ana, day: DAY1, fn: 'Recepcionista' });
  await insertLink(t, { eventId: event, employeeId: bruno, day: DAY2, fn: 'Segurança' });
  await insertLink(t, { eventId: other, employeeId: diego, day: DAY1 });
  return { event, other, carla, ana, bruno, diego };
}

describe('GET /api/events/{id} (the device copy)', () => {
  const copyOf = async (eventId: number, role: Role = 'COORDINATOR') => {
    const res = await t.request({ method: 'GET', url: `/api/events/${eventId}`, role });
    expect(res.statusCode).toBe(200);
    return { body: res.body, event: res.json().data as Event };
  };

  test('each staff day carries the hashes of the code and short code, never the codes', async () => {
    const { event, carla, ana, bruno } = await arrangeEvent();
    const codes = new Map<number, string>();
    for (const id of [carla, ana, bruno]) codes.set(id, (await badgeOf(id)).code);

    const { body, event: copy } = await copyOf(event);
    const staff = copy.eventDays.flatMap((day) => day.employees);
    expect(staff).toHaveLength(4);
    for (const employee of staff) {
      const code = codes.get(employee.employeeId)!;
      expect(employee.badgeHash).toBe(sha256(code));
      expect(employee.badgeShortHash).toBe(sha256(code.slice(0, 10)));
      expect(employee.badgeHash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(copy.replacedBadgeHashes).toEqual([]);
    for (const code of codes.values()) {
      expect(body).not.toContain(code);
      expect(body).not.toContain(code.slice(0, 10));
      expect(body).not.toContain(badgeShortCode(code));
    }
  });

  test('after a replacement: the new hashes, and the old ones listed as replaced', async () => {
    const { event, carla, ana, diego } = await arrangeEvent();
    const old = await badgeOf(carla);
    const twice = await badgeOf(ana);
    const current = await replaced(carla);
    const middle = await replaced(ana);
    const anaNow = await replaced(ana);
    await replaced(diego); // staff of another event only

    const { body, event: copy } = await copyOf(event);
    const carlaDays = copy.eventDays.flatMap((day) => day.employees).filter((e) => e.employeeId === carla);
    expect(carlaDays).toHaveLength(2);
    for (const day of carlaDays) expect([day.badgeHash, day.badgeShortHash]).toEqual([sha256(current.code), sha256(current.code.slice(0, 10))]);
    const anaDay = copy.eventDays.flatMap((day) => day.employees).find((e) => e.employeeId === ana)!;
    expect(anaDay.badgeHash).toBe(sha256(anaNow.code));

    const expected = [old, twice, middle].flatMap((badge) => [sha256(badge.code), sha256(badge.code.slice(0, 10))]).sort();
    expect(copy.replacedBadgeHashes).toEqual(expected);
    for (const code of [old.code, twice.code, middle.code, current.code, anaNow.code]) {
      expect(body).not.toContain(code);
      expect(body).not.toContain(code.slice(0, 10));
    }
  });

  test('an event without staff: no hashes; the list GET /api/events carries none', async () => {
    const { other } = await arrangeEvent();
    const empty = await insertEvent(t, { name: 'Vazio', days: [DAY1] });
    expect((await copyOf(empty)).event.replacedBadgeHashes).toEqual([]);
    expect((await copyOf(other)).event.eventDays[0]!.employees[0]!.badgeHash).toMatch(/^[0-9a-f]{64}$/);

    const list = await t.request({ method: 'GET', url: '/api/events', role: 'ADMIN' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('badgeHash');
    expect(list.body).not.toContain('replacedBadgeHashes');
  });
});

describe('GET /api/events/{id}/badges', () => {
  const badgesOf = (eventId: number | string, query = '', role: Role = 'ADMIN') =>
    t.request({ method: 'GET', url: `/api/events/${eventId}/badges${query}`, role });

  test('every staff member of the event once, by name, with their days', async () => {
    const { event, carla, ana, bruno } = await arrangeEvent();
    const res = await badgesOf(event, '', 'COORDINATOR');
    expect(res.statusCode).toBe(200);
    const codes = { ana: await badgeOf(ana), bruno: await badgeOf(bruno), carla: await badgeOf(carla) };
    const face = (badge: Badge) => ({ code: badge.code, shortCode: badge.shortCode, qrPayload: badge.qrPayload });
    expect(res.json()).toEqual({
      data: [
        { employeeId: ana, name: 'Ana Souza', function: 'Recepcionista', days: [DAY1], ...face(codes.ana) },
        { employeeId: bruno, name: 'Bruno Lima', function: 'Segurança', days: [DAY2], ...face(codes.bruno) },
        { employeeId: carla, name: 'Carla Dias', function: 'Garçom', days: [DAY1, DAY2], ...face(codes.carla) },
      ] satisfies EventBadge[],
    });
  });

  test('with a day: who works that day, with that day’s function and all their days in the event', async () => {
    const { event, carla, bruno } = await arrangeEvent();
    const res = await badgesOf(event, `?day=${DAY2}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as EventBadge[];
    expect(data.map((badge) => [badge.employeeId, badge.function, badge.days])).toEqual([
      [bruno, 'Segurança', [DAY2]],
      [carla, 'Copeira', [DAY1, DAY2]],
    ]);
    const replacedNow = await replaced(carla);
    const again = (await badgesOf(event, `?day=${DAY2}`)).json().data as EventBadge[];
    expect(again[1]!.code).toBe(replacedNow.code);
  });

  test('an event without staff answers an empty list', async () => {
    const empty = await insertEvent(t, { name: 'Vazio', days: [DAY1] });
    expect((await badgesOf(empty)).json()).toEqual({ data: [] });
    expect((await badgesOf(empty, `?day=${DAY1}`)).json()).toEqual({ data: [] });
  });

  test('unknown event or day: 404; a malformed or impossible day: 400', async () => {
    const { event } = await arrangeEvent();
    const cases: Array<[string, number, string]> = [
      ['/api/events/99/badges', 404, 'Evento não encontrado'],
      [`/api/events/99/badges?day=${DAY1}`, 404, 'Evento não encontrado'],
      [`/api/events/${event}/badges?day=2030-01-12`, 404, 'Dia não encontrado no evento'],
      [`/api/events/${event}/badges?day=2030-02-30`, 400, 'Data inválida'],
    ];
    for (const [url, status, message] of cases) {
      const res = await t.request({ method: 'GET', url, role: 'ADMIN' });
      expect([url, res.statusCode, res.json()]).toEqual([url, status, { message }]);
    }
    for (const day of ['10/01/2030', '2030-1-10', 'amanhã', '']) {
      const res = await badgesOf(event, `?day=${encodeURIComponent(day)}`);
      expect([day, res.statusCode]).toEqual([day, 400]);
      expect(res.json()).toEqual({ message: "Campo 'Dia' inválido" });
    }
    expect((await badgesOf('abc')).statusCode).toBe(400);
  });
});

describe('who may call what', () => {
  const READ: Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR'];
  const REPLACE: Role[] = ['ADMIN', 'MANAGER'];
  const ENDPOINTS = [
    { method: 'GET', url: '/api/employees/1/badge', ok: 200, allowed: READ },
    { method: 'POST', url: '/api/employees/1/badge', ok: 201, allowed: REPLACE },
    { method: 'GET', url: '/api/events/1/badges', ok: 200, allowed: READ },
    { method: 'GET', url: `/api/events/1/badges?day=${DAY1}`, ok: 200, allowed: READ },
    { method: 'GET', url: '/api/events/1', ok: 200, allowed: ROLES },
  ] as const;
  const cases = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => [endpoint.method, endpoint.url, role, endpoint] as const));

  test.each(cases)('%s %s as %s', async (method, url, role, endpoint) => {
    await arrangeEvent();
    const res = await t.request({ method, url, role });
    if ((endpoint.allowed as readonly Role[]).includes(role)) {
      expect([res.statusCode, res.json()]).toEqual([endpoint.ok, { data: expect.anything() }]);
    } else {
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'Acesso não autorizado.' }]);
    }
  });

  test.each(ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.url] as const))('%s %s without a token: 401', async (method, url) => {
    const res = await t.request({ method, url });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Autenticação necessária' }]);
  });

  test('a forbidden role gets 403 before a missing employee or a bad day', async () => {
    expect((await replaceBadge(99, 'COORDINATOR')).statusCode).toBe(403);
    expect((await getBadge('abc', 'FINANCIAL')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/events/1/badges?day=x', role: 'FINANCIAL' })).statusCode).toBe(403);
  });
});

describe('migration 010', () => {
  test('gives every employee of a database at 009 one current badge and keeps them', async () => {
    const database = await openTestDatabase({ migrated: false });
    try {
      const migrations = readMigrations();
      const at009 = migrations.findIndex((m) => m.name.startsWith('010_'));
      expect(at009).toBeGreaterThan(0);
      await migrate(database.db, migrations.slice(0, at009));
      await sql`
        INSERT INTO employees (name, cpf, function, pay_rate, active) VALUES
          ('Ana Souza', '52998224725', 'Garçom', 150, true),
          ('Bruno Lima', '11144477735', 'Segurança', 180.5, false),
          ('Carla Dias', '39053344705', 'Copeira', 120, true)`.execute(database.db);
      const before = await database.db.selectFrom('employees').selectAll().orderBy('id').execute();

      expect((await migrate(database.db)).applied).toEqual(migrations.slice(at009).map((m) => m.name));
      // The rows keep every value they had (later migrations may add columns beside them).
      const after = await database.db.selectFrom('employees').selectAll().orderBy('id').execute();
      const columns = Object.keys(before[0]!) as (keyof (typeof before)[number])[];
      expect(after.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])))).toEqual(before);
      const badges = await database.db
        .selectFrom('employee_badges')
        .select(['employee_id', 'code', 'short_code', 'replaced_at', 'issued_by'])
        .orderBy('employee_id')
        .execute();
      expect(badges.map((b) => [b.employee_id, b.replaced_at, b.issued_by])).toEqual(before.map((e) => [e.id, null, null]));
      for (const badge of badges) {
        expect(badge.code).toMatch(CODE);
        expect(badge.short_code).toBe(badge.code.slice(0, 10));
      }
      expect(new Set(badges.map((b) => b.code)).size).toBe(3);

      // And one for an employee created afterwards.
      await sql`INSERT INTO employees (name, cpf, function, pay_rate) VALUES ('Diego Alves', '87748248800', 'Garçom', 150)`.execute(database.db);
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM employee_badges b JOIN employees e ON e.id = b.employee_id
        WHERE e.name = 'Diego Alves' AND b.replaced_at IS NULL`.execute(database.db);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
