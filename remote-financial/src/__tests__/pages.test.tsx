import { renderWithProviders, screen } from '@sge/shared/testing';
import BudgetsPage from '../pages/budgets-page';
import AccountsPayablePage from '../pages/accounts-payable-page';
import AccountsReceivablePage from '../pages/accounts-receivable-page';
import RecurringAccountsPage from '../pages/recurring-accounts-page';
import CashFlowPage from '../pages/cash-flow-page';
import DefaultersPage from '../pages/defaulters-page';
import ChartsPage from '../pages/charts-page';
import PaymentRequestsPage from '../pages/payment-requests-page';

it.each([
  ['Orçamentos', BudgetsPage],
  ['Contas a Pagar', AccountsPayablePage],
  ['Contas a Receber', AccountsReceivablePage],
  ['Contas Recorrentes', RecurringAccountsPage],
  ['Fluxo de Caixa', CashFlowPage],
  ['Inadimplentes', DefaultersPage],
  ['Gráficos', ChartsPage],
  ['Solicitações de Pagamento', PaymentRequestsPage],
] as const)('%s shows its title and says it is under construction', (title, Page) => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Em construção')).toBeInTheDocument();
});
