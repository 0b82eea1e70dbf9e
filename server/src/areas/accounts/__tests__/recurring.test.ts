/** /api/recurring-accounts: CRUD, toggle, search, statistics, and generation that never writes a period twice. */
import { addDays } from '../../../lib/calendar';
import { addMonths, isoWeek, monthBounds, occurrencesBetween, periodOf } from '../dates';
import { RECURRING_SORTS } from '@sge/shared/contract';
import { expectPagedList } from '../../../testing/paging';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { day, insertCategories, VALID_CNPJ } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await t.createUsers();
  await insertCategories(t);
});

const URL = '/api/recurring-accounts';
const thisMonth = day(0).slice(0, 7);
const RENT = {
  description: 'Aluguel do galpão',
  supplierName: 'Imobiliária Central',
  supplierDocument: '11.222.333/0001-81',
  categoryId: 4,
  amount: '4500.00',
  frequency: 'MENSAL',
  startDate: `${addMonths(`${thisMonth}-01`, -2).slice(0, 7)}-10`,
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, role: 'FINANCIAL', ...(payload ? { payload } : {}) });

describe('calendar arithmetic', () => {
  test('months clamp to the month end without drifting; ISO weeks; occurrences in a range', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-11-15', -11)).toBe('2025-12-15');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2026-11-24')).toBe('2026-W48');
    expect(periodOf('MENSAL', '2026-11-24')).toBe('2026-11');
    expect(periodOf('ANUAL', '2026-11-24')).toBe('2026');
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    const weekly = { frequency: 'SEMANAL' as const, startDate: '2026-01-05', endDate: null };
    expect(occurrencesBetween(weekly, '2026-11-01', '2026-11-30')).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
    expect(occurrencesBetween({ frequency: 'ANUAL', startDate: '2024-03-31', endDate: null }, '2026-01-01', '2026-12-31')).toEqual(['2026-03-31']);
    expect(occurrencesBetween({ frequency: 'MENSAL', startDate: '2026-01-31', endDate: '2026-04-15' }, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
  });
});

describe('CRUD, toggle, search', () => {
  test('create, read, update, toggle-active, list, active, search, delete', async () => {
    const created = await call('POST', URL, RENT);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      id: 1,
      supplierDocument: VALID_CNPJ,
      categoryName: 'Aluguel',
      frequency: 'MENSAL',
      active: true,
      generatedCount: 0,
      lastGeneratedDueDate: null,
      nextDueDate: day(0) <= `${thisMonth}-10` ? `${thisMonth}-10` : addMonths(`${thisMonth}-10`, 1),
    });
    await call('POST', URL, { ...RENT, description: 'Internet fibra', supplierName: 'NetRápida Telecom', supplierDocument: null, categoryId: 2, amount: '199.90' });

    const updated = await call('PUT', `${URL}/1`, { ...RENT, amount: '4700.00', endDate: addMonths(RENT.startDate, 24) });
    expect(updated.json().data).toMatchObject({ amount: '4700.00', endDate: addMonths(RENT.startDate, 24) });

    const toggled = await call('PATCH', `${URL}/2/toggle-active`);
    expect(toggled.json().data.active).toBe(false);

    expect((await call('GET', URL)).json().data.map((r: { id: number }) => r.id)).toEqual([1, 2]);
    expect((await call('GET', `${URL}?active=false`)).json().data.map((r: { id: number }) => r.id)).toEqual([2]);
    expect((await call('GET', `${URL}/active`)).json().data.map((r: { id: number }) => r.id)).toEqual([1]);
    expect((await call('GET', `${URL}/search?supplierName=netr`)).json().data.map((r: { id: number }) => r.id)).toEqual([2]);
    expect((await call('GET', `${URL}/search`)).statusCode).toBe(400);

    expect((await call('DELETE', `${URL}/2`)).json()).toEqual({ data: { id: 2 } });
    expect((await call('GET', `${URL}/2`)).json()).toEqual({ message: 'Conta recorrente não encontrada' });
  });

  test('list, active and search page, sort and count on the server (issue 14)', async () => {
    await call('POST', URL, RENT);
    await call('POST', URL, { ...RENT, description: 'Internet fibra', supplierName: 'NetRápida Telecom', supplierDocument: null, categoryId: 2, amount: '199.90' });
    await call('POST', URL, { ...RENT, description: 'Seguro', supplierName: 'Seguradora Net', supplierDocument: null, amount: '1200.00', frequency: 'ANUAL' });
    await call('POST', URL, { ...RENT, description: 'Limpeza', supplierName: 'Limpa Tudo', supplierDocument: null, amount: '300.00', frequency: 'SEMANAL' });
    await call('PATCH', `${URL}/4/toggle-active`);
    await call('POST', `${URL}/1/generate`);
    await expectPagedList(t, { url: URL, role: 'FINANCIAL', sorts: RECURRING_SORTS, total: 4 });
    await expectPagedList(t, { url: `${URL}/active`, role: 'ADMIN', sorts: RECURRING_SORTS, total: 3 });
    const get = async (url: string) => (await call('GET', url)).json();
    expect(await get(`${URL}?search=net&sort=-amount`)).toMatchObject({ data: [{ id: 3 }, { id: 2 }], meta: { total: 2 } });
    expect(await get(`${URL}?supplierName=imob&sort=-generatedCount`)).toMatchObject({ data: [{ id: 1, generatedCount: 1 }], meta: { total: 1 } });
    expect(await get(`${URL}?active=true&frequency=MENSAL&pageSize=1&page=2`)).toMatchObject({ data: [{ id: 2 }], meta: { total: 2, page: 2 } });
    expect(await get(`${URL}/search?supplierName=net`)).toMatchObject({ data: [{ id: 2 }, { id: 3 }], meta: { total: 2 } });
    expect(await get(`${URL}/active?sort=-amount&pageSize=1`)).toMatchObject({ data: [{ id: 1, nextDueDate: expect.any(String) }], meta: { total: 3 } });
  });

  test.each([
    [{ frequency: 'DIARIA' }, "Campo 'Frequência' inválido"],
    [{ amount: '0' }, "Campo 'Valor' deve estar entre R$ 0,01 e R$ 99.999.999,99"],
    [{ startDate: '2026-02-31' }, "Campo 'Primeiro vencimento' deve ser uma data válida entre 01/01/2000 e 31/12/2100"],
    [{ endDate: '2020-01-01' }, 'O último vencimento não pode ser anterior ao primeiro'],
    [{ categoryId: 1 }, 'Categoria inválida: escolha uma categoria de despesa ativa'],
    [{ supplierDocument: '00000000000' }, 'CPF inválido'],
  ])('refuses %j', async (change, message) => {
    const res = await call('POST', URL, { ...RENT, ...change });
    expect([res.statusCode, res.json()]).toEqual([400, { message }]);
  });
});

