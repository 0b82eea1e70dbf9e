/**
 * Who may go where (SPEC §6): role normalisation, the route access table (first reading), the menu
 * visibility (second reading) and the session flags. Pure data and functions, no React.
 */
// Pure and stateless: bundled here rather than through the contract singleton, which carries TypeBox.
import { normalizeRole, type Role } from '../contract/roles';

export { normalizeRole, ROLES, ROLE_LABELS } from '../contract/roles';
export type { Role };

/** 'public' = anyone; 'authenticated' = any signed-in user; otherwise the roles allowed. */
export type RouteAccess = 'public' | 'authenticated' | readonly Role[];

interface AccessRule {
  /** Path prefixes: a rule matches the path itself and everything under it. */
  prefixes: readonly string[];
  /** Paths matched only exactly (not their subpaths). */
  exact?: readonly string[];
  access: RouteAccess;
}

const ADMIN_ONLY: readonly Role[] = ['ADMIN'];
const ADMIN_OR_MANAGER: readonly Role[] = ['ADMIN', 'MANAGER'];
const ADMIN_OR_FINANCIAL: readonly Role[] = ['ADMIN', 'FINANCIAL'];
const ADMIN_MANAGER_FINANCIAL: readonly Role[] = ['ADMIN', 'MANAGER', 'FINANCIAL'];
const OPERATIONS: readonly Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'];

/** SPEC §6 route access rules, first reading. Checked in order; the first match wins. */
export const ROUTE_ACCESS_RULES: readonly AccessRule[] = [
  // '/registration' is public as written in SPEC §6. '/register' is not in the table, so it is for
  // any signed-in user: a coordinator registers a walk-in worker there (the server admits
  // coordinators and above to that call).
  {
    prefixes: ['/login', '/unauthorized', '/registration/pre-registration'],
    exact: ['/registration'],
    access: 'public',
  },
  { prefixes: ['/admin/payment-gateways'], access: ADMIN_OR_FINANCIAL },
  { prefixes: ['/admin', '/users'], access: ADMIN_ONLY },
  { prefixes: ['/employees', '/registration/requests', '/registration/invitations'], access: ADMIN_OR_MANAGER },
  {
    prefixes: ['/financial/accounts-receivable', '/financial/accounts-payable', '/financial/defaulters'],
    access: ADMIN_OR_FINANCIAL,
  },
  { prefixes: ['/financial/payment-requests', '/budgets', '/financial/budgets'], access: ADMIN_MANAGER_FINANCIAL },
  { prefixes: ['/events', '/inventory'], access: OPERATIONS },
];

const matchesPrefix = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** The access rule for a path: public, any signed-in user, or a list of roles. */
export function routeAccess(path: string): RouteAccess {
  const p = normalisePath(path);
  for (const rule of ROUTE_ACCESS_RULES) {
    if (rule.exact?.includes(p) || rule.prefixes.some((prefix) => matchesPrefix(p, prefix))) return rule.access;
  }
  return 'authenticated';
}

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
export const isOfflinePath = (path: string): boolean =>
  OFFLINE_PATHS.some((p) => matchesPrefix(normalisePath(path), p));

/** The home paths on which a 403 signs the user out (SPEC §4). */
export const HOME_PATHS = ['/', '/home', '/dashboard'] as const;
export const isHomePath = (path: string): boolean => (HOME_PATHS as readonly string[]).includes(normalisePath(path));

export interface MenuItem {
  id: string;
  label: string;
  path?: string;
  icon?: string;
  badge?: 'dot';
  /** Roles that see it (second reading); undefined = every signed-in user. */
  roles?: readonly Role[];
  children?: readonly MenuItem[];
}

/** The navigation menu (SPEC §2, §6 second reading). Labels are the pt-BR texts shown. */
export const MENU: readonly MenuItem[] = [
  { id: 'dashboard', label: 'Dashboard', path: '/', icon: 'dashboard' },
  { id: 'events', label: 'Eventos', path: '/events', icon: 'events', badge: 'dot' },
  { id: 'employees', label: 'Funcionários', path: '/employees', icon: 'employees', roles: ADMIN_OR_MANAGER },
  {
    id: 'registration',
    label: 'Cadastro',
    icon: 'registration',
    roles: ADMIN_OR_MANAGER,
    children: [
      { id: 'registration-requests', label: 'Solicitações', path: '/registration/requests' },
      { id: 'registration-invitations', label: 'Convites', path: '/registration/invitations' },
    ],
  },
  {
    id: 'financial',
    label: 'Financeiro',
    icon: 'financial',
    roles: ADMIN_OR_MANAGER,
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
    roles: ADMIN_OR_MANAGER,
    children: [
      { id: 'inventory-overview', label: 'Visão geral', path: '/inventory' },
      { id: 'inventory-transactions', label: 'Movimentações', path: '/inventory/transactions' },
      { id: 'inventory-reports', label: 'Relatórios', path: '/inventory/reports' },
    ],
  },
  { id: 'users', label: 'Usuários', path: '/users', icon: 'users', roles: ADMIN_ONLY },
  {
    id: 'settings',
    label: 'Configurações',
    icon: 'settings',
    roles: ADMIN_ONLY,
    children: [
      { id: 'categories', label: 'Categorias', path: '/admin/categories' },
      { id: 'service-catalog', label: 'Catálogo de Serviços', path: '/admin/service-catalog' },
      { id: 'payment-gateways', label: 'Gateways de Pagamento', path: '/admin/payment-gateways' },
      { id: 'system-settings', label: 'Sistema', path: '/admin/settings' },
    ],
  },
];

/** The menu a role sees (SPEC §6 second reading): entries without roles are for every signed-in user. */
export function menuForRole(role: string | null | undefined, menu: readonly MenuItem[] = MENU): MenuItem[] {
  const r = normalizeRole(role);
  if (!r) return [];
  return menu
    .filter((item) => !item.roles || item.roles.includes(r))
    .map((item) => (item.children ? { ...item, children: menuForRole(r, item.children) } : item));
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
