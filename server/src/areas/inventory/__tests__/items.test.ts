import { sql } from 'kysely';
import { INVENTORY_ITEM_SORTS } from '@sge/shared/contract';
import { expectPagedList, expectSorted } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { CHAIR, insertEvent, insertItem, postOk, quantityOf, WATER } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
});

const create = (payload: object, role: 'ADMIN' | 'MANAGER' = 'ADMIN') =>
  t.request({ method: 'POST', url: '/api/inventory/items', payload, role });

describe('POST /api/inventory/items', () => {
  test('creates an item in canonical form (201)', async () => {
    const res = await create({ ...CHAIR, name: '  Cadeira   de plástico branca ', sku: ' cad-001 ', location: '  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: 1,
        name: 'Cadeira de plástico branca',
        sku: 'CAD-001',
        category: 'Mobiliário',
        unit: 'un',
        type: 'EQUIPMENT',
        quantity: 0,
        minimumStock: 50,
        location: null,
        unitCost: '45.90',
        totalValue: '0.00',
        lowStock: true,
        atEvents: 0,
        hasMovements: false,
        active: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedAt: expect.any(String),
      },
    });
  });

  test('posts the initial quantity as an ENTRY by the user, in the same transaction', async () => {
    const res = await create({ ...WATER, initialQuantity: 240 }, 'MANAGER');
    expect(res.json().data).toMatchObject({ quantity: 240, totalValue: '288.00', lowStock: false, hasMovements: true });
    const ledger = await t.request({ method: 'GET', url: '/api/inventory/transactions', role: 'ADMIN' });
    expect(ledger.json().data).toEqual([
      expect.objectContaining({ type: 'ENTRY', quantity: 240, stockChange: 240, stockAfter: 240, note: 'Estoque inicial', userName: 'Usuário MANAGER', unitCost: '1.20' }),
    ]);
  });

  test('answers 409 for a SKU already used, whatever its case', async () => {
    await create(CHAIR);
    const res = await create({ ...WATER, sku: 'CAD-001' });
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'Já existe um item com este SKU' }]);
    const lower = await create({ ...WATER, sku: 'cad-001' });
    expect(lower.statusCode).toBe(409);
  });

  test.each([
    ['no name', { ...CHAIR, name: undefined }, "Campo 'Nome' é obrigatório"],
    ['a blank name', { ...CHAIR, name: '   ' }, "Campo 'Nome' deve ter pelo menos 2 caracteres"],
    ['a SKU with spaces inside', { ...CHAIR, sku: 'CAD 001' }, "Campo 'SKU' inválido"],
    ['an unknown type', { ...CHAIR, type: 'TOOL' }, "Campo 'Tipo' inválido"],
    ['a negative minimum', { ...CHAIR, minimumStock: -1 }, "Campo 'Estoque mínimo' inválido"],
    ['a fractional minimum', { ...CHAIR, minimumStock: 1.5 }, "Campo 'Estoque mínimo' inválido"],
    ['a cost as a number', { ...CHAIR, unitCost: 45.9 }, "Campo 'Custo unitário' inválido"],
    ['a negative cost', { ...CHAIR, unitCost: '-1.00' }, "Campo 'Custo unitário' deve estar entre R$ 0,00 e R$ 99.999.999,99"],
    ['a quantity field', { ...CHAIR, quantity: 10 }, "Campo 'quantity' não é permitido"],
    ['a negative initial quantity', { ...CHAIR, initialQuantity: -5 }, "Campo 'Quantidade inicial' inválido"],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await create(payload as object);
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });
});

describe('GET /api/inventory/items', () => {
  beforeEach(async () => {
    await insertItem(t, { name: 'Cadeira', sku: 'CAD', quantity: 10, minimumStock: 20 });
    await insertItem(t, { name: 'Água', sku: 'AGU', quantity: 300, minimumStock: 100, type: 'CONSUMABLE', category: 'Bebidas' });
    await insertItem(t, { name: 'Rádio antigo', sku: 'RAD', active: false, category: 'Comunicação' });
  });
  const names = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/inventory/items${query}`, role: 'FINANCIAL' });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((item: { name: string }) => item.name);
  };

  test('lists the items by name, with the count', async () => {
    expect(await names()).toEqual(['Água', 'Cadeira', 'Rádio antigo']);
    const res = await t.request({ method: 'GET', url: '/api/inventory/items', role: 'FINANCIAL' });
    expect(res.json().meta).toEqual({ total: 3, page: 1, pageSize: 25 });
  });

  test('pages, sorts and counts on the server (issue 14)', async () => {
    await insertItem(t, { name: 'Mesa', sku: 'MES', quantity: 10, minimumStock: 20, unitCost: '10.00' });
    await insertItem(t, { name: 'Toalha', sku: 'TOA', quantity: 10, minimumStock: 5, unitCost: '10.00', category: 'Decoração' });
    await expectPagedList(t, { url: '/api/inventory/items', role: 'COORDINATOR', sorts: INVENTORY_ITEM_SORTS, total: 5 });
    await expectPagedList(t, { url: '/api/inventory/items?active=true&type=EQUIPMENT', role: 'ADMIN', sorts: ['name', 'status'], total: 3 });
  });

  test('sorts by value and status in SQL; not by what is out at events (it would sum the whole ledger)', async () => {
    const event = await insertEvent(t);
    const cadeira = 1;
    await postOk(t, { type: 'EXIT', itemId: cadeira, quantity: 4, eventId: event });
    const rows = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/inventory/items?${query}`, role: 'ADMIN' })).json().data as Array<{
        name: string;
        totalValue: string;
        atEvents: number;
      }>;
    const byValue = await rows('sort=-totalValue');
    expectSorted(byValue, (i) => Number(i.totalValue), true);
    expect((await rows('')).find((i) => i.name === 'Cadeira')?.atEvents).toBe(4);
    expect((await t.request({ method: 'GET', url: '/api/inventory/items?sort=-atEvents', role: 'ADMIN' })).statusCode).toBe(400);
    // Below the minimum first, then in order, then inactive.
    expect((await rows('sort=status')).map((i) => i.name)).toEqual(['Cadeira', 'Água', 'Rádio antigo']);
    expect((await rows('sort=-status')).map((i) => i.name)).toEqual(['Rádio antigo', 'Água', 'Cadeira']);
  });

  test('searches, filters and pages together, counting what matches', async () => {
    for (const n of [1, 2, 3]) await insertItem(t, { name: `Cadeira extra ${n}`, sku: `CAD-X${n}` });
    const res = await t.request({ method: 'GET', url: '/api/inventory/items?search=cadeira&active=true&sort=-name&page=2&pageSize=3', role: 'ADMIN' });
    expect(res.json()).toMatchObject({ data: [{ name: 'Cadeira' }], meta: { total: 4, page: 2, pageSize: 3 } });
  });
  test.each([
    ['?search=cad', ['Cadeira']],
    ['?search=bebi', ['Água']],
    ['?type=CONSUMABLE', ['Água']],
    ['?category=comunica%C3%A7%C3%A3o', ['Rádio antigo']],
    ['?active=false', ['Rádio antigo']],
    ['?lowStock=true', ['Cadeira']],
    ['?search=%25', []],
  ])('filters with %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });
});

