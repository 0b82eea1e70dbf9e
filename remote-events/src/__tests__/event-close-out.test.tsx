import type { CloseOutRow, EventCloseOut } from '@sge/shared/contract';
import { mockApi, renderWithProviders, screen, waitFor, within } from '@sge/shared/testing';
import EventCloseOutPage from '../pages/event-close-out-page';

jest.setTimeout(60_000);

const financial = { token: 'token', role: 'FINANCIAL', username: 'financeiro', id: 4 };
const manager = { token: 'token', role: 'MANAGER', username: 'gerente', id: 2 };

const row = (overrides: Partial<CloseOutRow>): CloseOutRow => ({
  eventEmployeeId: 1,
  employeeId: 1,
  employeeName: 'Ana Souza',
  function: 'Garçom',
  eventDay: '2030-01-10',
  checkIn: '2030-01-10T13:00:00.000Z',
  checkOut: '2030-01-10T23:00:00.000Z',
  hours: 10,
  payRate: '150.00',
  paymentRequestId: null,
  paymentRequestStatus: null,
  pixKey: '529.982.247-25',
  pixKeyType: 'CPF',
  exceptions: [],
  ...overrides,
});

const total = { staffDays: 2, workedDays: 2, hours: 10, payroll: '300.00', budgetedStaffDays: 4, budgetedAmount: '360.00' };
const closeOut: EventCloseOut = {
  eventId: 5,
  eventName: 'Congresso',
  isFinalized: true,
  rows: [
    row({ eventEmployeeId: 2, employeeName: 'Bruno Lima', checkOut: null, hours: null, exceptions: ['NO_CHECKOUT', 'NO_PIX_KEY'], pixKey: null, pixKeyType: null }),
    row({ eventEmployeeId: 1 }),
  ],
  byFunction: [{ function: 'Garçom', ...total }],
  overall: { function: null, ...total },
  hasApprovedBudget: true,
};

const render = (session = financial) => renderWithProviders(<EventCloseOutPage />, { route: '/events/close-out?evento=5', session });

it('lists the staff days, exceptions first and named, and the totals against the budget', async () => {
  mockApi({ 'GET /api/events/5/close-out': () => ({ body: { data: closeOut } }) });
  render();
  expect(await screen.findByRole('heading', { level: 1, name: 'Fechamento do evento: Congresso' })).toBeInTheDocument();
  const days = within(screen.getByRole('table', { name: 'Dias da equipe' }));
  const [, first, second] = days.getAllByRole('row');
  expect(within(first).getByText('Bruno Lima')).toBeInTheDocument();
  expect(within(first).getByText('Sem saída registrada')).toBeInTheDocument();
  expect(within(first).getByText('Sem chave PIX')).toBeInTheDocument();
  expect(within(second).getByText('Ana Souza')).toBeInTheDocument();
  expect(within(second).getByText('R$ 150,00')).toBeInTheDocument();
  expect(within(second).getByText('CPF: 529.982.247-25')).toBeInTheDocument();
  const totals = within(screen.getByRole('table', { name: 'Totais por função' }));
  expect(totals.getByText('Total geral')).toBeInTheDocument();
  expect(totals.getAllByText('R$ 360,00')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Lote de pagamento PIX' })).toHaveAttribute('href', '/financial/payout-batch?evento=5');
});

it("'Solicitar pagamento dos presentes' sends the ticked exception days and shows each outcome", async () => {
  const calls = mockApi({
    'GET /api/events/5/close-out': () => ({ body: { data: closeOut } }),
    'POST /api/event-employees/request-payments': () => ({
      body: {
        data: {
          results: [
            { eventEmployeeId: 1, employeeName: 'Ana Souza', eventDay: '2030-01-10', outcome: 'created', reason: null, paymentRequestId: 9 },
            { eventEmployeeId: 2, employeeName: 'Bruno Lima', eventDay: '2030-01-10', outcome: 'refused', reason: 'Diária sem valor: não há o que pagar', paymentRequestId: null },
          ],
          created: 1,
          existing: 0,
          skipped: 0,
          refused: 1,
        },
      },
    }),
  });
  const { user } = render(manager);
  await user.click(await screen.findByRole('checkbox', { name: 'Incluir Bruno Lima em 10/01/2030' }));
  await user.click(screen.getByRole('button', { name: 'Solicitar pagamento dos presentes' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ eventId: 5, include: [2] }));
  const outcome = within(await screen.findByRole('status', { name: 'Resultado da solicitação' }));
  expect(outcome.getByText('Bruno Lima, 10/01/2030: Diária sem valor: não há o que pagar')).toBeInTheDocument();
  // A manager has no payout batch.
  expect(screen.queryByRole('link', { name: 'Lote de pagamento PIX' })).not.toBeInTheDocument();
});

it('an event with no staff shows the empty close-out', async () => {
  mockApi({ 'GET /api/events/5/close-out': () => ({ body: { data: { ...closeOut, rows: [], byFunction: [], hasApprovedBudget: false } } }) });
  render();
  expect(await screen.findByText('Nenhum funcionário escalado neste evento.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Solicitar pagamento dos presentes' })).toBeDisabled();
});
