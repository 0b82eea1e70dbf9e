/** The accounts demo data: realistic states the screens can show, and a current month left to generate. */
import { seedDemoData } from '../../../db/seed/demo-seed';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(() => t.close());

const get = async (url: string) => (await t.request({ method: 'GET', url, role: 'FINANCIAL' })).json().data;
/** A whole list: the demo holds fewer rows than the largest page. */
const getAll = async (url: string) => {
  const body = (await t.request({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}pageSize=200`, role: 'FINANCIAL' })).json();
  expect(body.meta.total).toBeLessThanOrEqual(200);
  return body.data;
};

test('receivables and payables in every status, with partial payments', async () => {
  const statuses = (rows: Array<{ status: string }>) => [...new Set(rows.map((r) => r.status))].sort();
  expect(statuses(await getAll('/api/accounts-receivable'))).toEqual(['CANCELADO', 'PARCIAL', 'PENDENTE', 'RECEBIDO']);
  expect(statuses(await getAll('/api/accounts-payable'))).toEqual(['CANCELADO', 'PAGO', 'PARCIAL', 'PENDENTE']);
  // The accounts seed ties no payable to a payment request (the budgets seed raises those).
  const ours = (await getAll('/api/accounts-payable')).filter((p: { description: string }) => p.description.startsWith('Locação de gerador'));
  expect(ours).toEqual([expect.objectContaining({ paymentRequestId: null, status: 'PARCIAL', paidAmount: '2000.00', openAmount: '3600.00' })]);
  expect((await getAll('/api/accounts-receivable/overdue')).length).toBeGreaterThanOrEqual(2);
});

test('a defaulter with a contact history, a reminder and a collection status', async () => {
  const defaulters = await getAll('/api/financial/defaulters');
  const estrela = defaulters.find((d: { clientName: string }) => d.clientName === 'Buffet Estrela Eventos Ltda');
  expect(estrela).toMatchObject({ openAmount: '7000.00', collectionStatus: 'EM_NEGOCIACAO', remindersCount: 1 });
  expect(estrela.contacts).toHaveLength(3);
});

test('recurring accounts with past months generated; generate-all makes the current month once', async () => {
  const recurring = await getAll('/api/recurring-accounts');
  expect(recurring.map((r: { description: string }) => r.description)).toEqual(
    expect.arrayContaining(['Aluguel do galpão', 'Internet fibra 500 MB', 'Limpeza do escritório', 'Seguro de equipamentos']),
  );
  expect(recurring.find((r: { description: string }) => r.description === 'Aluguel do galpão').generatedCount).toBe(2);
  const stats = await get('/api/recurring-accounts/statistics');
  expect(stats.pendingThisMonth).toBeGreaterThanOrEqual(3);
  const res = await t.request({ method: 'POST', url: '/api/recurring-accounts/generate-all', role: 'FINANCIAL' });
  expect(res.json().data.count).toBe(stats.pendingThisMonth);
  expect((await t.request({ method: 'POST', url: '/api/recurring-accounts/generate-all', role: 'FINANCIAL' })).json().data.count).toBe(0);
});
