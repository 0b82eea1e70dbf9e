// Placeholder pages of the reports area until it lands; that area replaces this file with its own tests.
import { renderWithProviders, screen } from '@sge/shared/testing';
import CashFlowPage from '../pages/cash-flow-page';
import ChartsPage from '../pages/charts-page';

it.each([
  ['Fluxo de Caixa', CashFlowPage],
  ['Gráficos', ChartsPage],
] as const)('%s shows its title and says it is under construction', (title, Page) => {
  renderWithProviders(<Page />);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText('Em construção')).toBeInTheDocument();
});
