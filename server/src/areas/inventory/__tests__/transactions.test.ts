import { INVENTORY_TRANSACTION_SORTS } from '@sge/shared/contract';
import { expectPagedList, expectSorted } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addDays, todayInCompanyZone } from '../../../lib/calendar';
import { insertEvent, insertItem, post, postOk, quantityOf } from './fixtures';

let t: TestApp;
let item: number;
let event: number;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  item = await insertItem(t, { name: 'Cadeira', sku: 'CAD', quantity: 10, unitCost: '45.90' });
  event = await insertEvent(t);
});

const conflictOf = async (payload: object) => {
  const res = await post(t, payload);
  expect(res.statusCode).toBe(409);
  return res.json().message as string;
};

describe('POST /api/inventory/transactions', () => {
  test('an ENTRY adds to the stock, records who and when, and a purchase cost becomes the item’s cost', async () => {
    const res = await post(t, { type: 'ENTRY', itemId: item, quantity: 5, unitCost: '50.00', note: ' Nota fiscal 123 ' }, 'COORDINATOR');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: {
        id: 1,
        itemId: item,
        itemName: 'Cadeira',
        itemSku: 'CAD',
        itemUnit: 'un',
        type: 'ENTRY',
        date: todayInCompanyZone(),
        quantity: 5,
        damaged: 0,
        lost: 0,
        stockChange: 5,
        stockAfter: 15,
        unitCost: '50.00',
        eventId: null,
        eventName: null,
        reason: null,
        note: 'Nota fiscal 123',
        userId: 3,
        userName: 'Usuário COORDINATOR',
        createdAt: expect.any(String),
      },
    });
    const read = await t.request({ method: 'GET', url: `/api/inventory/items/${item}`, role: 'ADMIN' });
    expect(read.json().data).toMatchObject({ quantity: 15, unitCost: '50.00', totalValue: '750.00' });
  });

  test('an EXIT to an event takes from the stock', async () => {
    const exit = await postOk(t, { type: 'EXIT', itemId: item, quantity: 4, eventId: event, date: addDays(todayInCompanyZone(), -1) });
    expect(exit).toMatchObject({ stockChange: -4, stockAfter: 6, eventId: event, eventName: 'Casamento Silva', unitCost: '45.90' });
    expect(await quantityOf(t, item)).toBe(6);
  });

  test('an EXIT beyond the stock answers 409 and changes nothing', async () => {
    expect(await conflictOf({ type: 'EXIT', itemId: item, quantity: 11, eventId: event })).toBe(
      'Estoque insuficiente de Cadeira: disponível 10 un, solicitado 11 un',
    );
    expect(await quantityOf(t, item)).toBe(10);
    const ledger = await t.request({ method: 'GET', url: '/api/inventory/transactions', role: 'ADMIN' });
    expect(ledger.json().data).toEqual([]);
  });

  test('a RETURN puts back what came back undamaged and records damaged and lost units', async () => {
    await postOk(t, { type: 'EXIT', itemId: item, quantity: 8, eventId: event });
    const back = await postOk(t, { type: 'RETURN', itemId: item, quantity: 6, damaged: 1, lost: 2, eventId: event });
    expect(back).toMatchObject({ quantity: 6, damaged: 1, lost: 2, stockChange: 5, stockAfter: 7 });
    const balance = await t.request({ method: 'GET', url: `/api/inventory/events/${event}/balance`, role: 'FINANCIAL' });
    expect(balance.json().data).toEqual({
      eventId: event,
      eventName: 'Casamento Silva',
      isFinalized: false,
      firstMovement: todayInCompanyZone(),
      items: [
        { itemId: item, itemName: 'Cadeira', sku: 'CAD', unit: 'un', type: 'EQUIPMENT', sent: 8, returned: 6, damaged: 1, lost: 2, otherLosses: 0, outstanding: 0, lossValue: '137.70' },
      ],
      totals: { sent: 8, returned: 6, damaged: 1, lost: 2, otherLosses: 0, outstanding: 0, lossValue: '137.70' },
    });
  });

  test('a RETURN cannot exceed what is still out at that event', async () => {
    const other = await insertEvent(t, { name: 'Outro evento' });
    await postOk(t, { type: 'EXIT', itemId: item, quantity: 3, eventId: event });
    await postOk(t, { type: 'EXIT', itemId: item, quantity: 5, eventId: other });
    expect(await conflictOf({ type: 'RETURN', itemId: item, quantity: 3, lost: 1, eventId: event })).toBe(
      'A devolução excede o que saiu para este evento: pendente 3 un de Cadeira',
    );
    await postOk(t, { type: 'RETURN', itemId: item, quantity: 2, eventId: event });
    expect(await conflictOf({ type: 'RETURN', itemId: item, quantity: 2, eventId: event })).toBe(
      'A devolução excede o que saiu para este evento: pendente 1 un de Cadeira',
    );
    await postOk(t, { type: 'RETURN', itemId: item, quantity: 0, lost: 1, eventId: event });
    expect(await conflictOf({ type: 'RETURN', itemId: item, quantity: 1, eventId: event })).toBe('Não há Cadeira pendente de devolução neste evento');
    expect(await quantityOf(t, item)).toBe(4);
  });

  test('an ADJUSTMENT corrects the count with a reason, never below zero', async () => {
    const adjustment = await postOk(t, { type: 'ADJUSTMENT', itemId: item, quantity: -3, reason: 'Contagem mensal' });
    expect(adjustment).toMatchObject({ quantity: -3, stockChange: -3, stockAfter: 7, reason: 'Contagem mensal' });
    expect(await conflictOf({ type: 'ADJUSTMENT', itemId: item, quantity: -8, reason: 'Contagem' })).toBe(
      'O ajuste deixaria o estoque de Cadeira negativo (disponível 7 un)',
    );
    await postOk(t, { type: 'ADJUSTMENT', itemId: item, quantity: 2, reason: 'Achados no galpão B' });
    expect(await quantityOf(t, item)).toBe(9);
  });

  test('a LOSS takes from the stock and may be charged to an event', async () => {
    const loss = await postOk(t, { type: 'LOSS', itemId: item, quantity: 2, eventId: event, note: 'Quebraram na montagem' });
    expect(loss).toMatchObject({ stockChange: -2, stockAfter: 8 });
    const balance = await t.request({ method: 'GET', url: `/api/inventory/events/${event}/balance`, role: 'ADMIN' });
    expect(balance.json().data.totals).toMatchObject({ otherLosses: 2, outstanding: 0, lossValue: '91.80' });
    expect(await conflictOf({ type: 'LOSS', itemId: item, quantity: 9 })).toMatch(/^Estoque insuficiente/);
  });

  test('an inactive item takes no entries or exits, but its units still come back', async () => {
    await postOk(t, { type: 'EXIT', itemId: item, quantity: 2, eventId: event });
    await t.database.db.updateTable('inventory_items').set({ active: false }).where('id', '=', item).execute();
    expect(await conflictOf({ type: 'ENTRY', itemId: item, quantity: 1 })).toBe('Item inativo não pode receber entradas nem saídas');
    expect(await conflictOf({ type: 'EXIT', itemId: item, quantity: 1, eventId: event })).toBe('Item inativo não pode receber entradas nem saídas');
    await postOk(t, { type: 'RETURN', itemId: item, quantity: 2, eventId: event });
    expect(await quantityOf(t, item)).toBe(10);
  });

  test('a finalized event takes no exits, but its items come back', async () => {
    await postOk(t, { type: 'EXIT', itemId: item, quantity: 2, eventId: event });
    await t.database.db.updateTable('events').set({ is_finalized: true, finalized_at: new Date().toISOString() }).where('id', '=', event).execute();
    expect(await conflictOf({ type: 'EXIT', itemId: item, quantity: 1, eventId: event })).toBe('Evento finalizado não aceita saídas de estoque');
    await postOk(t, { type: 'RETURN', itemId: item, quantity: 2, eventId: event });
  });

  test('answers 404 for a missing item or event', async () => {
    const noItem = await post(t, { type: 'ENTRY', itemId: 99, quantity: 1 });
    expect([noItem.statusCode, noItem.json()]).toEqual([404, { message: 'Item não encontrado' }]);
    const noEvent = await post(t, { type: 'EXIT', itemId: item, quantity: 1, eventId: 99 });
    expect([noEvent.statusCode, noEvent.json()]).toEqual([404, { message: 'Evento não encontrado' }]);
    const returnNoItem = await post(t, { type: 'RETURN', itemId: 99, quantity: 1, eventId: event });
    expect(returnNoItem.statusCode).toBe(404);
  });

  test.each([
    ['no type', { itemId: 1, quantity: 1 }, "Campo 'Tipo' é obrigatório"],
    ['an unknown type', { type: 'SALE', itemId: 1, quantity: 1 }, "Campo 'Tipo' inválido"],
    ['a fractional quantity', { type: 'ENTRY', itemId: 1, quantity: 1.5 }, "Campo 'Quantidade' inválido"],
    ['a zero entry', { type: 'ENTRY', itemId: 1, quantity: 0 }, "Campo 'Quantidade' deve ser maior que zero"],
    ['a negative exit', { type: 'EXIT', itemId: 1, quantity: -2, eventId: 1 }, "Campo 'Quantidade' deve ser maior que zero"],
    ['an exit with no event', { type: 'EXIT', itemId: 1, quantity: 2 }, "Campo 'Evento' é obrigatório para saídas e retornos"],
    ['a return with no event', { type: 'RETURN', itemId: 1, quantity: 2 }, "Campo 'Evento' é obrigatório para saídas e retornos"],
    ['an entry for an event', { type: 'ENTRY', itemId: 1, quantity: 2, eventId: 1 }, 'Entradas e ajustes não são vinculados a eventos'],
    ['a zero adjustment', { type: 'ADJUSTMENT', itemId: 1, quantity: 0, reason: 'x' }, 'O ajuste deve ser diferente de zero'],
    ['an adjustment with no reason', { type: 'ADJUSTMENT', itemId: 1, quantity: 2, reason: '  ' }, "Campo 'Motivo' é obrigatório para ajustes"],
    ['damaged on an exit', { type: 'EXIT', itemId: 1, quantity: 2, eventId: 1, damaged: 1 }, "Campos 'Avariados' e 'Perdidos' valem apenas para retornos"],
    ['more damaged than returned', { type: 'RETURN', itemId: 1, quantity: 1, damaged: 2, eventId: 1 }, 'Avariados não podem exceder a quantidade devolvida'],
    ['an empty return', { type: 'RETURN', itemId: 1, quantity: 0, eventId: 1 }, 'Informe a quantidade devolvida ou perdida'],
    ['a negative return', { type: 'RETURN', itemId: 1, quantity: -1, eventId: 1 }, "Campo 'Quantidade' não pode ser negativo"],
    ['a cost on an exit', { type: 'EXIT', itemId: 1, quantity: 1, eventId: 1, unitCost: '1.00' }, "Campo 'Custo unitário' vale apenas para entradas"],
    ['a future date', { type: 'ENTRY', itemId: 1, quantity: 1, date: addDays(todayInCompanyZone(), 1) }, 'A data da movimentação não pode ser futura'],
    ['an impossible date', { type: 'ENTRY', itemId: 1, quantity: 1, date: '2025-02-30' }, "Campo 'Data' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    ['an unknown field', { type: 'ENTRY', itemId: 1, quantity: 1, price: '1' }, "Campo 'price' não é permitido"],
  ])('answers 400 for %s', async (_label, payload, message) => {
    const res = await post(t, payload);
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });
});

