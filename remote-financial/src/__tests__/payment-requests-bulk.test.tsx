import type { PaymentRequestItem } from '@sge/shared/contract';
import { type ApiRoute, mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import { paged } from '../features/accounts/__tests__/fixtures';
import { aPaymentRequest } from '../features/payment-requests/__tests__/fixtures';
import PaymentRequestsPage from '../pages/payment-requests-page';

jest.setTimeout(60_000);

const financial = { token: 'token', role: 'FINANCIAL', username: 'financeiro', id: 4 };
const manager = { token: 'token', role: 'MANAGER', username: 'gerente', id: 2 };

const requests = [1, 2, 3].map((id) => aPaymentRequest({ id, employeeName: `Pessoa ${id}`, employeeId: 10 + id, eventDay: '2030-01-10' }));

function apiWith(rows: PaymentRequestItem[], routes: Record<string, ApiRoute> = {}, total = rows.length) {
  return mockApi({
    'GET /api/payment-requests': (call) => {
      const reply = paged(rows)(call) as { body: { meta: { total: number } } };
      reply.body.meta.total = total;
      return reply;
    },
    ...routes,
  });
}
const render = (session = financial, route = '/financial/payment-requests') => renderWithProviders(<PaymentRequestsPage />, { route, session });

const reply = (applied: number[], refused: Array<[number, string]>) => ({
  body: {
    data: {
      results: [
        ...applied.map((id) => ({ id, outcome: 'applied', reason: null, status: 'PAID', employeeName: `Pessoa ${id}`, eventDay: '2030-01-10' })),
        ...refused.map(([id, reason]) => ({ id, outcome: 'refused', reason, status: 'PAID', employeeName: `Pessoa ${id}`, eventDay: '2030-01-10' })),
      ],
      applied: applied.length,
      refused: refused.length,
    },
  },
});

it('ticks rows one by one and approves the selected, showing each outcome', async () => {
  const calls = apiWith(requests, { 'POST /api/payment-requests/bulk/approve': () => reply([1], [[3, 'Só é possível aprovar uma solicitação pendente']]) });
  const { user } = render();
  await user.click(await screen.findByRole('checkbox', { name: 'Selecionar solicitação 1' }));
  await user.click(screen.getByRole('checkbox', { name: 'Selecionar solicitação 3' }));
  const bar = within(screen.getByRole('region', { name: 'Seleção' }));
  expect(bar.getByText('2 solicitações selecionadas')).toBeInTheDocument();
  await user.click(bar.getByRole('button', { name: 'Aprovar selecionados' }));
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Aprovar selecionados' }));
  await user.click(dialog.getByRole('button', { name: 'Aprovar' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [1, 3] }));
  const result = within(await screen.findByRole('status', { name: 'Resultado da ação em lote' }));
  expect(result.getByText('1 aprovada; 1 recusada')).toBeInTheDocument();
  expect(result.getByText('Nº 3 — Pessoa 3, 10/01/2030: Só é possível aprovar uma solicitação pendente')).toBeInTheDocument();
  // The selection is emptied after the call.
  expect(screen.queryByRole('region', { name: 'Seleção' })).not.toBeInTheDocument();
});

it("'all N matching the filter' pays by the list's filter with one date and method", async () => {
  const calls = apiWith(requests, { 'POST /api/payment-requests/bulk/pay': () => reply([1, 2, 3], []) }, 40);
  const { user } = render(financial, '/financial/payment-requests?q=Congresso&status=APPROVED&eventId=5');
  await user.click(await screen.findByRole('checkbox', { name: 'Selecionar todas desta página' }));
  await user.click(screen.getByRole('button', { name: 'Selecionar todas as 40 que correspondem ao filtro' }));
  const bar = within(screen.getByRole('region', { name: 'Seleção' }));
  expect(bar.getByText('Todas as 40 solicitações que correspondem ao filtro selecionadas')).toBeInTheDocument();
  await user.click(bar.getByRole('button', { name: 'Pagar selecionados' }));
  const form = within(await screen.findByRole('dialog', { name: 'Pagar selecionados' }));
  await user.selectOptions(form.getByRole('combobox', { name: /^Forma de pagamento/ }), 'TRANSFERENCIA');
  await user.click(form.getByRole('button', { name: 'Confirmar pagamento' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    filter: { search: 'Congresso', status: 'APPROVED', eventId: 5 },
    paymentDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    paymentMethod: 'TRANSFERENCIA',
    paymentReference: null,
  });
  expect(await screen.findByText('3 pagas; 0 recusadas')).toBeInTheDocument();
});

it('a manager has no bulk selection', async () => {
  apiWith(requests);
  render(manager);
  await screen.findByText('Pessoa 1');
  expect(screen.queryByRole('checkbox', { name: /Selecionar/ })).not.toBeInTheDocument();
});
