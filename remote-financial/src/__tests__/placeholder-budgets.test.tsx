// Placeholder pages of the budgets area until it lands; that area replaces this file with its own tests.
import { renderWithProviders, screen } from '@sge/shared/testing';
import BudgetsPage from '../pages/budgets-page';
import PaymentRequestsPage from '../pages/payment-requests-page';

it.each([
  ['Orçamentos', BudgetsPage],
  ['Solicitações de Pagamento', PaymentRequestsPage],
] as const)('%s shows its title and says it is under construction', (title, Page) => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Em construção')).toBeInTheDocument();
});
