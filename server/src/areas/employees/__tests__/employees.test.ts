import { sql } from 'kysely';
import { EMPLOYEE_SORTS, ROLES, type Role } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const MARIA = {
  name: 'Maria da Silva',
  cpf: '529.982.247-25',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  function: 'Garçom',
  payRate: '150',
};
const JOAO = { name: 'João Pereira', cpf: '11144477735', function: 'Segurança', payRate: '180.50' };

const create = (payload: unknown, role: Role = 'ADMIN') =>
  t.request({ method: 'POST', url: '/api/employees', payload: payload as object, role });

async function createOk(payload: object): Promise<{ id: number }> {
  const res = await create(payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function linkToEvent(employeeId: number): Promise<void> {
  const { db } = t.database;
  const event = await db.insertInto('events').values({ name: 'Evento' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('event_days').values({ event_id: event.id, date: '2030-01-10' }).execute();
  await db
    .insertInto('event_employees')
    .values({ event_id: event.id, employee_id: employeeId, event_day: '2030-01-10', function: 'Garçom', pay_rate: '150' })
    .execute();
}

describe('POST /api/employees', () => {
  test('creates an employee in canonical form (201)', async () => {
    const res = await create(MARIA);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: 1,
        name: 'Maria da Silva',
        cpf: '52998224725',
        email: 'maria@example.com',
        phone: '11987654321',
        function: 'Garçom',
        payRate: '150.00',
        active: true,
        pixKeyMasked: null,
        pixKeyType: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      },
    });
  });

  test('stores blank optional fields as null and trims the rest', async () => {
    const res = await create({ ...JOAO, name: '  João   Pereira ', email: '  ', phone: '', active: false });
    expect(res.json().data).toMatchObject({ name: 'João Pereira', email: null, phone: null, active: false });
  });

  test('accepts a phone with the country code and stores the national number', async () => {
    const res = await create({ ...JOAO, phone: '+55 21 3456-7890' });
    expect(res.json().data.phone).toBe('2134567890');
  });

  test('keeps money exact: 0.10 + 0.20 is 0.30', async () => {
    await createOk({ ...MARIA, payRate: '0.10' });
    await createOk({ ...JOAO, payRate: '0.2' });
    const list = (await t.request({ method: 'GET', url: '/api/employees', role: 'ADMIN' })).json().data;
    expect(list.map((e: { payRate: string }) => e.payRate).sort()).toEqual(['0.10', '0.20']);
    const { rows } = await sql<{ total: string }>`SELECT sum(pay_rate) AS total FROM employees`.execute(t.database.db);
    expect(rows[0].total).toBe('0.30');
  });

  test('keeps the largest amount exactly', async () => {
    const employee = await createOk({ ...MARIA, payRate: '99999999.99' });
    const res = await t.request({ method: 'GET', url: `/api/employees/${employee.id}`, role: 'ADMIN' });
    expect(res.json().data.payRate).toBe('99999999.99');
  });

  test('answers 409 for a CPF already registered, however it is formatted', async () => {
    await createOk(MARIA);
    const res = await create({ ...JOAO, cpf: '52998224725' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Já existe um funcionário com este CPF' });
  });

  const long = (n: number) => 'a'.repeat(n);
  const without = (key: keyof typeof MARIA) => Object.fromEntries(Object.entries(MARIA).filter(([k]) => k !== key));
  test.each([
    ['no name', without('name'), "Campo 'Nome' é obrigatório"],
    ['a one-letter name', { ...MARIA, name: 'A' }, "Campo 'Nome' deve ter pelo menos 2 caracteres"],
    ['a name that is only spaces', { ...MARIA, name: '  A  ' }, "Campo 'Nome' deve ter pelo menos 2 caracteres"],
    ['a name too long', { ...MARIA, name: long(151) }, "Campo 'Nome' deve ter no máximo 150 caracteres"],
    ['a numeric name', { ...MARIA, name: 42 }, "Campo 'Nome' inválido"],
    ['no CPF', without('cpf'), "Campo 'CPF' é obrigatório"],
    ['a short CPF', { ...MARIA, cpf: '123' }, "Campo 'CPF' deve ter pelo menos 11 caracteres"],
    ['a CPF with wrong check digits', { ...MARIA, cpf: '529.982.247-24' }, 'CPF inválido'],
    ['a CPF of repeated digits', { ...MARIA, cpf: '111.111.111-11' }, 'CPF inválido'],
    ['an invalid e-mail', { ...MARIA, email: 'maria@' }, 'E-mail inválido'],
    ['an e-mail of the wrong type', { ...MARIA, email: 42 }, "Campo 'E-mail' inválido"],
    ['an e-mail too long', { ...MARIA, email: `${long(200)}@x.com` }, "Campo 'E-mail' deve ter no máximo 200 caracteres"],
    ['an invalid phone', { ...MARIA, phone: '1234-5678' }, 'Telefone inválido'],
    ['no function', without('function'), "Campo 'Função' é obrigatório"],
    ['no pay rate', without('payRate'), "Campo 'Valor da diária' é obrigatório"],
    ['a negative pay rate', { ...MARIA, payRate: '-1.00' }, "Campo 'Valor da diária' deve estar entre R$ 0,00 e R$ 99.999.999,99"],
    ['a pay rate with 3 decimals', { ...MARIA, payRate: '1.234' }, "Campo 'Valor da diária' deve estar entre R$ 0,00 e R$ 99.999.999,99"],
    ['a pay rate in pt-BR format', { ...MARIA, payRate: '1.234,50' }, "Campo 'Valor da diária' deve estar entre R$ 0,00 e R$ 99.999.999,99"],
    ['a pay rate sent as a number', { ...MARIA, payRate: 150 }, "Campo 'Valor da diária' inválido"],
    ['a pay rate too large', { ...MARIA, payRate: '1000000000000' }, "Campo 'Valor da diária' deve estar entre R$ 0,00 e R$ 99.999.999,99"],
    ['a non-boolean active', { ...MARIA, active: 'sim' }, "Campo 'Ativo' inválido"],
    ['an unknown field', { ...MARIA, salary: '10' }, "Campo 'salary' não é permitido"],
    ['an array body', [MARIA], 'Corpo da requisição inválido'],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  test('answers 400 for malformed JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/employees',
      role: 'ADMIN',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Corpo da requisição inválido' });
  });
});

describe('GET /api/employees', () => {
  beforeEach(async () => {
    await createOk(MARIA);
    await createOk(JOAO);
    await createOk({ name: 'Ana Beatriz Souza', cpf: '390.533.447-05', email: 'ana@example.com', function: 'Recepcionista', payRate: '140', active: false });
  });
  const list = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/employees${query}`, role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    return (res.json().data as Array<{ name: string }>).map((e) => e.name);
  };

  test('lists everyone ordered by name', async () => {
    expect(await list()).toEqual(['Ana Beatriz Souza', 'João Pereira', 'Maria da Silva']);
  });

  test.each([
    ['name, ignoring case', '?search=MARIA', ['Maria da Silva']],
    ['part of a name', '?search=souz', ['Ana Beatriz Souza']],
    ['formatted CPF digits', '?search=529.982', ['Maria da Silva']],
    ['bare CPF digits', '?search=11144477735', ['João Pereira']],
    ['e-mail', '?search=ana%40example', ['Ana Beatriz Souza']],
    ['LIKE wildcards taken literally', '?search=%25', []],
    ['a blank search as no search', '?search=%20%20', ['Ana Beatriz Souza', 'João Pereira', 'Maria da Silva']],
    ['active=true', '?active=true', ['João Pereira', 'Maria da Silva']],
    ['active=false', '?active=false', ['Ana Beatriz Souza']],
    ['function, ignoring case', '?function=SEGURAN%C3%87A', ['João Pereira']],
    ['search and filters combined', '?search=a&active=true&function=Gar%C3%A7om', ['Maria da Silva']],
  ])('filters by %s', async (_label, query, expected) => {
    expect(await list(query)).toEqual(expected);
  });

  test('pages, sorts and counts on the server (issue 14)', async () => {
    await expectPagedList(t, { url: '/api/employees', role: 'MANAGER', sorts: EMPLOYEE_SORTS, total: 3 });
    await expectPagedList(t, { url: '/api/employees?search=a', role: 'ADMIN', sorts: ['name'], total: 3 });
    const res = await t.request({ method: 'GET', url: '/api/employees?active=true&sort=-payRate&pageSize=1', role: 'ADMIN' });
    expect(res.json()).toMatchObject({ data: [{ name: 'João Pereira', payRate: '180.50' }], meta: { total: 2, page: 1, pageSize: 1 } });
  });

  test('answers 400 for an invalid filter', async () => {
    const res = await t.request({ method: 'GET', url: '/api/employees?active=talvez', role: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Campo 'Ativo' inválido" });
  });
});

describe('GET/PUT/DELETE /api/employees/:id', () => {
  test('reads one employee', async () => {
    const { id } = await createOk(MARIA);
    const res = await t.request({ method: 'GET', url: `/api/employees/${id}`, role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, cpf: '52998224725' });
  });

  test.each(['GET', 'PUT', 'DELETE'] as const)('%s answers 404 for an unknown id', async (method) => {
    const res = await t.request({ method, url: '/api/employees/999', role: 'ADMIN', ...(method === 'PUT' ? { payload: MARIA } : {}) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Funcionário não encontrado' });
  });

  test.each(['abc', '0', '-3', '1.5'])('answers 400 for the id %s', async (id) => {
    const res = await t.request({ method: 'GET', url: `/api/employees/${id}`, role: 'ADMIN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Campo 'id' inválido" });
  });

  test('updates an employee; leaving out active keeps it', async () => {
    const { id } = await createOk({ ...MARIA, active: false });
    const before = (await t.request({ method: 'GET', url: `/api/employees/${id}`, role: 'ADMIN' })).json().data;
    const res = await t.request({
      method: 'PUT',
      url: `/api/employees/${id}`,
      role: 'MANAGER',
      payload: { name: 'Maria Souza', cpf: MARIA.cpf, function: 'Barman', payRate: '175.5' },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ id, name: 'Maria Souza', function: 'Barman', payRate: '175.50', email: null, phone: null, active: false });
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
  });

  test('PUT validates like POST and answers 409 for another employee’s CPF', async () => {
    await createOk(MARIA);
    const { id } = await createOk(JOAO);
    const invalid = await t.request({ method: 'PUT', url: `/api/employees/${id}`, role: 'ADMIN', payload: { ...JOAO, cpf: '12345678900' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'CPF inválido' });
    const taken = await t.request({ method: 'PUT', url: `/api/employees/${id}`, role: 'ADMIN', payload: { ...JOAO, cpf: MARIA.cpf } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Já existe um funcionário com este CPF' });
  });

  test('deletes an employee (200 with its id)', async () => {
    const { id } = await createOk(MARIA);
    const res = await t.request({ method: 'DELETE', url: `/api/employees/${id}`, role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id } });
    expect((await t.request({ method: 'GET', url: `/api/employees/${id}`, role: 'ADMIN' })).statusCode).toBe(404);
  });

  test('answers 409 when deleting an employee linked to an event', async () => {
    const { id } = await createOk(MARIA);
    await linkToEvent(id);
    const res = await t.request({ method: 'DELETE', url: `/api/employees/${id}`, role: 'ADMIN' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Funcionário possui vínculos com eventos e não pode ser excluído' });
    expect((await t.request({ method: 'GET', url: `/api/employees/${id}`, role: 'ADMIN' })).statusCode).toBe(200);
  });
});

describe('role matrix (SPEC §6: /employees is for admin and manager)', () => {
  const ALLOWED: Role[] = ['ADMIN', 'MANAGER'];
  const ENDPOINTS = [
    { method: 'GET', url: '/api/employees', ok: 200 },
    { method: 'POST', url: '/api/employees', ok: 201, payload: MARIA },
    { method: 'GET', url: '/api/employees/1', ok: 200 },
    { method: 'PUT', url: '/api/employees/1', ok: 200, payload: { ...MARIA, name: 'Maria Editada' } },
    { method: 'DELETE', url: '/api/employees/1', ok: 200 },
  ] as const;

  const cases = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => [endpoint.method, endpoint.url, role, endpoint] as const));
  test.each(cases)('%s %s as %s', async (method, url, role, endpoint) => {
    if (method !== 'POST') await createOk(MARIA);
    const res = await t.request({ method, url, role, ...('payload' in endpoint ? { payload: endpoint.payload } : {}) });
    if (ALLOWED.includes(role)) {
      expect(res.statusCode).toBe(endpoint.ok);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Acesso não autorizado.' });
    }
  });

  test('a forbidden role gets 403 before any validation', async () => {
    const res = await create({ name: 1 }, 'COORDINATOR');
    expect(res.statusCode).toBe(403);
  });
});