describe('no negative stock under concurrent requests', () => {
  test('of ten exits of 3 from a stock of 10, three succeed and the rest answer 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(t, { type: 'EXIT', itemId: item, quantity: 3, eventId: event })),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of results.filter((r) => r.statusCode === 409)) expect(res.json().message).toMatch(/^Estoque insuficiente de Cadeira/);
    expect(await quantityOf(t, item)).toBe(1);
    const ledger = (await t.request({ method: 'GET', url: '/api/inventory/transactions', role: 'ADMIN' })).json().data;
    expect(ledger.map((row: { stockAfter: number }) => row.stockAfter).sort()).toEqual([1, 4, 7]);
  });

  test('concurrent returns never bring back more than left', async () => {
    await postOk(t, { type: 'EXIT', itemId: item, quantity: 5, eventId: event });
    const results = await Promise.all(Array.from({ length: 4 }, () => post(t, { type: 'RETURN', itemId: item, quantity: 2, eventId: event })));
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(await quantityOf(t, item)).toBe(9);
  });

  test('a concurrent exit and deletion: exactly one of them wins', async () => {
    const fresh = await insertItem(t, { name: 'Mesa', sku: 'MES', quantity: 0 });
    const [entry, removal] = await Promise.all([
      post(t, { type: 'ENTRY', itemId: fresh, quantity: 1 }),
      t.request({ method: 'DELETE', url: `/api/inventory/items/${fresh}`, role: 'ADMIN' }),
    ]);
    expect([entry.statusCode, removal.statusCode].sort()).toEqual(entry.statusCode === 201 ? [201, 409] : [200, 404]);
  });
});

