/**
 * The accounts area's role matrix, endpoint by endpoint: receivables, payables, recurring accounts
 * and defaulters are for ADMIN and FINANCIAL (SPEC §6). Written out here rather than read from
 * permissions.ts, so a change there must be a deliberate change here too.
 */
import { ROLES, type Role } from '@sge/shared/contract';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { day, insertCategories, insertPayable, insertReceivable, payment } from './fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ALLOWED: Role[] = ['ADMIN', 'FINANCIAL'];

/** Receivables 1 (open, future) and 2 (overdue); payables 1 and 2; recurring account 1 (monthly, active). */
async function arrange(): Promise<void> {
  await t.reset();
  await t.createUsers();
  await insertCategories(t);
  await insertReceivable(t, { dueDate: day(3) });
  await insertReceivable(t, { dueDate: day(-5) });
  await insertPayable(t);
  await insertPayable(t);
  await t.database.db
    .insertInto('recurring_accounts')
    .values({ description: 'Aluguel', supplier_name: 'Imobiliária', category_id: 4, amount: '1000.00', frequency: 'MENSAL', start_date: day(-40) })
    .execute();
}

const RECEIVABLE = { description: 'Show', clientName: 'Cliente', categoryId: 1, amount: '10.00', dueDate: day(5) };
const PAYABLE = { description: 'Compra', supplierName: 'Fornecedor', categoryId: 2, amount: '10.00', dueDate: day(5) };
const RECURRING = { description: 'Internet', supplierName: 'Net', categoryId: 2, amount: '99.90', frequency: 'MENSAL', startDate: day(0) };

const ENDPOINTS: Array<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; ok: number; payload?: object }> = [
  ...(['accounts-receivable', 'accounts-payable'] as const).flatMap((base) => {
    const body = base === 'accounts-receivable' ? RECEIVABLE : PAYABLE;
    return [
      { method: 'GET' as const, url: `/api/${base}`, ok: 200 },
      { method: 'POST' as const, url: `/api/${base}`, ok: 201, payload: body },
      { method: 'GET' as const, url: `/api/${base}/1`, ok: 200 },
      { method: 'PUT' as const, url: `/api/${base}/1`, ok: 200, payload: body },
      { method: 'DELETE' as const, url: `/api/${base}/2`, ok: 200 },
      { method: 'POST' as const, url: `/api/${base}/1/${base === 'accounts-receivable' ? 'receive' : 'pay'}`, ok: 200, payload: payment('5.00') },
      { method: 'POST' as const, url: `/api/${base}/1/cancel`, ok: 200, payload: { reason: 'Motivo qualquer' } },
      { method: 'GET' as const, url: `/api/${base}/statistics`, ok: 200 },
      { method: 'GET' as const, url: `/api/${base}/overdue`, ok: 200 },
      { method: 'GET' as const, url: `/api/${base}/due-soon?days=7`, ok: 200 },
      { method: 'GET' as const, url: `/api/${base}/categories`, ok: 200 },
    ];
  }),
  { method: 'GET', url: '/api/recurring-accounts', ok: 200 },
  { method: 'GET', url: '/api/recurring-accounts/active', ok: 200 },
  { method: 'GET', url: '/api/recurring-accounts/search?supplierName=imob', ok: 200 },
  { method: 'GET', url: '/api/recurring-accounts/statistics', ok: 200 },
  { method: 'POST', url: '/api/recurring-accounts', ok: 201, payload: RECURRING },
  { method: 'GET', url: '/api/recurring-accounts/1', ok: 200 },
  { method: 'PUT', url: '/api/recurring-accounts/1', ok: 200, payload: { ...RECURRING, categoryId: 4 } },
  { method: 'PATCH', url: '/api/recurring-accounts/1/toggle-active', ok: 200 },
  { method: 'POST', url: `/api/recurring-accounts/1/generate?dueDate=${day(0)}`, ok: 201 },
  { method: 'POST', url: '/api/recurring-accounts/generate-all', ok: 200 },
  { method: 'GET', url: '/api/recurring-accounts/1/generated-accounts', ok: 200 },
  { method: 'DELETE', url: '/api/recurring-accounts/1', ok: 200 },
  { method: 'GET', url: '/api/financial/defaulters?minDaysOverdue=1', ok: 200 },
  { method: 'POST', url: '/api/financial/defaulters/2/reminder', ok: 201 },
  { method: 'POST', url: '/api/financial/defaulters/bulk-reminders', ok: 200, payload: { ids: [2] } },
  { method: 'POST', url: '/api/financial/defaulters/2/contact', ok: 201, payload: { channel: 'TELEFONE', description: 'Ligação feita' } },
  { method: 'PATCH', url: '/api/financial/defaulters/2/status', ok: 200, payload: { status: 'EM_NEGOCIACAO' } },
  { method: 'POST', url: '/api/financial/defaulters/2/agreement', ok: 201, payload: { newDueDate: day(10) } },
];

const cases = ENDPOINTS.flatMap((endpoint) => ROLES.map((role) => [endpoint.method, endpoint.url, role, endpoint] as const));

describe('every endpoint × every role', () => {
  test.each(cases)('%s %s as %s', async (method, url, role, endpoint) => {
    await arrange();
    const res = await t.request({ method, url, role, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    if (ALLOWED.includes(role)) {
      const body = res.json();
      // Lists answer a page: { data, meta } (issue 14); the rest { data }.
      expect([res.statusCode, body]).toEqual([endpoint.ok, { data: expect.anything(), ...('meta' in body ? { meta: expect.anything() } : {}) }]);
    } else {
      expect([res.statusCode, res.json()]).toEqual([403, { message: 'Acesso não autorizado.' }]);
    }
  });
});

describe('without a token', () => {
  test.each(ENDPOINTS.map((endpoint) => [endpoint.method, endpoint.url, endpoint] as const))('%s %s answers 401', async (method, url, endpoint) => {
    const res = await t.request({ method, url, ...(endpoint.payload ? { payload: endpoint.payload } : {}) });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Autenticação necessária' }]);
  });
});