describe('GET /api/inventory/items/{id}', () => {
  test('reads an item, with what is out at events', async () => {
    const item = await insertItem(t, { quantity: 10 });
    const event = await insertEvent(t);
    await postOk(t, { type: 'EXIT', itemId: item, quantity: 4, eventId: event });
    const res = await t.request({ method: 'GET', url: `/api/inventory/items/${item}`, role: 'COORDINATOR' });
    expect(res.json().data).toMatchObject({ quantity: 6, atEvents: 4, hasMovements: true });
  });
  test('answers 404 for a missing item', async () => {
    const res = await t.request({ method: 'GET', url: '/api/inventory/items/99', role: 'ADMIN' });
    expect([res.statusCode, res.json()]).toEqual([404, { message: 'Item não encontrado' }]);
  });
});

describe('PUT /api/inventory/items/{id}', () => {
  const update = (id: number, payload: object) => t.request({ method: 'PUT', url: `/api/inventory/items/${id}`, payload, role: 'MANAGER' });

  test('replaces the data but never the quantity on hand', async () => {
    const item = await insertItem(t, { quantity: 12 });
    const res = await update(item, { ...CHAIR, unitCost: '50.00', active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: CHAIR.name, sku: 'CAD-001', quantity: 12, unitCost: '50.00', totalValue: '600.00', active: false });
  });
  test('keeps the active state when it is left out', async () => {
    const item = await insertItem(t, { active: false });
    expect((await update(item, CHAIR)).json().data.active).toBe(false);
  });
  test('refuses the quantity and the initial quantity', async () => {
    const item = await insertItem(t);
    const res = await update(item, { ...CHAIR, initialQuantity: 3 });
    expect([res.statusCode, res.json()]).toEqual([400, { message: "Campo 'initialQuantity' não é permitido" }]);
  });
  test('answers 409 for another item’s SKU and 404 for a missing item', async () => {
    await insertItem(t, { sku: 'CAD-001' });
    const other = await insertItem(t, { sku: 'MES-1' });
    expect((await update(other, CHAIR)).statusCode).toBe(409);
    expect((await update(99, CHAIR)).statusCode).toBe(404);
  });
});

describe('DELETE /api/inventory/items/{id}', () => {
  const remove = (id: number) => t.request({ method: 'DELETE', url: `/api/inventory/items/${id}`, role: 'ADMIN' });

  test('deletes an item that never moved', async () => {
    const item = await insertItem(t);
    const res = await remove(item);
    expect([res.statusCode, res.json()]).toEqual([200, { data: { id: item } }]);
    expect((await remove(item)).statusCode).toBe(404);
  });

  test('refuses an item with movements (409): it is deactivated instead', async () => {
    const item = await insertItem(t);
    await postOk(t, { type: 'ENTRY', itemId: item, quantity: 5 });
    const res = await remove(item);
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: 'Este item possui movimentações e não pode ser excluído. Desative-o para que deixe de ser usado.' },
    ]);
    expect(await quantityOf(t, item)).toBe(5);
  });

  test('the foreign key backs the rule up', async () => {
    const item = await insertItem(t);
    await postOk(t, { type: 'ENTRY', itemId: item, quantity: 1 });
    await expect(sql`DELETE FROM inventory_items WHERE id = ${item}`.execute(t.database.db)).rejects.toMatchObject({
      code: '23503',
      constraint: 'inventory_transactions_item_id_fkey',
    });
  });
});

test('an event with stock movements cannot be deleted (409)', async () => {
  const item = await insertItem(t, { quantity: 5 });
  const event = await insertEvent(t);
  await postOk(t, { type: 'EXIT', itemId: item, quantity: 1, eventId: event });
  const res = await t.request({ method: 'DELETE', url: `/api/events/${event}`, role: 'ADMIN' });
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toEqual(expect.any(String));
});