describe('generation', () => {
  test('generate without a date makes the current period, then the next; a given date twice is 409', async () => {
    await call('POST', URL, RENT);
    const first = await call('POST', `${URL}/1/generate`);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      description: `Aluguel do galpão - ${thisMonth.slice(5)}/${thisMonth.slice(0, 4)}`,
      supplierName: 'Imobiliária Central',
      amount: '4500.00',
      dueDate: `${thisMonth}-10`,
      status: 'PENDENTE',
      recurringAccountId: 1,
      recurringPeriod: thisMonth,
    });
    const nextMonth = addMonths(`${thisMonth}-10`, 1);
    expect((await call('POST', `${URL}/1/generate`)).json().data).toMatchObject({ dueDate: nextMonth, recurringPeriod: nextMonth.slice(0, 7) });

    const dup = await call('POST', `${URL}/1/generate?dueDate=${thisMonth}-20`);
    expect([dup.statusCode, dup.json()]).toEqual([409, { message: `A conta do período ${thisMonth.slice(5)}/${thisMonth.slice(0, 4)} já foi gerada` }]);

    const past = addMonths(`${thisMonth}-15`, -1);
    const byDate = await call('POST', `${URL}/1/generate?dueDate=${past}`);
    expect(byDate.json().data).toMatchObject({ dueDate: past, recurringPeriod: past.slice(0, 7) });
    const byBody = await t.request({ method: 'POST', url: `${URL}/1/generate`, role: 'FINANCIAL', payload: { dueDate: addMonths(past, -1) } });
    expect(byBody.json().data.dueDate).toBe(addMonths(past, -1));

    const out = await call('POST', `${URL}/1/generate?dueDate=2000-01-10`);
    expect([out.statusCode, out.json()]).toEqual([400, { message: 'A data de vencimento está fora da vigência da conta recorrente' }]);

    const generated = (await call('GET', `${URL}/1/generated-accounts`)).json().data;
    expect(generated.map((p: { recurringPeriod: string }) => p.recurringPeriod)).toEqual([
      addMonths(past, -1).slice(0, 7),
      past.slice(0, 7),
      thisMonth,
      nextMonth.slice(0, 7),
    ]);
    expect((await call('GET', `${URL}/1`)).json().data).toMatchObject({ generatedCount: 4, lastGeneratedDueDate: nextMonth });

    const del = await call('DELETE', `${URL}/1`);
    expect([del.statusCode, del.json()]).toEqual([409, { message: 'Conta recorrente possui contas geradas e não pode ser excluída; desative-a' }]);
    expect((await call('GET', `${URL}/9/generated-accounts`)).statusCode).toBe(404);
  });

  test('generate refuses unknown body fields and an oversized date, and generates nothing (issue 15)', async () => {
    await call('POST', URL, RENT);
    for (const [payload, message] of [
      [{ dueDate: `${thisMonth}-10`, blob: 'x'.repeat(100_000) }, "Campo 'blob' não é permitido"],
      [{ dueDate: 'x'.repeat(100_000) }, "Campo 'Vencimento' deve ter no máximo 10 caracteres"],
    ] as const) {
      const res = await t.request({ method: 'POST', url: `${URL}/1/generate`, role: 'FINANCIAL', payload });
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
    expect((await call('GET', `${URL}/1/generated-accounts`)).json().data).toEqual([]);
  });

  test('an inactive account generates nothing', async () => {
    await call('POST', URL, { ...RENT, active: false });
    const res = await call('POST', `${URL}/1/generate`);
    expect([res.statusCode, res.json()]).toEqual([409, { message: 'Conta recorrente inativa: ative-a para gerar contas' }]);
  });

  test('generate-all makes what is due this month, once, for the active accounts only', async () => {
    await call('POST', URL, RENT);
    await call('POST', URL, { ...RENT, description: 'Limpeza semanal', supplierName: 'Limpa Tudo', supplierDocument: null, frequency: 'SEMANAL', amount: '150.00', startDate: `${thisMonth}-01` });
    await call('POST', URL, { ...RENT, description: 'Seguro anual', supplierName: 'Seguradora', supplierDocument: null, frequency: 'ANUAL', startDate: addMonths(`${thisMonth}-15`, -1) });
    await call('POST', URL, { ...RENT, description: 'Inativa', active: false });
    await call('POST', `${URL}/1/generate`);

    const weekly = occurrencesBetween({ frequency: 'SEMANAL', startDate: `${thisMonth}-01`, endDate: null }, `${thisMonth}-01`, monthBounds(thisMonth).last);
    const stats = (await call('GET', `${URL}/statistics`)).json().data;
    expect(stats).toEqual({
      total: 4,
      active: 3,
      inactive: 1,
      monthlyAmount: '5525.00',
      byFrequency: [
        { frequency: 'ANUAL', count: 1, amount: '4500.00' },
        { frequency: 'MENSAL', count: 1, amount: '4500.00' },
        { frequency: 'SEMANAL', count: 1, amount: '150.00' },
      ],
      generatedThisMonth: 1,
      pendingThisMonth: weekly.length,
    });

    const all = await call('POST', `${URL}/generate-all`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ month: thisMonth, count: weekly.length });
    expect(all.json().data.generated.map((p: { dueDate: string }) => p.dueDate)).toEqual(weekly);

    const again = await call('POST', `${URL}/generate-all`);
    expect(again.json().data).toEqual({ month: thisMonth, count: 0, generated: [] });
    expect((await call('GET', `${URL}/statistics`)).json().data).toMatchObject({ pendingThisMonth: 0, generatedThisMonth: 1 + weekly.length });

    const nextMonth = addMonths(`${thisMonth}-01`, 1).slice(0, 7);
    const next = await call('POST', `${URL}/generate-all?month=${nextMonth}`);
    expect(next.json().data.generated.map((p: { description: string }) => p.description)).toEqual(
      expect.arrayContaining([`Aluguel do galpão - ${nextMonth.slice(5)}/${nextMonth.slice(0, 4)}`]),
    );
    expect((await call('POST', `${URL}/generate-all?month=2026-13`)).statusCode).toBe(400);
  });

  test('concurrent generate-all calls write each period once', async () => {
    await call('POST', URL, RENT);
    const results = await Promise.all([call('POST', `${URL}/generate-all`), call('POST', `${URL}/generate-all`)]);
    expect(results.map((r) => r.json().data.count).sort()).toEqual([0, 1]);
    expect((await call('GET', `${URL}/1/generated-accounts`)).json().data).toHaveLength(1);
  });
});
