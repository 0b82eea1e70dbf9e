/**
 * Who may call what: the server-side role matrix. It mirrors the route access rules of SPEC §6
 * (first reading, with ADMINISTRADOR/GERENTE/COORDENADOR/FINANCEIRO stored as
 * ADMIN/MANAGER/COORDINATOR/FINANCIAL), so a screen a role can open is backed by calls it may make.
 * Each area guards its routes with `requireRoles(...PERMISSIONS.<area>)`; the events area, whose
 * reads are open to every role but whose changes are not, names an entry per route.
 */
import type { Role } from '@sge/shared/contract';

const ADMIN_ONLY = ['ADMIN'] as const satisfies readonly Role[];
const ADMIN_MANAGER = ['ADMIN', 'MANAGER'] as const satisfies readonly Role[];
const ADMIN_FINANCIAL = ['ADMIN', 'FINANCIAL'] as const satisfies readonly Role[];
const ADMIN_MANAGER_FINANCIAL = ['ADMIN', 'MANAGER', 'FINANCIAL'] as const satisfies readonly Role[];
const ADMIN_MANAGER_COORDINATOR = ['ADMIN', 'MANAGER', 'COORDINATOR'] as const satisfies readonly Role[];
const ALL_ROLES = ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL'] as const satisfies readonly Role[];

export const PERMISSIONS = {
  /** /employees */
  employees: ADMIN_MANAGER,
  /** /registration/requests, /registration/invitations (the public pre-registration calls are open). */
  registration: ADMIN_MANAGER,
  /** /register: a coordinator (or above) registers a walk-in worker as a request for a manager. */
  registrationWalkIn: ADMIN_MANAGER_COORDINATOR,
  /** /users */
  users: ADMIN_ONLY,
  /** /admin/categories, /admin/service-catalog, /admin/settings (changes) */
  administration: ADMIN_ONLY,
  /**
   * Reading the lists other areas pick from (active categories, catalogue services) and the
   * system settings every screen reads (due-soon days, notification location, company name).
   */
  referenceData: ALL_ROLES,
  /** /admin/payment-gateways */
  paymentGateways: ADMIN_FINANCIAL,
  /** accounts receivable, accounts payable, defaulters, recurring accounts */
  accounts: ADMIN_FINANCIAL,
  /**
   * cash flow, financial charts, exports and the dashboard KPIs: read-only figures for those who run
   * the company (the menu shows the financial group to managers, SPEC §6).
   */
  financialReports: ADMIN_MANAGER_FINANCIAL,
  /** /financial/payment-requests; GET /payment-requests/{id} (SPEC §6 canManagePaymentRequests) */
  paymentRequests: ADMIN_MANAGER_FINANCIAL,
  /** approving and paying many payment requests at once; the PIX payout batch and its export */
  paymentRequestsBulk: ADMIN_FINANCIAL,
  /** /budgets, /financial/budgets */
  budgets: ADMIN_MANAGER_FINANCIAL,
  /** /events: every read of events, staff links, service limits and available quantities */
  events: ALL_ROLES,
  /** create, edit, delete and finalize events and their days; assign, update and remove staff */
  eventsManage: ADMIN_MANAGER,
  /** check-in, check-out and offline sync at the venue, per link or in batches (SPEC §6 isCoordinatorOrAbove) */
  eventsCheckIn: ADMIN_MANAGER_COORDINATOR,
  /** the records of an event synced from a device whose clock was off (DESIGN.md §9 "Time") */
  eventsClockFlags: ADMIN_MANAGER,
  /** asking payment for a worked staff day: whoever saw the day worked */
  eventsRequestPayment: ADMIN_MANAGER_COORDINATOR,
  /** an event's close-out (its staff days against the budget) and asking payment of its worked days */
  eventsCloseOut: ADMIN_MANAGER_FINANCIAL,
  /** confirming a staff day's payment (SPEC §6 canManageFinancial) */
  eventsConfirmPayment: ADMIN_FINANCIAL,
  /** reading badge codes: an employee's badge, an event's badges to print (issue 13) */
  badges: ADMIN_MANAGER_COORDINATOR,
  /** issuing a new badge code, which replaces the current one */
  badgesReplace: ADMIN_MANAGER,
  /** /inventory and its subpaths: every read (items, history, reports) */
  inventory: ALL_ROLES,
  /** creating, editing and deactivating items */
  inventoryManage: ADMIN_MANAGER,
  /** posting stock movements: the warehouse and the venue (coordinators send and return items) */
  inventoryMove: ADMIN_MANAGER_COORDINATOR,
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof PERMISSIONS;
