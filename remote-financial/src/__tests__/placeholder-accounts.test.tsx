// Placeholder pages of the accounts area until it lands; that area replaces this file with its own tests.
import { renderWithProviders, screen } from '@sge/shared/testing';
import AccountsPayablePage from '../pages/accounts-payable-page';
import AccountsReceivablePage from '../pages/accounts-receivable-page';
import RecurringAccountsPage from '../pages/recurring-accounts-page';
import DefaultersPage from '../pages/defaulters-page';

it.each([
  ['Contas a Pagar', AccountsPayablePage],
  ['Contas a Receber', AccountsReceivablePage],
  ['Contas Recorrentes', RecurringAccountsPage],
  ['Inadimplentes', DefaultersPage],
] as const)('%s shows its title and says it is under construction', (title, Page) => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Em construção')).toBeInTheDocument();
});
