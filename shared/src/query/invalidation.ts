/**
 * What a write changes, across areas. Every write the server accepts (POST, PUT, PATCH, DELETE)
 * marks stale the queries under its own root and under the roots this map names for it; the pages
 * showing them fetch again, and the others when they are next shown. No page reloads another
 * page's data by hand.
 */
import { pathSegments, type ApiRoot } from './keys';

/** For each root, the other roots its writes change. */
export const WRITES_ALSO_CHANGE: Readonly<Record<ApiRoot, readonly ApiRoot[]>> = {
  // Paying a request settles its payable, moves the cash flow and the KPIs, and pays the staff link.
  'payment-requests': ['accounts-payable', 'financial-charts', 'event-employees', 'events'],
  'accounts-payable': ['financial-charts', 'payment-requests', 'recurring-accounts'],
  'accounts-receivable': ['financial-charts', 'financial', 'budgets', 'recurring-accounts'],
  'recurring-accounts': ['accounts-payable', 'accounts-receivable', 'financial-charts'],
  // Approving, confirming the payment of or turning a budget into an event.
  budgets: ['accounts-receivable', 'financial-charts', 'financial', 'events', 'event-employees'],
  // Defaulters (/financial/defaulters) are overdue receivables.
  financial: ['accounts-receivable', 'financial-charts'],
  categories: ['accounts-payable', 'accounts-receivable', 'recurring-accounts', 'financial-charts'],
  'service-catalog': ['budgets', 'event-employees'],
  // Staff links: the event's counts and summary, a payment request, the budget's quotas.
  'event-employees': ['events', 'payment-requests', 'accounts-payable', 'financial-charts', 'budgets'],
  events: ['event-employees', 'inventory', 'budgets'],
  employees: ['event-employees', 'pre-registration'],
  // Approving a pre-registration creates an employee.
  'pre-registration': ['employees'],
  inventory: [],
  'financial-charts': [],
  'payment-gateways': [],
  settings: [],
  users: [],
  auth: [],
  health: [],
};

/** The roots whose queries a write to `path` makes stale: its own and those the map names. */
export function rootsChangedBy(path: string): ApiRoot[] {
  const root = pathSegments(path)[0] as ApiRoot | undefined;
  if (!root || !(root in WRITES_ALSO_CHANGE)) return root ? [root] : [];
  return [root, ...WRITES_ALSO_CHANGE[root]];
}
