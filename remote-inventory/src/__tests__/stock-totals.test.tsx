import { renderWithProviders, screen } from '@sge/shared/testing';
import { StockTotals } from '../features/items/components/stock-summary';

it('announces the totals loading as a named status (aria-label needs a role: axe aria-prohibited-attr)', () => {
  renderWithProviders(<StockTotals loading />);
  expect(screen.getByRole('status', { name: 'Totais do estoque' })).toHaveAttribute('aria-busy', 'true');
});
