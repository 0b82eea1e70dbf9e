/** Issue 16: the inventory totals never wrap a figure ('Valor do estoque') and never get wider than a phone. */
import type { InventoryOverview } from '@sge/shared/contract';
import { renderWithProviders, screen } from '@sge/shared/testing';
import { StockTotals } from '../features/items/components/stock-summary';

const overview: InventoryOverview = {
  totals: { items: 12, equipment: 8, consumables: 4, units: 1530, stockValue: '123456.78', lowStock: 2, atEvents: 40, inactive: 1 },
  lowStock: [],
  recentTransactions: [],
};

it('keeps each figure on one line, with tabular figures', () => {
  renderWithProviders(<StockTotals overview={overview} loading={false} />);
  const value = screen.getByText((text) => /^R\$\s123\.456,78$/.test(text));
  const style = getComputedStyle(value);
  expect(style.whiteSpace).toBe('nowrap');
  expect(style.getPropertyValue('font-variant-numeric')).toBe('tabular-nums');
});

it('fits as many cards per line as the box holds, one per line on a phone', () => {
  renderWithProviders(<StockTotals overview={overview} loading={false} />);
  const grid = screen.getByRole('region', { name: 'Totais do estoque' });
  expect(getComputedStyle(grid).gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 11rem), 1fr))');
});

it('announces the totals loading as a named status (aria-label needs a role: axe aria-prohibited-attr)', () => {
  renderWithProviders(<StockTotals loading />);
  expect(screen.getByRole('status', { name: 'Totais do estoque' })).toHaveAttribute('aria-busy', 'true');
});
