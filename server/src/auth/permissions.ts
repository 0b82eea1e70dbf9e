/**
 * Who may call what: the server-side role matrix. It mirrors the route access rules of SPEC §6
 * (first reading, with ADMINISTRADOR/GERENTE/COORDENADOR/FINANCEIRO stored as
 * ADMIN/MANAGER/COORDINATOR/FINANCIAL), so a screen a role can open is backed by calls it may make.
 * Each area guards its routes with `requireRoles(...PERMISSIONS.<area>)`.
 */
import type { Role } from '@sge/shared/contract';

const ADMIN_ONLY = ['ADMIN'] as const satisfies readonly Role[];
const ADMIN_MANAGER = ['ADMIN', 'MANAGER'] as const satisfies readonly Role[];
const ADMIN_FINANCIAL = ['ADMIN', 'FINANCIAL'] as const satisfies readonly Role[];
const ADMIN_MANAGER_FINANCIAL = ['ADMIN', 'MANAGER', 'FINANCIAL'] as const satisfies readonly Role[];
const ALL_ROLES = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'] as const satisfies readonly Role[];

export const PERMISSIONS = {
  /** /employees */
  employees: ADMIN_MANAGER,
  /** /registration/requests, /registration/invitations (the public pre-registration calls are open). */
  registration: ADMIN_MANAGER,
  /** /users */
  users: ADMIN_ONLY,
  /** /admin/categories, /admin/service-catalog, /admin/settings */
  administration: ADMIN_ONLY,
  /** /admin/payment-gateways */
  paymentGateways: ADMIN_FINANCIAL,
  /** accounts receivable, accounts payable, defaulters (and recurring accounts, cash flow, charts) */
  accounts: ADMIN_FINANCIAL,
  /** /financial/payment-requests */
  paymentRequests: ADMIN_MANAGER_FINANCIAL,
  /** /budgets, /financial/budgets */
  budgets: ADMIN_MANAGER_FINANCIAL,
  /** /events (and event-employees), including check-in */
  events: ALL_ROLES,
  /** /inventory and its subpaths */
  inventory: ALL_ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof PERMISSIONS;
