import { sql } from 'kysely';
import { EVENT_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { finalizeInDb, insertBudget, insertEmployee, insertEvent, insertLink, insertPaymentRequest, ISO } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const FEIRA = {
  name: 'Feira de Negócios',
  location: 'Expo Center Norte, São Paulo - SP',
  description: 'Feira com rodadas de negócios.',
  eventDays: [{ date: '2030-03-11' }, { date: '2030-03-10' }],
};

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api${url}`, role: 'ADMIN', ...(payload ? { payload } : {}) });

async function createEvent(payload: object = FEIRA): Promise<{ id: number }> {
  const res = await api('POST', '/events', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

const names = (res: { json(): { data: Array<{ name: string }> } }) => res.json().data.map((e) => e.name);

describe('POST /api/events', () => {
  test('creates an event with its days in date order (201)', async () => {
    const res = await api('POST', '/events', { ...FEIRA, name: '  Feira   de Negócios ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: 1,
        name: 'Feira de Negócios',
        location: FEIRA.location,
        description: FEIRA.description,
        eventDays: [
          { date: '2030-03-10', employees: [] },
          { date: '2030-03-11', employees: [] },
        ],
        isFinalized: false,
        summary: null,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      },
    });
  });

  test('creates an event without days, and a blank description as null', async () => {
    const res = await api('POST', '/events', { name: 'Evento', location: 'Santos', description: '   ' });
    expect(res.json().data).toMatchObject({ eventDays: [], description: null });
  });

  test('answers 409 for the same date twice', async () => {
    const res = await api('POST', '/events', { ...FEIRA, eventDays: [{ date: '2030-03-10' }, { date: '2030-03-10' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Já existe um dia com esta data neste evento' });
  });

  test.each([
    ['an impossible date', { ...FEIRA, eventDays: [{ date: '2030-02-30' }] }, "Campo 'Data' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    ['a date in another format', { ...FEIRA, eventDays: [{ date: '10/03/2030' }] }, "Campo 'Data' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    ['no name', { location: 'Santos' }, "Campo 'Nome' é obrigatório"],
    ['a name of spaces', { ...FEIRA, name: '  a  ' }, "Campo 'Nome' deve ter pelo menos 2 caracteres"],
    ['no location', { name: 'Evento' }, "Campo 'Local' é obrigatório"],
    ['an unknown field', { ...FEIRA, isFinalized: true }, "Campo 'isFinalized' não é permitido"],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await api('POST', '/events', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('GET /api/events', () => {
  beforeEach(async () => {
    await insertEvent(t, { name: 'Festival', location: 'Arena Litoral, Santos', days: ['2030-05-01'] });
    await insertEvent(t, { name: 'Casamento', location: 'Jardim das Flores, São Paulo', days: ['2030-04-01', '2030-04-02'] });
    const fair = await insertEvent(t, { name: 'Feira', location: 'Expo Center', days: ['2030-01-05'] });
    await finalizeInDb(t, fair);
    await insertEvent(t, { name: 'Sem data', location: 'A definir', days: [] });
  });

  test('lists active events first, each by its first day, then the finalized', async () => {
    const res = await api('GET', '/events');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Casamento', 'Festival', 'Sem data', 'Feira']);
  });

  test.each([
    ['name, ignoring case', '?search=CASA', ['Casamento']],
    ['location', '?search=santos', ['Festival']],
    ['LIKE wildcards taken literally', '?search=%25', []],
    ['status=active', '?status=active', ['Casamento', 'Festival', 'Sem data']],
    ['status=finalized', '?status=finalized', ['Feira']],
    ['search and status', '?search=s%C3%A3o&status=active', ['Casamento']],
  ])('filters by %s', async (_label, query, expected) => {
    expect(names(await api('GET', `/events${query}`))).toEqual(expected);
  });

  test('status=upcoming: not finalized, with a day from today (São Paulo) on, soonest next day first', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const shift = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    await insertEvent(t, { name: 'Ontem e daqui a 9 dias', location: 'Centro', days: [shift(-1), shift(9)] });
    await insertEvent(t, { name: 'Hoje', location: 'Centro', days: [shift(-3), today] });
    await insertEvent(t, { name: 'Só no passado', location: 'Centro', days: [shift(-2)] });
    const finalizedToday = await insertEvent(t, { name: 'Finalizado hoje', location: 'Centro', days: [today] });
    await finalizeInDb(t, finalizedToday);
    await insertEvent(t, { name: 'Século 22', location: 'Centro', days: ['2100-12-31'] });
    await sql`INSERT INTO events (name) VALUES ('Ano 100')`.execute(t.database.db);
    await sql`INSERT INTO event_days (event_id, date) SELECT id, '0100-01-01' FROM events WHERE name = 'Ano 100'`.execute(t.database.db);
    expect(names(await api('GET', '/events?status=upcoming'))).toEqual([
      'Hoje',
      'Ontem e daqui a 9 dias',
      'Casamento',
      'Festival',
      'Século 22',
    ]);
  });

  test('answers 400 for an unknown status', async () => {
    const res = await api('GET', '/events?status=cancelado');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Campo 'Situação' inválido" });
  });

  test('pages, sorts, searches and filters on the server (issue 14)', async () => {
    await expectPagedList(t, { url: '/api/events', role: 'COORDINATOR', sorts: EVENT_SORTS, total: 4 });
    await expectPagedList(t, { url: '/api/events?status=active', role: 'ADMIN', sorts: EVENT_SORTS, total: 3 });
    await expectPagedList(t, { url: '/api/events?search=s', role: 'ADMIN', sorts: ['firstDay', 'name'], total: 3 });

    const second = await api('GET', '/events?pageSize=2&page=2');
    expect(second.json().meta).toEqual({ total: 4, page: 2, pageSize: 2 });
    expect(names(second)).toEqual(['Sem data', 'Feira']);
    expect(names(await api('GET', '/events?sort=firstDay'))).toEqual(['Feira', 'Casamento', 'Festival', 'Sem data']);
    expect(names(await api('GET', '/events?sort=-firstDay'))).toEqual(['Festival', 'Casamento', 'Feira', 'Sem data']);
    expect(names(await api('GET', '/events?sort=-name&status=active&pageSize=2'))).toEqual(['Sem data', 'Festival']);
    const searched = await api('GET', '/events?search=s%C3%A3o&status=active&sort=name&page=1&pageSize=1');
    expect(searched.json()).toMatchObject({ data: [{ name: 'Casamento' }], meta: { total: 1, page: 1, pageSize: 1 } });
  });

  test('searches the description too', async () => {
    await sql`UPDATE events SET description = 'Jantar de gala' WHERE name = 'Festival'`.execute(t.database.db);
    expect(names(await api('GET', '/events?search=GALA'))).toEqual(['Festival']);
  });

  test("gives each day its staff count, and the event's distinct staff, never the staff itself", async () => {
    const eventId = 2;
    const bruno = await insertEmployee(t, { name: 'Bruno Lima', fn: 'Barman', payRate: '200.00' });
    const ana = await insertEmployee(t, { name: 'Ana Paula Souza', fn: 'Recepcionista' });
    await insertLink(t, { eventId, employeeId: bruno, day: '2030-04-01', fn: 'Barman', payRate: '200.00' });
    await insertLink(t, { eventId, employeeId: ana, day: '2030-04-01', checkIn: '2030-04-01T10:00:00Z' });
    await insertLink(t, { eventId, employeeId: ana, day: '2030-04-02' });
    const res = await api('GET', '/events?search=Casamento');
    const event = res.json().data[0];
    expect(event).toEqual({
      id: eventId,
      name: 'Casamento',
      location: 'Jardim das Flores, São Paulo',
      description: null,
      isFinalized: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      eventDays: [
        { date: '2030-04-01', staffCount: 2 },
        { date: '2030-04-02', staffCount: 1 },
      ],
      staffCount: 2,
      staffDays: 3,
    });
    expect(res.body).not.toContain('Bruno');
    expect(names(await api('GET', '/events?sort=-staffCount&pageSize=1'))).toEqual(['Casamento']);

    // The detail keeps each day's full staff, ordered by name.
    const detail = (await api('GET', `/events/${eventId}`)).json().data;
    expect(detail.eventDays[0].employees.map((e: { name: string }) => e.name)).toEqual(['Ana Paula Souza', 'Bruno Lima']);
    expect(detail.eventDays[0].employees[0]).toMatchObject({
      employeeId: ana,
      function: 'Garçom',
      payRate: '150.00',
      checkIn: '2030-04-01T10:00:00.000Z',
      checkOut: null,
      paymentRequested: false,
      paid: false,
      syncStatus: 'SYNCED',
    });
  });
});

describe('GET /api/events/:id', () => {
  test('reads one event', async () => {
    const { id } = await createEvent();
    const res = await api('GET', `/events/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, name: FEIRA.name, eventDays: [{ date: '2030-03-10' }, { date: '2030-03-11' }] });
  });

  test.each(['GET', 'PUT', 'DELETE'] as const)('%s answers 404 for an unknown event', async (method) => {
    const res = await api(method, '/events/999', method === 'PUT' ? FEIRA : undefined);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Evento não encontrado' });
  });

  test('finalize answers 404 for an unknown event', async () => {
    const res = await api('PUT', '/events/999/finalize');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Evento não encontrado' });
  });

  test.each(['abc', '0', '1.5'])('answers 400 for the id %s', async (id) => {
    const res = await api('GET', `/events/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Campo 'id' inválido" });
  });
});

describe('PUT /api/events/:id', () => {
  test('replaces the data and the set of days (adds new dates, removes absent ones)', async () => {
    const { id } = await createEvent();
    const before = (await api('GET', `/events/${id}`)).json().data;
    const res = await api('PUT', `/events/${id}`, {
      name: 'Feira do Agro',
      location: 'Centro de Eventos',
      eventDays: [{ date: '2030-03-12' }, { date: '2030-03-10' }],
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({
      id,
      name: 'Feira do Agro',
      location: 'Centro de Eventos',
      description: null,
      eventDays: [
        { date: '2030-03-10', employees: [] },
        { date: '2030-03-12', employees: [] },
      ],
    });
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
  });

  test('keeps the days when eventDays is left out, and keeps their staff', async () => {
    const { id } = await createEvent();
    const employeeId = await insertEmployee(t);
    await insertLink(t, { eventId: id, employeeId, day: '2030-03-10' });
    const res = await api('PUT', `/events/${id}`, { name: 'Outro nome', location: 'Outro local' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.eventDays.map((d: { date: string; employees: unknown[] }) => [d.date, d.employees.length])).toEqual([
      ['2030-03-10', 1],
      ['2030-03-11', 0],
    ]);
  });

  test('answers 409 for removing a day with staff, and changes nothing', async () => {
    const { id } = await createEvent();
    const employeeId = await insertEmployee(t);
    await insertLink(t, { eventId: id, employeeId, day: '2030-03-11' });
    const res = await api('PUT', `/events/${id}`, { ...FEIRA, name: 'Mudou', eventDays: [{ date: '2030-03-10' }, { date: '2030-03-12' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível remover um dia que possui funcionários escalados' });
    const event = (await api('GET', `/events/${id}`)).json().data;
    expect(event.name).toBe(FEIRA.name);
    expect(event.eventDays.map((d: { date: string }) => d.date)).toEqual(['2030-03-10', '2030-03-11']);
  });

  test('answers 409 for a duplicate date', async () => {
    const { id } = await createEvent();
    const res = await api('PUT', `/events/${id}`, { ...FEIRA, eventDays: [{ date: '2030-03-10' }, { date: '2030-03-10' }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Já existe um dia com esta data neste evento' });
  });
});

describe('DELETE /api/events/:id', () => {
  test('deletes the event with its days and staff (200 with its id); its budget stays, unlinked', async () => {
    const { id } = await createEvent();
    const employeeId = await insertEmployee(t);
    await insertLink(t, { eventId: id, employeeId, day: '2030-03-10' });
    const budgetId = await insertBudget(t, id, 'APROVADO', [{ service: { name: 'Serviço de Garçom', staffFunction: 'Garçom' }, quantity: 2 }]);
    const res = await api('DELETE', `/events/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id } });
    expect((await api('GET', `/events/${id}`)).statusCode).toBe(404);
    const { db } = t.database;
    expect(await db.selectFrom('event_employees').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('event_days').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('budgets').select(['id', 'event_id']).execute()).toEqual([{ id: budgetId, event_id: null }]);
  });

  test.each([
    ['a check-in', { checkIn: '2030-03-10T11:00:00Z' }, false],
    ['a payment request', {}, true],
  ])('answers 409 when a staff day has %s', async (_label, times, withRequest) => {
    const { id } = await createEvent();
    const employeeId = await insertEmployee(t);
    const linkId = await insertLink(t, { eventId: id, employeeId, day: '2030-03-10', ...times });
    if (withRequest) await insertPaymentRequest(t, linkId, { status: 'CANCELLED' });
    const res = await api('DELETE', `/events/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Este evento possui registros de ponto ou pagamentos e não pode ser excluído' });
    expect((await api('GET', `/events/${id}`)).statusCode).toBe(200);
  });
});

describe('PUT /api/events/:id/finalize', () => {
  test('freezes the event with a summary summed exactly in SQL', async () => {
    const eventId = await insertEvent(t, { days: ['2030-01-10', '2030-01-11', '2030-01-12'] });
    const ana = await insertEmployee(t, { name: 'Ana Souza' });
    const bruno = await insertEmployee(t, { name: 'Bruno Lima' });
    const worked = { checkIn: '2030-01-10T11:00:00.000Z', checkOut: '2030-01-10T20:00:00.000Z' };
    await insertLink(t, { eventId, employeeId: bruno, day: '2030-01-10', payRate: '0.10', ...worked });
    await insertLink(t, { eventId, employeeId: bruno, day: '2030-01-11', payRate: '0.20', ...worked });
    await insertLink(t, { eventId, employeeId: ana, day: '2030-01-12', payRate: '999999999.99', ...worked });
    await insertLink(t, { eventId, employeeId: ana, day: '2030-01-11', payRate: '0.01', checkIn: worked.checkIn });
    // Assigned but never checked in: not a day worked, not paid.
    await insertLink(t, { eventId, employeeId: ana, day: '2030-01-10', payRate: '500.00' });

    const res = await api('PUT', `/events/${eventId}/finalize`);
    expect(res.statusCode).toBe(200);
    const event = res.json().data;
    expect(event.isFinalized).toBe(true);
    expect(event.summary).toEqual({
      employeeSummary: [
        { employeeId: ana, name: 'Ana Souza', days: 2, total: '1000000000.00' },
        { employeeId: bruno, name: 'Bruno Lima', days: 2, total: '0.30' },
      ],
      eventTotal: '1000000000.30',
      finalizedDate: expect.stringMatching(ISO),
    });
    const row = await t.database.db.selectFrom('events').select('finalized_at').where('id', '=', eventId).executeTakeFirstOrThrow();
    expect(event.summary.finalizedDate).toBe(row.finalized_at);
    expect((await api('GET', `/events/${eventId}`)).json().data.summary).toEqual(event.summary);
  });

  test('counts only the days worked (with a check-in)', async () => {
    const eventId = await insertEvent(t, { days: ['2030-01-10'] });
    const ana = await insertEmployee(t, { name: 'Ana Souza' });
    await insertLink(t, { eventId, employeeId: ana, day: '2030-01-10', payRate: '150.00' });
    const res = await api('PUT', `/events/${eventId}/finalize`);
    expect(res.json().data.summary).toMatchObject({ employeeSummary: [], eventTotal: '0.00' });
  });

  test('an event without staff totals 0.00', async () => {
    const { id } = await createEvent();
    const res = await api('PUT', `/events/${id}/finalize`);
    expect(res.json().data.summary).toMatchObject({ employeeSummary: [], eventTotal: '0.00' });
  });

  test('answers 409 when already finalized, keeping the first summary', async () => {
    const { id } = await createEvent();
    const first = (await api('PUT', `/events/${id}/finalize`)).json().data.summary;
    const res = await api('PUT', `/events/${id}/finalize`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Evento já finalizado' });
    expect((await api('GET', `/events/${id}`)).json().data.summary).toEqual(first);
  });

  test.each([
    ['PUT', (id: number) => `/events/${id}`, FEIRA],
    ['DELETE', (id: number) => `/events/${id}`, undefined],
  ] as const)('a finalized event is read-only: %s answers 409', async (method, url, payload) => {
    const { id } = await createEvent();
    await api('PUT', `/events/${id}/finalize`);
    const res = await api(method, url(id), payload);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Evento finalizado não pode ser alterado' });
  });

  test('finalizing while staff is being added freezes a summary that matches the staff', async () => {
    const eventId = await insertEvent(t);
    const employeeIds = await Promise.all(['Ana Souza', 'Bruno Lima', 'Carla Dias'].map((name) => insertEmployee(t, { name })));
    const add = (employeeId: number) =>
      t.request({ method: 'POST', url: '/api/event-employees', role: 'MANAGER', payload: { eventId, employeeId, eventDay: '2030-01-10' } });
    const [a, finalize, b, c] = await Promise.all([
      add(employeeIds[0]),
      api('PUT', `/events/${eventId}/finalize`),
      add(employeeIds[1]),
      add(employeeIds[2]),
    ]);
    expect(finalize.statusCode).toBe(200);
    for (const res of [a, b, c]) expect([201, 409]).toContain(res.statusCode);
    const { rows } = await sql<{ n: number; worked: number; total: string }>`
      SELECT count(*) AS n, count(check_in) AS worked,
             coalesce(sum(pay_rate) FILTER (WHERE check_in IS NOT NULL), 0)::numeric(14, 2)::text AS total
      FROM event_employees WHERE event_id = ${eventId}`.execute(t.database.db);
    const summary = finalize.json().data.summary;
    expect(summary.employeeSummary).toHaveLength(Number(rows[0].worked));
    expect(summary.eventTotal).toBe(rows[0].total);
    // No staff slipped in after the freeze: every link was added before it (201) or refused (409).
    expect([a, b, c].filter((res) => res.statusCode === 201)).toHaveLength(Number(rows[0].n));
  });
});
