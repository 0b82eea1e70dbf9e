import { renderWithProviders, screen } from '@sge/shared/testing';
import InventoryOverviewPage from '../pages/inventory-overview-page';
import InventoryTransactionsPage from '../pages/inventory-transactions-page';
import InventoryReportsPage from '../pages/inventory-reports-page';

it.each([
  ['Inventário', InventoryOverviewPage],
  ['Movimentações', InventoryTransactionsPage],
  ['Relatórios de Inventário', InventoryReportsPage],
] as const)('%s shows its title and says it is under construction', (title, Page) => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Em construção')).toBeInTheDocument();
});
