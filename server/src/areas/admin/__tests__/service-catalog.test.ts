import { SERVICE_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const GARCOM = { name: 'Serviço de Garçom', description: 'Garçom uniformizado', unit: 'diária', unitPrice: '180', staffFunction: 'Garçom', staffPerUnit: 1 };
const BUFFET = { name: 'Buffet Completo', unit: 'convidado', unitPrice: '95.50', staffFunction: '  ', staffPerUnit: 1, active: false };

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url: `/api/service-catalog${url}`, role: 'ADMIN', ...(payload ? { payload } : {}) });

async function createOk(payload: object): Promise<{ id: number; name: string }> {
  const res = await api('POST', '', payload);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

test('creates services: money as exact decimal strings, blank staff function as null', async () => {
  const res = await api('POST', '', GARCOM);
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toEqual({
    id: 1,
    name: 'Serviço de Garçom',
    description: 'Garçom uniformizado',
    unit: 'diária',
    unitPrice: '180.00',
    staffFunction: 'Garçom',
    staffPerUnit: 1,
    active: true,
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  expect((await createOk(BUFFET)) as object).toMatchObject({ unitPrice: '95.50', staffFunction: null, active: false, description: null });
});

test.each([
  ['a negative price', { unitPrice: '-1' }, "Campo 'Preço unitário' deve estar entre R$ 0,00 e R$ 99.999.999,99"],
  ['a price with 3 decimals', { unitPrice: '1.234' }, "Campo 'Preço unitário' deve estar entre R$ 0,00 e R$ 99.999.999,99"],
  ['zero staff per unit', { staffPerUnit: 0 }, "Campo 'Profissionais por unidade' inválido"],
  ['no unit', { unit: undefined }, "Campo 'Unidade' é obrigatório"],
  ['an unknown field', { color: 'x' }, "Campo 'color' não é permitido"],
])('answers 400 for %s', async (_label, change, message) => {
  const res = await api('POST', '', { ...GARCOM, ...change });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message });
});

test('409 for a name already in the catalogue', async () => {
  await createOk(GARCOM);
  const res = await api('POST', '', GARCOM);
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ message: 'Já existe um serviço com este nome' });
});

test('lists by name; ?active=true gives what can be sold; every role reads it', async () => {
  await createOk(GARCOM);
  await createOk(BUFFET);
  for (const role of ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'] as const) {
    const res = await t.request({ method: 'GET', url: '/api/service-catalog?active=true', role });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((s: { name: string }) => s.name)).toEqual(['Serviço de Garçom']);
  }
  const all = await api('GET', '');
  expect(all.json().data.map((s: { name: string }) => s.name)).toEqual(['Buffet Completo', 'Serviço de Garçom']);
  const search = await api('GET', '?q=gar%C3%A7om');
  expect(search.json().data.map((s: { name: string }) => s.name)).toEqual(['Serviço de Garçom']);
});

test('pages, sorts and counts on the server (issue 14)', async () => {
  await createOk(GARCOM);
  await createOk(BUFFET);
  await createOk({ ...GARCOM, name: 'Segurança', description: null, staffFunction: 'Segurança', unitPrice: '250', staffPerUnit: 2 });
  await createOk({ name: 'Som e Luz', unit: 'evento', unitPrice: '1500', staffPerUnit: 1 });
  await expectPagedList(t, { url: '/api/service-catalog', role: 'FINANCIAL', sorts: SERVICE_SORTS, total: 4 });
  await expectPagedList(t, { url: '/api/service-catalog?active=true', role: 'MANAGER', sorts: ['name', 'unitPrice'], total: 3 });
  const priciest = (await api('GET', '?active=true&sort=-unitPrice&pageSize=2')).json();
  expect(priciest).toEqual({
    data: [expect.objectContaining({ name: 'Som e Luz', unitPrice: '1500.00' }), expect.objectContaining({ name: 'Segurança', unitPrice: '250.00' })],
    meta: { total: 3, page: 1, pageSize: 2 },
  });
  const searched = (await api('GET', '?q=gar%C3%A7om&pageSize=1')).json();
  expect(searched).toMatchObject({ data: [{ name: 'Serviço de Garçom' }], meta: { total: 1 } });
});

test('reads, edits (active kept when left out) and 404s', async () => {
  const { id } = await createOk(GARCOM);
  expect((await api('GET', `/${id}`)).json().data.name).toBe('Serviço de Garçom');
  const res = await api('PUT', `/${id}`, { ...GARCOM, unitPrice: '199.9', staffPerUnit: 2 });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ unitPrice: '199.90', staffPerUnit: 2, active: true });
  for (const method of ['GET', 'PUT', 'DELETE'] as const) {
    const missing = await api(method, '/999', method === 'PUT' ? GARCOM : undefined);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Serviço não encontrado' });
  }
});

test('deletes an unused service; one used by a budget answers 409 and can be deactivated', async () => {
  const used = await createOk(GARCOM);
  const unused = await createOk(BUFFET);
  const { id: budgetId } = await t.database.db.insertInto('budgets').values({ client_name: 'Cliente' }).returning('id').executeTakeFirstOrThrow();
  await t.database.db.insertInto('budget_items').values({ budget_id: budgetId, service_id: used.id, quantity: 2, unit_price: '180.00' }).execute();

  const refused = await api('DELETE', `/${used.id}`);
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ message: 'Este serviço é usado em orçamentos e não pode ser excluído. Desative-o para que não seja mais oferecido.' });
  const off = await api('PUT', `/${used.id}`, { ...GARCOM, active: false });
  expect(off.json().data.active).toBe(false);

  const res = await api('DELETE', `/${unused.id}`);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: { id: unused.id } });
});
