import { menuPagesForRole } from '@sge/shared/access';
import { searchPages } from '../shell/top-bar';

const paths = (role: string, text: string) => searchPages(role, text).map((p) => p.path);

it('finds the finance pages of the financial role, accents ignored', () => {
  expect(paths('FINANCIAL', 'contas')).toEqual([
    '/financial/accounts-payable', '/financial/accounts-receivable', '/financial/recurring-accounts',
  ]);
  expect(paths('FINANCIAL', 'solicitacoes')).toEqual(['/financial/payment-requests']);
  expect(paths('FINANCIAL', 'orçamentos')).toEqual(['/financial/budgets']);
});

it('offers no page the role may not open', () => {
  expect(paths('MANAGER', 'contas')).toEqual([]);
  expect(paths('COORDINATOR', 'cadastro')).toEqual(['/register']);
});

it('offers exactly the pages of the menu', () => {
  for (const role of ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL']) {
    const all = menuPagesForRole(role);
    const found = new Set(all.flatMap((p) => searchPages(role, p.label)).map((p) => p.path));
    expect([...found].sort()).toEqual(all.map((p) => p.path).sort());
  }
});
