import { renderWithProviders, screen } from '@sge/shared/testing';
import { AccountStats } from '../components/account-stats';

it('announces the totals loading as a named status (aria-label needs a role: axe aria-prohibited-attr)', () => {
  renderWithProviders(<AccountStats stats={null} paidLabel="Recebido" />);
  expect(screen.getByRole('status', { name: 'Carregando totais' })).toHaveAttribute('aria-busy', 'true');
});
