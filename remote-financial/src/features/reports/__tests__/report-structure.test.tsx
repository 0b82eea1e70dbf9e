/**
 * Structure axe checks on the reports (issue 15): a figure's group in a `<dl>` holds only `<dt>`
 * and `<dd>` (axe 'definition-list'), and the chart, hidden from assistive technology, is inert so
 * nothing inside it can take the focus (axe 'aria-hidden-focus').
 */
import { renderWithProviders, screen } from '@sge/shared/testing';
import { SimpleGrid } from '@sge/shared/ui';
import { Figure } from '../components/figure';
import { ReportCard } from '../components/report-card';

it('keeps only dt and dd in each group of a figures list, hint included', () => {
  renderWithProviders(
    <SimpleGrid as="dl" aria-label="Figuras">
      <Figure label="Receitas" value="R$ 10,00" hint="Contas a receber" />
      <Figure label="Despesas" value="R$ 5,00" />
    </SimpleGrid>,
  );
  const list = screen.getByLabelText('Figuras');
  const groups = [...list.children];
  expect(groups).toHaveLength(2);
  for (const group of groups) {
    expect(group.tagName).toBe('DIV');
    for (const child of group.children) expect(['DT', 'DD']).toContain(child.tagName);
  }
  expect(screen.getByText('Contas a receber').tagName).toBe('DD');
});

it('makes the chart inert: hidden from assistive technology and out of the tab order', () => {
  renderWithProviders(
    <ReportCard id="r" title="Receitas" loading={false} error={null} onRetry={() => undefined} chart={<svg tabIndex={0} data-testid="surface" />} />,
  );
  const chart = screen.getByTestId('report-chart');
  expect(chart).toHaveAttribute('inert');
  expect(chart).toContainElement(screen.getByTestId('surface'));
});
