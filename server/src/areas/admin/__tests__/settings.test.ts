import { DEFAULT_SETTINGS } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
});

const SETTINGS = {
  companyName: 'Eventos Dourados Ltda.',
  cnpj: '11.222.333/0001-81',
  address: 'Av. Paulista, 1000 - São Paulo - SP',
  logoUrl: 'https://example.com/logo.png',
  dueSoonDays: 10,
  offlinePurgeDays: 15,
  notificationLocation: 'top-end',
};

const save = (payload: object, role: 'ADMIN' | 'MANAGER' = 'ADMIN') => t.request({ method: 'POST', url: '/api/settings', role, payload });

test('answers the defaults until an administrator saves', async () => {
  const res = await t.request({ method: 'GET', url: '/api/settings', role: 'COORDINATOR' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: DEFAULT_SETTINGS });
  expect(DEFAULT_SETTINGS).toMatchObject({ dueSoonDays: 7, offlinePurgeDays: 30, notificationLocation: 'bottom' });
});

test('saves (CNPJ as digits) and every role reads the saved settings', async () => {
  const res = await save(SETTINGS);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toEqual({ ...SETTINGS, cnpj: '11222333000181', clockSkewMinutes: 5, updatedAt: expect.any(String) });
  const again = await save({ ...SETTINGS, cnpj: '', address: null, logoUrl: 'data:image/png;base64,iVBORw0KGgo=' });
  expect(again.json().data).toMatchObject({ cnpj: null, address: null, logoUrl: 'data:image/png;base64,iVBORw0KGgo=' });
  for (const role of ['MANAGER', 'FINANCIAL'] as const) {
    const read = await t.request({ method: 'GET', url: '/api/settings', role });
    expect(read.json().data).toMatchObject({ companyName: 'Eventos Dourados Ltda.', dueSoonDays: 10 });
  }
  const rows = await t.database.db.selectFrom('system_settings').select(['id', 'updated_by']).execute();
  expect(rows).toEqual([{ id: 1, updated_by: 1 }]);
});

test.each([
  ['an invalid CNPJ', { cnpj: '11.222.333/0001-80' }, 'CNPJ inválido'],
  ['a logo that is not a URL or image', { logoUrl: 'javascript:alert(1)' }, 'Logo deve ser um endereço http(s) ou uma imagem (PNG, JPEG, GIF, WebP ou SVG)'],
  ['a non-image data URL', { logoUrl: 'data:text/html;base64,PGI+' }, 'Logo deve ser um endereço http(s) ou uma imagem (PNG, JPEG, GIF, WebP ou SVG)'],
  ['due-soon days out of range', { dueSoonDays: 0 }, "Campo 'Dias para vencimento próximo' inválido"],
  ['purge days out of range', { offlinePurgeDays: 400 }, "Campo 'Dias para limpeza de dados offline' inválido"],
  ['a clock tolerance of 0 minutes', { clockSkewMinutes: 0 }, "Campo 'Tolerância do relógio dos aparelhos (minutos)' inválido"],
  ['a clock tolerance over a day', { clockSkewMinutes: 1441 }, "Campo 'Tolerância do relógio dos aparelhos (minutos)' inválido"],
  ['a fractional clock tolerance', { clockSkewMinutes: 2.5 }, "Campo 'Tolerância do relógio dos aparelhos (minutos)' inválido"],
  ['an unknown notification location', { notificationLocation: 'middle' }, "Campo 'Posição das notificações' inválido"],
  ['no company name', { companyName: undefined }, "Campo 'Nome da empresa' é obrigatório"],
])('answers 400 for %s', async (_label, change, message) => {
  const res = await save({ ...SETTINGS, ...change });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message });
});

test('saves the devices’ clock tolerance, and a save without it keeps the stored value', async () => {
  expect(DEFAULT_SETTINGS.clockSkewMinutes).toBe(5);
  const res = await save({ ...SETTINGS, clockSkewMinutes: 12 });
  expect([res.statusCode, res.json().data.clockSkewMinutes]).toEqual([200, 12]);
  const older = await save({ ...SETTINGS, dueSoonDays: 20 });
  expect(older.json().data).toMatchObject({ dueSoonDays: 20, clockSkewMinutes: 12 });
  const read = await t.request({ method: 'GET', url: '/api/settings', role: 'COORDINATOR' });
  expect(read.json().data.clockSkewMinutes).toBe(12);
  for (const limit of [1, 1440]) expect((await save({ ...SETTINGS, clockSkewMinutes: limit })).json().data.clockSkewMinutes).toBe(limit);
});

test('only administrators save (403), before any validation', async () => {
  const res = await save({}, 'MANAGER');
  expect(res.statusCode).toBe(403);
});
