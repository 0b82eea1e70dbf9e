/**
 * The route access table (SPEC §6, first reading, made to agree with the server): pure data and
 * functions, no schema library. It lives in the contract so the server can test its role matrix
 * against it (the server imports only `@sge/shared/contract`); `@sge/shared/access` bundles this
 * file for the guards and the menu.
 *
 * SPEC §6 lists some pages as "any signed-in user" whose data the server serves to fewer roles
 * (recurring accounts, cash flow, charts, walk-in registration). A page a role may open but whose
 * calls it may not make is a dead end, so those pages carry the roles of their calls here.
 */
import type { Role } from './roles';

/** 'public' = anyone; 'authenticated' = any signed-in user; otherwise the roles allowed. */
export type RouteAccess = 'public' | 'authenticated' | readonly Role[];

export interface RouteAccessRule {
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
const ADMIN_MANAGER_COORDINATOR: readonly Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR'];
const OPERATIONS: readonly Role[] = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'];

/** The developer test pages of SPEC §2: ADMIN only, and in no menu. */
export const TEST_PAGE_PATHS = ['/employees/test', '/events/test', '/test/event-day-management'] as const;

/** Checked in order; the first match wins; no match = any signed-in user. */
export const ROUTE_ACCESS_RULES: readonly RouteAccessRule[] = [
  // '/registration' is public as written in SPEC §6.
  {
    prefixes: ['/login', '/unauthorized', '/registration/pre-registration'],
    exact: ['/registration'],
    access: 'public',
  },
  { prefixes: TEST_PAGE_PATHS, access: ADMIN_ONLY },
  { prefixes: ['/admin/payment-gateways'], access: ADMIN_OR_FINANCIAL },
  { prefixes: ['/admin', '/users'], access: ADMIN_ONLY },
  { prefixes: ['/employees', '/registration/requests', '/registration/invitations'], access: ADMIN_OR_MANAGER },
  // A coordinator (or above) registers a walk-in worker as a request for a manager.
  { prefixes: ['/register'], access: ADMIN_MANAGER_COORDINATOR },
  {
    prefixes: [
      '/financial/accounts-receivable',
      '/financial/accounts-payable',
      '/financial/defaulters',
      '/financial/recurring-accounts',
      '/financial/payout-batch',
    ],
    access: ADMIN_OR_FINANCIAL,
  },
  {
    prefixes: ['/events/close-out', '/financial/payment-requests', '/budgets', '/financial/budgets', '/financial/cash-flow', '/financial/charts'],
    access: ADMIN_MANAGER_FINANCIAL,
  },
  { prefixes: ['/events', '/inventory'], access: OPERATIONS },
];

const matchesPrefix = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The path without query, hash and trailing slashes. */
export const normaliseRoutePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** True when the path is the prefix or lies under it. */
export const pathUnder = (path: string, prefix: string): boolean => matchesPrefix(normaliseRoutePath(path), prefix);

/** The access rule for a path: public, any signed-in user, or a list of roles. */
export function routeAccess(path: string): RouteAccess {
  const p = normaliseRoutePath(path);
  for (const rule of ROUTE_ACCESS_RULES) {
    if (rule.exact?.includes(p) || rule.prefixes.some((prefix) => matchesPrefix(p, prefix))) return rule.access;
  }
  return 'authenticated';
}

/** Whether a signed-in user with this (canonical) role may open the path. */
export function roleMayOpen(path: string, role: Role): boolean {
  const access = routeAccess(path);
  return access === 'public' || access === 'authenticated' || access.includes(role);
}
