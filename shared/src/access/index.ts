/**
 * Who may go where (SPEC §6): role normalisation, the route access table (first reading), the menu
 * visibility (second reading) and the session flags. Pure data and functions, no React.
 */
// Pure and stateless: bundled here rather than through the contract singleton, which carries TypeBox.
import { normalizeRole, type Role } from '../contract/roles';
import { normaliseRoutePath, pathUnder, roleMayOpen, routeAccess } from '../contract/route-access';

export { normalizeRole, ROLES, ROLE_LABELS } from '../contract/roles';
export { ROUTE_ACCESS_RULES, TEST_PAGE_PATHS, roleMayOpen, routeAccess } from '../contract/route-access';
export type { RouteAccess, RouteAccessRule } from '../contract/route-access';
export type { Role };

export type AccessDecision = 'allow' | 'login' | 'unauthorized';

/** Whether a user with this role (null = signed out) may open the path, and where to go if not. */
export function checkRouteAccess(path: string, role: string | null | undefined, signedIn: boolean): AccessDecision {
  const access = routeAccess(path);
  if (access === 'public') return 'allow';
  if (!signedIn) return 'login';
  if (access === 'authenticated') return 'allow';
  const r = normalizeRole(role);
  return r && access.includes(r) ? 'allow' : 'unauthorized';
}

/** Paths reachable while the browser is offline (SPEC §2); anything else redirects to /events. */
export const OFFLINE_PATHS = ['/events', '/login', '/unauthorized'] as const;
export const isOfflinePath = (path: string): boolean => OFFLINE_PATHS.some((p) => pathUnder(path, p));

/** The home paths on which a 403 signs the user out (SPEC §4). */
export const HOME_PATHS = ['/', '/home', '/dashboard'] as const;
export const isHomePath = (path: string): boolean => (HOME_PATHS as readonly string[]).includes(normaliseRoutePath(path));

export interface MenuItem {
  id: string;
  label: string;
  /** The page it opens; a group has children instead. Who sees it follows from who may open it. */
  path?: string;
  icon?: string;
  badge?: 'dot';
  children?: readonly MenuItem[];
}

/**
 * The navigation menu (SPEC §2). Labels are the pt-BR texts shown. An entry carries no roles of its
 * own: it shows when, and only when, the role may open its path in the route access table, so the
 * menu, the guards and the server cannot disagree. SPEC §6's menu rules are the floor: every role
 * also sees the pages the table opens to it (financial its finance pages, a coordinator walk-in
 * registration and inventory).
 */
export const MENU: readonly MenuItem[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/', icon: 'dashboard' },
  { id: 'events', label: 'Eventos', path: '/events', icon: 'events', badge: 'dot' },
  { id: 'employees', label: 'Funcionários', path: '/employees', icon: 'employees' },
  {
    id: 'registration',
    label: 'Cadastro',
    icon: 'registration',
    children: [
      { id: 'registration-requests', label: 'Solicitações', path: '/registration/requests' },
      { id: 'registration-invitations', label: 'Convites', path: '/registration/invitations' },
      { id: 'register', label: 'Cadastro presencial', path: '/register' },
    ],
  },
  {
    id: 'financial',
    label: 'Financeiro',
    icon: 'financial',
    children: [
      { id: 'budgets', label: 'Orçamentos', path: '/financial/budgets' },
      { id: 'accounts-payable', label: 'Contas a Pagar', path: '/financial/accounts-payable' },
      { id: 'accounts-receivable', label: 'Contas a Receber', path: '/financial/accounts-receivable' },
      { id: 'recurring-accounts', label: 'Contas Recorrentes', path: '/financial/recurring-accounts' },
      { id: 'cash-flow', label: 'Fluxo de Caixa', path: '/financial/cash-flow' },
      { id: 'defaulters', label: 'Inadimplentes', path: '/financial/defaulters' },
      { id: 'charts', label: 'Gráficos', path: '/financial/charts' },
      { id: 'payment-requests', label: 'Solicitações de Pagamento', path: '/financial/payment-requests' },
    ],
  },
  {
    id: 'inventory',
    label: 'Inventário',
    icon: 'inventory',
    children: [
      { id: 'inventory-overview', label: 'Visão geral', path: '/inventory' },
      { id: 'inventory-transactions', label: 'Movimentações', path: '/inventory/transactions' },
      { id: 'inventory-reports', label: 'Relatórios', path: '/inventory/reports' },
    ],
  },
  { id: 'users', label: 'Usuários', path: '/users', icon: 'users' },
  {
    id: 'settings',
    label: 'Configurações',
    icon: 'settings',
    children: [
      { id: 'categories', label: 'Categorias', path: '/admin/categories' },
      { id: 'service-catalog', label: 'Catálogo de Serviços', path: '/admin/service-catalog' },
      { id: 'payment-gateways', label: 'Gateways de Pagamento', path: '/admin/payment-gateways' },
      { id: 'system-settings', label: 'Sistema', path: '/admin/settings' },
    ],
  },
];

/**
 * The menu a role sees: the entries whose path the role may open (route access table), and the
 * groups with at least one such entry. Empty when signed out.
 */
export function menuForRole(role: string | null | undefined, menu: readonly MenuItem[] = MENU): MenuItem[] {
  const r = normalizeRole(role);
  if (!r) return [];
  return menu.flatMap((item): MenuItem[] => {
    if (item.children) {
      const children = menuForRole(r, item.children);
      return children.length ? [{ ...item, children }] : [];
    }
    return item.path && roleMayOpen(item.path, r) ? [item] : [];
  });
}

/** Every page of a role's menu, groups flattened, in menu order (the top search offers these). */
export function menuPagesForRole(role: string | null | undefined): MenuItem[] {
  const flatten = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((i) => (i.children ? flatten(i.children) : i.path ? [i] : []));
  return flatten(menuForRole(role));
}

export interface SessionFlags {
  isAdmin: boolean;
  isManager: boolean;
  isCoordinator: boolean;
  isFinancial: boolean;
  isAdminOrManager: boolean;
  isCoordinatorOrAbove: boolean;
  isFinancialOrAbove: boolean;
  canManageFinancial: boolean;
  canManageBudgets: boolean;
  canManagePaymentRequests: boolean;
}

/** The session flags of SPEC §6 for a role (any naming set, any case). */
export function sessionFlags(role: string | null | undefined): SessionFlags {
  const r = normalizeRole(role);
  const is = (...roles: Role[]): boolean => r !== null && roles.includes(r);
  return {
    isAdmin: is('ADMIN'),
    isManager: is('MANAGER'),
    isCoordinator: is('COORDINATOR'),
    isFinancial: is('FINANCIAL'),
    isAdminOrManager: is('ADMIN', 'MANAGER'),
    isCoordinatorOrAbove: is('ADMIN', 'MANAGER', 'COORDINATOR'),
    isFinancialOrAbove: is('ADMIN', 'FINANCIAL'),
    canManageFinancial: is('ADMIN', 'FINANCIAL'),
    canManageBudgets: is('ADMIN', 'MANAGER', 'FINANCIAL'),
    canManagePaymentRequests: is('ADMIN', 'MANAGER', 'FINANCIAL'),
  };
}