describe('GET /api/inventory/transactions', () => {
  beforeEach(async () => {
    const today = todayInCompanyZone();
    const water = await insertItem(t, { name: 'Água', sku: 'AGU', type: 'CONSUMABLE' });
    await postOk(t, { type: 'ENTRY', itemId: water, quantity: 100, date: addDays(today, -10) });
    await postOk(t, { type: 'EXIT', itemId: item, quantity: 2, eventId: event, date: addDays(today, -5) });
    await postOk(t, { type: 'EXIT', itemId: water, quantity: 40, eventId: event, date: addDays(today, -5) });
    await postOk(t, { type: 'RETURN', itemId: item, quantity: 2, eventId: event, date: addDays(today, -2) });
  });
  const ids = async (query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/inventory/transactions${query}`, role: 'FINANCIAL' });
    expect(res.statusCode).toBe(200);
    return res.json().data.map((row: { id: number }) => row.id);
  };

  test('lists the newest first', async () => {
    expect(await ids()).toEqual([4, 3, 2, 1]);
  });
  test('filters by item, type, event and period', async () => {
    const today = todayInCompanyZone();
    expect(await ids(`?itemId=${item}`)).toEqual([4, 2]);
    expect(await ids('?type=EXIT')).toEqual([3, 2]);
    expect(await ids(`?eventId=${event}`)).toEqual([4, 3, 2]);
    expect(await ids(`?from=${addDays(today, -6)}&to=${addDays(today, -3)}`)).toEqual([3, 2]);
  });

  test('searches the item, SKU, event, user, reason and note', async () => {
    await postOk(t, { type: 'ADJUSTMENT', itemId: item, quantity: -1, reason: 'Contagem de 100% do galpão' });
    await postOk(t, { type: 'LOSS', itemId: item, quantity: 1, note: 'Quebrou no transporte' }, 'COORDINATOR');
    expect(await ids('?search=%C3%A1gua')).toEqual([3, 1]);
    expect(await ids('?search=agu')).toEqual([3, 1]);
    expect(await ids('?search=silva')).toEqual([4, 3, 2]);
    expect(await ids('?search=100%25')).toEqual([5]);
    expect(await ids('?search=TRANSPORTE')).toEqual([6]);
    expect(await ids('?search=coordinator')).toEqual([6]);
    expect(await ids('?search=nada%20disso')).toEqual([]);
  });

  test('pages, sorts and counts on the server (issue 14)', async () => {
    await expectPagedList(t, { url: '/api/inventory/transactions', role: 'FINANCIAL', sorts: INVENTORY_TRANSACTION_SORTS, total: 4 });
    await expectPagedList(t, { url: `/api/inventory/transactions?eventId=${event}&search=a`, role: 'COORDINATOR', sorts: ['date', 'itemName'], total: 3 });
    const res = await t.request({ method: 'GET', url: '/api/inventory/transactions?type=EXIT&sort=-quantity&pageSize=1&page=2', role: 'ADMIN' });
    expect(res.json()).toMatchObject({ data: [{ id: 2, quantity: 2 }], meta: { total: 2, page: 2, pageSize: 1 } });
    const byItem = (await t.request({ method: 'GET', url: '/api/inventory/transactions?sort=itemName', role: 'ADMIN' })).json().data;
    expectSorted(byItem, (row: { itemName: string }) => row.itemName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
  });

  test('pages through every movement, with no cap (issue 14)', async () => {
    const many = await insertItem(t, { name: 'Copo', sku: 'COP' });
    const start = addDays(todayInCompanyZone(), -400);
    const rows = Array.from({ length: 1100 }, (_, n) => ({
      item_id: many,
      type: 'ENTRY' as const,
      date: addDays(start, n % 300),
      quantity: 1,
      damaged: 0,
      lost: 0,
      stock_change: 1,
      stock_after: n + 1,
      unit_cost: '1.00',
    }));
    await t.database.db.insertInto('inventory_transactions').values(rows).execute();
    const page = async (n: number) =>
      (await t.request({ method: 'GET', url: `/api/inventory/transactions?itemId=${many}&pageSize=200&page=${n}`, role: 'ADMIN' })).json();
    const first = await page(1);
    expect(first.meta).toEqual({ total: 1100, page: 1, pageSize: 200 });
    const last = await page(6);
    expect(last.data).toHaveLength(100);
    expect(last.data.at(-1).date).toBe(start);
    const all = (await t.request({ method: 'GET', url: '/api/inventory/transactions?pageSize=1', role: 'ADMIN' })).json();
    expect(all.meta.total).toBe(1104);
  });
  test('answers 400 for a period the wrong way round', async () => {
    const res = await t.request({ method: 'GET', url: '/api/inventory/transactions?from=2030-02-01&to=2030-01-01', role: 'ADMIN' });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Período inválido: a data inicial é posterior à final' }]);
  });
});

test('GET /api/inventory/events/{id}/balance answers 404 for a missing event and empty for an event with no movements', async () => {
  const missing = await t.request({ method: 'GET', url: '/api/inventory/events/99/balance', role: 'ADMIN' });
  expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Evento não encontrado' }]);
  const empty = await t.request({ method: 'GET', url: `/api/inventory/events/${event}/balance`, role: 'ADMIN' });
  expect(empty.json().data).toMatchObject({ items: [], firstMovement: null, totals: { sent: 0, lossValue: '0.00' } });
});

test('an event with stock movements cannot be deleted: 409 with the reason', async () => {
  await postOk(t, { type: 'EXIT', itemId: item, quantity: 2, eventId: event });
  const res = await t.request({ method: 'DELETE', url: `/api/events/${event}`, role: 'ADMIN' });
  expect([res.statusCode, res.json()]).toEqual([409, { message: 'Evento possui movimentações de estoque e não pode ser excluído' }]);
});
