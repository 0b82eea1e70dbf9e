import type { PayoutBatch } from '@sge/shared/contract';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import PayoutBatchPage from '../pages/payout-batch-page';

jest.setTimeout(60_000);

const financial = { token: 'token', role: 'FINANCIAL', username: 'financeiro', id: 4 };
const CODE =
  '00020126330014br.gov.bcb.pix011152998224725520400005303986540633' +
  '0.505802BR5909Ana Souza6009SAO PAULO62120508SGEE5P16304ABCD';

const batch: PayoutBatch = {
  batchId: 'E5',
  eventId: 5,
  eventName: 'Congresso',
  total: '480.50',
  paymentRequestIds: [1, 2, 3],
  lines: [
    {
      employeeId: 1,
      employeeName: 'Ana Souza',
      cpf: '52998224725',
      pixKey: '529.982.247-25',
      pixKeyType: 'CPF',
      amount: '330.50',
      days: [
        { paymentRequestId: 1, eventName: 'Congresso', eventDay: '2030-01-10', amount: '150.00', status: 'APPROVED' },
        { paymentRequestId: 2, eventName: 'Congresso', eventDay: '2030-01-11', amount: '180.50', status: 'PENDING' },
      ],
      txid: 'SGEE5P1',
      brCode: CODE,
      problem: null,
    },
    {
      employeeId: 2,
      employeeName: 'Bruno Lima',
      cpf: '11144477735',
      pixKey: null,
      pixKeyType: null,
      amount: '150.00',
      days: [{ paymentRequestId: 3, eventName: 'Congresso', eventDay: '2030-01-10', amount: '150.00', status: 'PENDING' }],
      txid: 'SGEE5P2',
      brCode: null,
      problem: 'Sem chave PIX',
    },
  ],
};

const render = () => renderWithProviders(<PayoutBatchPage />, { route: '/financial/payout-batch?evento=5', session: financial });

it('one card per person: whole key, amount, days, the copia e cola code and its QR; no code without a key', async () => {
  const calls = mockApi({ 'GET /api/payment-requests/payout-batch': () => ({ body: { data: batch } }) });
  render();
  const ana = within(await screen.findByRole('listitem', { name: 'Ana Souza' }));
  expect(ana.getByText('CPF: 529.982.247-25')).toBeInTheDocument();
  expect(ana.getByText('R$ 330,50')).toBeInTheDocument();
  expect(ana.getByText('txid SGEE5P1 · 10/01/2030, 11/01/2030')).toBeInTheDocument();
  expect(ana.getByRole('textbox', { name: 'PIX copia e cola de Ana Souza' })).toHaveValue(CODE);
  expect(ana.getByRole('img', { name: 'QR Code PIX de Ana Souza' })).toBeInTheDocument();
  const bruno = within(screen.getByRole('listitem', { name: 'Bruno Lima' }));
  expect(bruno.getByText('Sem chave PIX')).toBeInTheDocument();
  expect(bruno.queryByRole('img')).not.toBeInTheDocument();
  expect(Object.fromEntries(calls[0].query)).toEqual({ eventId: '5' });
  expect(screen.getByText('2 pessoas · total R$ 480,50')).toBeInTheDocument();
});

it("'Marcar lote como pago' pays every request of the batch with one date", async () => {
  const calls = mockApi({
    'GET /api/payment-requests/payout-batch': () => ({ body: { data: batch } }),
    'POST /api/payment-requests/bulk/pay': () => ({ body: { data: { results: [], applied: 3, refused: 0 } } }),
  });
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Marcar lote como pago' }));
  const form = within(await screen.findByRole('dialog', { name: 'Marcar lote como pago' }));
  await user.click(form.getByRole('button', { name: 'Confirmar pagamento' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    ids: [1, 2, 3],
    paymentDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    paymentMethod: 'PIX',
    paymentReference: 'Lote E5',
  });
});

it('exports the batch as XLSX through the API', async () => {
  const calls = mockApi({
    'GET /api/payment-requests/payout-batch': () => ({ body: { data: batch } }),
    'GET /api/payment-requests/payout-batch/export': () => ({ body: new Blob(['x']), headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }),
  });
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  const { user } = render();
  await user.click(await screen.findByRole('button', { name: 'Exportar XLSX' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/api/payment-requests/payout-batch/export')).toBe(true));
  expect(Object.fromEntries(calls.find((c) => c.path.endsWith('/export'))!.query)).toEqual({ eventId: '5', format: 'xlsx' });
});
