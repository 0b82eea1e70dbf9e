import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addDays, todayInCompanyZone } from '../../../lib/calendar';
import { insertEvent, insertItem, postOk } from './fixtures';

let t: TestApp;
const today = todayInCompanyZone();
const ago = (days: number) => addDays(today, -days);
let chair: number;
let water: number;
let wedding: number;
let congress: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUsers();
  chair = await insertItem(t, { name: 'Cadeira', sku: 'CAD', minimumStock: 50, unitCost: '45.90' });
  water = await insertItem(t, { name: 'Água', sku: 'AGU', type: 'CONSUMABLE', category: 'Bebidas', minimumStock: 10, unitCost: '1.20' });
  await insertItem(t, { name: 'Rádio', sku: 'RAD', category: 'Comunicação', minimumStock: 2, unitCost: '350.00', active: false });
  wedding = await insertEvent(t, { name: 'Casamento' });
  congress = await insertEvent(t, { name: 'Congresso' });
  await postOk(t, { type: 'ENTRY', itemId: chair, quantity: 100, date: ago(40) });
  await postOk(t, { type: 'ENTRY', itemId: water, quantity: 200, date: ago(40) });
  await postOk(t, { type: 'EXIT', itemId: chair, quantity: 60, eventId: wedding, date: ago(10) });
  await postOk(t, { type: 'EXIT', itemId: water, quantity: 120, eventId: wedding, date: ago(10) });
  await postOk(t, { type: 'RETURN', itemId: chair, quantity: 58, damaged: 3, lost: 2, eventId: wedding, date: ago(8) });
  await postOk(t, { type: 'RETURN', itemId: water, quantity: 30, eventId: wedding, date: ago(8) });
  await postOk(t, { type: 'EXIT', itemId: chair, quantity: 20, eventId: congress, date: ago(1) });
  await postOk(t, { type: 'ADJUSTMENT', itemId: water, quantity: -5, reason: 'Contagem', date: ago(1) });
  await postOk(t, { type: 'LOSS', itemId: chair, quantity: 1, date: today });
  await t.database.db.updateTable('events').set({ is_finalized: true, finalized_at: new Date().toISOString() }).where('id', '=', wedding).execute();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.request({ method: 'GET', url, role: 'FINANCIAL' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

// Chair: 100 − 60 + 55 − 20 − 1 = 74 (45.90 → 3396.60). Water: 200 − 120 + 30 − 5 = 105 (1.20 → 126.00).

test('GET /api/inventory/overview sums the stock of active items in SQL', async () => {
  const data = await get('/api/inventory/overview');
  expect(data.totals).toEqual({
    items: 2,
    equipment: 1,
    consumables: 1,
    units: 179,
    stockValue: '3522.60',
    lowStock: 0,
    atEvents: 20 + 90,
    inactive: 1,
  });
  expect(data.lowStock).toEqual([]);
  expect(data.recentTransactions).toHaveLength(8);
  expect(data.recentTransactions[0]).toMatchObject({ type: 'LOSS' });
});

test('GET /api/inventory/reports/stock: position and value by item and category', async () => {
  const data = await get('/api/inventory/reports/stock');
  expect(data.items.map((item: { sku: string; quantity: number; totalValue: string }) => [item.sku, item.quantity, item.totalValue])).toEqual([
    ['AGU', 105, '126.00'],
    ['CAD', 74, '3396.60'],
  ]);
  expect(data.byCategory).toEqual([
    { category: 'Mobiliário', items: 1, units: 74, value: '3396.60', lowStock: 0 },
    { category: 'Bebidas', items: 1, units: 105, value: '126.00', lowStock: 0 },
  ]);
  expect(data.totals).toEqual({ items: 2, units: 179, value: '3522.60', lowStock: 0 });
  const all = await get('/api/inventory/reports/stock?includeInactive=true&type=EQUIPMENT');
  expect(all.items.map((item: { sku: string }) => item.sku)).toEqual(['CAD', 'RAD']);
  expect(all.totals).toEqual({ items: 2, units: 74, value: '3396.60', lowStock: 1 });
});

test('GET /api/inventory/reports/movements: by type and by day over the last 30 days by default', async () => {
  const data = await get('/api/inventory/reports/movements');
  expect([data.from, data.to, data.groupBy]).toEqual([ago(29), today, 'day']);
  expect(data.byType).toEqual([
    { type: 'EXIT', count: 3, units: 200, value: '3816.00' },
    { type: 'RETURN', count: 2, units: 88, value: '2698.20' },
    { type: 'ADJUSTMENT', count: 1, units: 5, value: '6.00' },
    { type: 'LOSS', count: 1, units: 1, value: '45.90' },
  ]);
  expect(data.byPeriod).toEqual([
    { period: ago(10), ENTRY: 0, EXIT: 180, RETURN: 0, ADJUSTMENT: 0, LOSS: 0 },
    { period: ago(8), ENTRY: 0, EXIT: 0, RETURN: 88, ADJUSTMENT: 0, LOSS: 0 },
    { period: ago(1), ENTRY: 0, EXIT: 20, RETURN: 0, ADJUSTMENT: 5, LOSS: 0 },
    { period: today, ENTRY: 0, EXIT: 0, RETURN: 0, ADJUSTMENT: 0, LOSS: 1 },
  ]);
  // The movements themselves are the paged ledger's, and the export's.
  expect(data).not.toHaveProperty('transactions');
});

test('the movements report groups by month over a long period, and filters by item and type', async () => {
  const data = await get(`/api/inventory/reports/movements?from=${ago(60)}&to=${today}&groupBy=month&itemId=${chair}&type=ENTRY`);
  expect(data.groupBy).toBe('month');
  expect(data.byType).toEqual([{ type: 'ENTRY', count: 1, units: 100, value: '4590.00' }]);
  expect(data.byPeriod).toEqual([{ period: ago(40).slice(0, 7), ENTRY: 100, EXIT: 0, RETURN: 0, ADJUSTMENT: 0, LOSS: 0 }]);
  const bad = await t.request({ method: 'GET', url: `/api/inventory/reports/movements?from=${today}&to=${ago(1)}`, role: 'ADMIN' });
  expect(bad.statusCode).toBe(400);
});

test('GET /api/inventory/reports/event-usage: usage and losses per event, newest first', async () => {
  const data = await get('/api/inventory/reports/event-usage');
  expect(data.events.map((event: { eventName: string }) => event.eventName)).toEqual(['Congresso', 'Casamento']);
  const casamento = data.events[1];
  expect(casamento).toMatchObject({ eventId: wedding, isFinalized: true, firstMovement: ago(10) });
  expect(casamento.items).toEqual([
    expect.objectContaining({ sku: 'AGU', sent: 120, returned: 30, damaged: 0, lost: 0, outstanding: 90, lossValue: '0.00' }),
    expect.objectContaining({ sku: 'CAD', sent: 60, returned: 58, damaged: 3, lost: 2, outstanding: 0, lossValue: '229.50' }),
  ]);
  expect(casamento.totals).toEqual({ sent: 180, returned: 88, damaged: 3, lost: 2, otherLosses: 0, outstanding: 90, lossValue: '229.50' });
  expect(data.totals).toMatchObject({ sent: 200, damaged: 3, lost: 2, outstanding: 110, lossValue: '229.50' });

  const recent = await get(`/api/inventory/reports/event-usage?from=${ago(2)}`);
  expect(recent.events.map((event: { eventName: string }) => event.eventName)).toEqual(['Congresso']);
  const one = await get(`/api/inventory/reports/event-usage?eventId=${wedding}`);
  expect(one.events).toHaveLength(1);
});

describe('GET /api/inventory/reports/export', () => {
  test('a CSV of the stock, pt-BR decimals', async () => {
    const res = await t.request({ method: 'GET', url: '/api/inventory/reports/export?report=stock&format=csv', role: 'COORDINATOR' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="estoque-${today}.csv"`);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('SKU;Item;Categoria;Tipo;Unidade;Quantidade;Estoque mínimo;Em eventos;Custo unitário;Valor total;Localização;Situação');
    expect(lines[2]).toBe('CAD;Cadeira;Mobiliário;Equipamento;un;74;50;20;45,90;3396,60;;OK');
  });

  test('an XLSX of the usage per event', async () => {
    const res = await t.request({ method: 'GET', url: '/api/inventory/reports/export?report=event-usage&format=xlsx', role: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Uso por evento')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Evento', 'SKU', 'Item', 'Unidade', 'Enviados', 'Devolvidos', 'Avariados', 'Perdidos', 'Outras perdas', 'Não devolvidos', 'Valor das perdas']);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Casamento', 'CAD', 'Cadeira', 'un', 60, 58, 3, 2, 0, 0, 229.5]);
  });

  test('the movements export holds every movement of the period', async () => {
    const res = await t.request({ method: 'GET', url: `/api/inventory/reports/export?report=movements&format=csv&from=${ago(60)}&to=${today}`, role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    const movements = res.body.split('\r\n').filter((line) => /^\d\d\/\d\d\/\d{4};/.test(line));
    expect(movements).toHaveLength(9);
    expect(movements[0]).toMatch(/;Perda;CAD;Cadeira;1;/);
  });

  test.each(['movements', 'low-stock'])('the %s export answers a file', async (report) => {
    const res = await t.request({ method: 'GET', url: `/api/inventory/reports/export?report=${report}&format=csv`, role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
  });

  test('answers 400 for an unknown report or format', async () => {
    const res = await t.request({ method: 'GET', url: '/api/inventory/reports/export?report=stock&format=pdf', role: 'ADMIN' });
    expect([res.statusCode, res.json()]).toEqual([400, { message: "Campo 'Formato' inválido" }]);
  });
});

// Last: it changes the stock the tests above read.
test('the overview lists the active items below their minimum', async () => {
  await postOk(t, { type: 'ADJUSTMENT', itemId: chair, quantity: -30, reason: 'Conferência' });
  const data = await get('/api/inventory/overview');
  expect(data.totals.lowStock).toBe(1);
  expect(data.lowStock.map((item: { name: string }) => item.name)).toEqual(['Cadeira']);
});

// Last: it adds items. Reports are whole, never one page of a list.
test('the stock report and the overview count every item, beyond a page', async () => {
  for (let n = 0; n < 30; n++) await insertItem(t, { name: `Taça ${n}`, sku: `TAC-${n}`, quantity: 1, minimumStock: 5, unitCost: '2.00' });
  const stock = await get('/api/inventory/reports/stock');
  expect(stock.items).toHaveLength(32);
  expect(stock.totals).toMatchObject({ items: 32, lowStock: 31 });
  const overview = await get('/api/inventory/overview');
  expect(overview.lowStock).toHaveLength(31);
  expect(overview.recentTransactions).toHaveLength(8);
});
