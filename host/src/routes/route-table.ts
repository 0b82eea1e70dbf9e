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

/**
 * The first request the page makes when opened from the menu (no query in the URL): page 1 of its
 * server-paged list (usePagedList: `page`, the size kept under `storageKey`, then `sort` when the
 * list has a default). It starts with the page's code (hover, focus, navigation), and the page's own
 * request takes its answer (`http.prefetch`). Keep it equal to the page's usePagedList call.
 */
export interface RouteData {
  path: string;
  storageKey: string;
  defaultSort?: string;
  /** Other GETs (no query) the page makes at once, prefetched with the list. */
  also?: readonly string[];
}

export interface AppRoute {
  path: string;
  title: string;
  layout: Layout;
  source: RouteSource;
  data?: RouteData;
}

const host = (load: () => Promise<{ default: ComponentType }>): RouteSource => ({ kind: 'host', load });
const remote = (name: RemoteName, module: string): RouteSource => ({ kind: 'remote', remote: name, module });
const list = (path: string, storageKey: string): RouteData => ({ path, storageKey });

export const ROUTES: readonly AppRoute[] = [
  { path: '/', title: 'Dashboard', layout: 'default', source: host(() => import('../pages/dashboard-page')) },
  { path: '/login', title: 'Entrar', layout: 'empty', source: host(() => import('../pages/login-page')) },
  { path: '/profile', title: 'Perfil', layout: 'default', source: host(() => import('../pages/profile-page')) },
  { path: '/settings', title: 'Configurações', layout: 'default', source: host(() => import('../pages/settings-page')) },
  { path: '/unauthorized', title: 'Acesso não autorizado', layout: 'default', source: host(() => import('../pages/unauthorized-page')) },
  { path: '/register', title: 'Cadastro', layout: 'default', source: remote('registration', 'RegisterPage') },
  { path: '/users', title: 'Usuários', layout: 'default', source: remote('admin', 'UsersPage'), data: list('/users', 'users') },
  { path: '/employees', title: 'Funcionários', layout: 'default', source: remote('registration', 'EmployeesPage'), data: list('/employees', 'employees') },
  { path: '/employees/test', title: 'Teste de Funcionários', layout: 'default', source: remote('registration', 'EmployeesTestPage') },
  { path: '/events', title: 'Eventos', layout: 'default', source: remote('events', 'EventsPage'), data: list('/events', 'events') },
  { path: '/events/test', title: 'Teste de Eventos', layout: 'default', source: remote('events', 'EventsTestPage') },
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
  { path: '/registration/requests', title: 'Solicitações de Cadastro', layout: 'default', source: remote('registration', 'RegistrationRequestsPage'), data: list('/pre-registration/pending', 'registration-requests') },
  { path: '/registration/invitations', title: 'Convites', layout: 'default', source: remote('registration', 'InvitationsPage'), data: list('/pre-registration/links', 'invitations') },
  { path: '/financial/budgets', title: 'Orçamentos', layout: 'default', source: remote('financial', 'BudgetsPage'), data: list('/budgets', 'budgets') },
  { path: '/financial/accounts-payable', title: 'Contas a Pagar', layout: 'default', source: remote('financial', 'AccountsPayablePage') },
  { path: '/financial/accounts-receivable', title: 'Contas a Receber', layout: 'default', source: remote('financial', 'AccountsReceivablePage') },
  { path: '/financial/recurring-accounts', title: 'Contas Recorrentes', layout: 'default', source: remote('financial', 'RecurringAccountsPage'), data: list('/recurring-accounts', 'recurring-accounts') },
  { path: '/financial/cash-flow', title: 'Fluxo de Caixa', layout: 'default', source: remote('financial', 'CashFlowPage') },
  { path: '/financial/defaulters', title: 'Inadimplentes', layout: 'default', source: remote('financial', 'DefaultersPage'), data: list('/financial/defaulters', 'defaulters') },
  { path: '/financial/charts', title: 'Gráficos', layout: 'default', source: remote('financial', 'ChartsPage') },
  {
    path: '/financial/payment-requests',
    title: 'Solicitações de Pagamento',
    layout: 'default',
    source: remote('financial', 'PaymentRequestsPage'),
    data: list('/payment-requests', 'payment-requests'),
  },
  { path: '/inventory', title: 'Inventário', layout: 'default', source: remote('inventory', 'InventoryOverviewPage'), data: { ...list('/inventory/items', 'inventory-items'), also: ['/inventory/overview'] } },
  { path: '/inventory/transactions', title: 'Movimentações', layout: 'default', source: remote('inventory', 'InventoryTransactionsPage'), data: list('/inventory/transactions', 'inventory-transactions') },
  { path: '/inventory/reports', title: 'Relatórios de Inventário', layout: 'default', source: remote('inventory', 'InventoryReportsPage') },
  { path: '/admin/categories', title: 'Categorias', layout: 'default', source: remote('admin', 'CategoriesPage'), data: list('/categories', 'categories') },
  { path: '/admin/service-catalog', title: 'Catálogo de Serviços', layout: 'default', source: remote('admin', 'ServiceCatalogPage'), data: list('/service-catalog', 'service-catalog') },
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
