/**
 * Every route of SPEC §2: who renders it (the host or a remote's exposed page), its layout and its
 * title. Access rules live in @sge/shared/access; this table only says what to load.
 */
import type { ComponentType } from 'react';
import type { RemoteName } from '../federation/remotes';

export type Layout = 'default' | 'empty';

export type RouteSource =
  | { kind: 'host'; load: () => Promise<{ default: ComponentType }> }
  | { kind: 'remote'; remote: RemoteName; module: string };

export interface AppRoute {
  path: string;
  title: string;
  layout: Layout;
  source: RouteSource;
}

const host = (load: () => Promise<{ default: ComponentType }>): RouteSource => ({ kind: 'host', load });
const remote = (name: RemoteName, module: string): RouteSource => ({ kind: 'remote', remote: name, module });

export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Dashboard', layout: 'default', source: host(() => import('../pages/dashboard-page')) },
  { path: '/login', title: 'Entrar', layout: 'empty', source: host(() => import('../pages/login-page')) },
  { path: '/profile', title: 'Perfil', layout: 'default', source: host(() => import('../pages/profile-page')) },
  { path: '/settings', title: 'Configurações', layout: 'default', source: host(() => import('../pages/settings-page')) },
  { path: '/unauthorized', title: 'Acesso não autorizado', layout: 'default', source: host(() => import('../pages/unauthorized-page')) },
  { path: '/register', title: 'Cadastro', layout: 'default', source: remote('registration', 'RegisterPage') },
  { path: '/users', title: 'Usuários', layout: 'default', source: remote('admin', 'UsersPage') },
  { path: '/employees', title: 'Funcionários', layout: 'default', source: remote('registration', 'EmployeesPage') },
  { path: '/employees/test', title: 'Teste de Funcionários', layout: 'default', source: remote('registration', 'EmployeesTestPage') },
  { path: '/events', title: 'Eventos', layout: 'default', source: remote('events', 'EventsPage') },
  { path: '/events/test', title: 'Teste de Eventos', layout: 'default', source: remote('events', 'EventsTestPage') },
  { path: '/events/close-out', title: 'Fechamento do evento', layout: 'default', source: remote('events', 'EventCloseOutPage') },
  {
    path: '/test/event-day-management',
    title: 'Teste de Gestão de Dias de Evento',
    layout: 'default',
    source: remote('events', 'EventDayManagementTestPage'),
  },
  {
    path: '/registration/pre-registration',
    title: 'Pré-cadastro',
    layout: 'empty',
    source: remote('registration', 'PreRegistrationPage'),
  },
  { path: '/registration/requests', title: 'Solicitações de Cadastro', layout: 'default', source: remote('registration', 'RegistrationRequestsPage') },
  { path: '/registration/invitations', title: 'Convites', layout: 'default', source: remote('registration', 'InvitationsPage') },
  { path: '/financial/budgets', title: 'Orçamentos', layout: 'default', source: remote('financial', 'BudgetsPage') },
  { path: '/financial/accounts-payable', title: 'Contas a Pagar', layout: 'default', source: remote('financial', 'AccountsPayablePage') },
  { path: '/financial/accounts-receivable', title: 'Contas a Receber', layout: 'default', source: remote('financial', 'AccountsReceivablePage') },
  { path: '/financial/recurring-accounts', title: 'Contas Recorrentes', layout: 'default', source: remote('financial', 'RecurringAccountsPage') },
  { path: '/financial/cash-flow', title: 'Fluxo de Caixa', layout: 'default', source: remote('financial', 'CashFlowPage') },
  { path: '/financial/defaulters', title: 'Inadimplentes', layout: 'default', source: remote('financial', 'DefaultersPage') },
  { path: '/financial/charts', title: 'Gráficos', layout: 'default', source: remote('financial', 'ChartsPage') },
  {
    path: '/financial/payment-requests',
    title: 'Solicitações de Pagamento',
    layout: 'default',
    source: remote('financial', 'PaymentRequestsPage'),
  },
  { path: '/financial/payout-batch', title: 'Lote de pagamento PIX', layout: 'default', source: remote('financial', 'PayoutBatchPage') },
  { path: '/inventory', title: 'Inventário', layout: 'default', source: remote('inventory', 'InventoryOverviewPage') },
  { path: '/inventory/transactions', title: 'Movimentações', layout: 'default', source: remote('inventory', 'InventoryTransactionsPage') },
  { path: '/inventory/reports', title: 'Relatórios de Inventário', layout: 'default', source: remote('inventory', 'InventoryReportsPage') },
  { path: '/admin/categories', title: 'Categorias', layout: 'default', source: remote('admin', 'CategoriesPage') },
  { path: '/admin/service-catalog', title: 'Catálogo de Serviços', layout: 'default', source: remote('admin', 'ServiceCatalogPage') },
  { path: '/admin/payment-gateways', title: 'Gateways de Pagamento', layout: 'default', source: remote('admin', 'PaymentGatewaysPage') },
  { path: '/admin/settings', title: 'Sistema', layout: 'default', source: remote('admin', 'SystemSettingsPage') },
];

export const NOT_FOUND_ROUTE: AppRoute = {
  path: '*',
  title: 'Página não encontrada',
  layout: 'default',
  source: host(() => import('../pages/not-found-page')),
};

/** Pages preloaded 3 s after start (SPEC §2). */
export const PRELOADED_PATHS = ['/employees', '/events', '/financial/payment-requests', '/admin/payment-gateways'] as const;
export const PRELOAD_DELAY_MS = 3000;

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/** The route for a pathname (no parameters exist: SPEC §2), or the not-found route. */
export function findRoute(pathname: string): AppRoute {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(p) ?? NOT_FOUND_ROUTE;
}
