/**
 * The server's role matrix against the route access table the guards and the menu read
 * (`@sge/shared/contract` route-access): a role that may open a page may make the calls the page
 * makes, and the area a page shows admits exactly the roles that may open it. A new guarded route
 * must be listed here with its calls.
 */
import { ROLES, ROUTE_ACCESS_RULES, routeAccess, TEST_PAGE_PATHS, type Role } from '@sge/shared/contract';
import { PERMISSIONS, type Area } from '../permissions';

/** Each guarded path of the access table: the area it shows first, then the other areas it reads. */
const PAGE_CALLS: Record<string, readonly [Area, ...Area[]]> = {
  '/admin': ['administration', 'referenceData'],
  '/admin/payment-gateways': ['paymentGateways'],
  '/users': ['users'],
  '/employees': ['employees'],
  '/registration/requests': ['registration'],
  '/registration/invitations': ['registration', 'events'],
  '/register': ['registrationWalkIn'],
  '/financial/accounts-receivable': ['accounts'],
  '/financial/accounts-payable': ['accounts'],
  '/financial/defaulters': ['accounts'],
  '/financial/recurring-accounts': ['accounts'],
  '/financial/payment-requests': ['paymentRequests'],
  '/events/close-out': ['eventsCloseOut', 'events'],
  '/financial/payout-batch': ['paymentRequestsBulk', 'paymentRequests'],
  '/budgets': ['budgets', 'referenceData'],
  '/financial/budgets': ['budgets', 'referenceData'],
  '/financial/cash-flow': ['financialReports'],
  '/financial/charts': ['financialReports'],
  '/events': ['events'],
  '/inventory': ['inventory', 'events'],
};

/**
 * The developer test pages run other areas' calls on test data. They open to ADMIN only, who may make
 * every call they make. The server cannot refuse MANAGER these calls without refusing the employees
 * and events pages too, so what keeps a manager out of a test page is the route table (the guards and
 * the menu); COORDINATOR and FINANCIAL are refused the changes by the server as well.
 */
const TEST_PAGE_CALLS: Record<(typeof TEST_PAGE_PATHS)[number], { reads: readonly Area[]; changes: readonly Area[] }> = {
  '/employees/test': { reads: ['employees'], changes: ['employees'] },
  '/events/test': { reads: ['events'], changes: ['eventsManage'] },
  '/test/event-day-management': { reads: ['events', 'employees'], changes: ['eventsManage', 'eventsCheckIn'] },
};

const rolesFor = (path: string): readonly Role[] => {
  const access = routeAccess(path);
  if (access === 'public') throw new Error(`${path} is public`);
  return access === 'authenticated' ? ROLES : access;
};

const guardedPrefixes = ROUTE_ACCESS_RULES.filter((r) => r.access !== 'public').flatMap((r) => r.prefixes);

it('lists the calls of every guarded path of the access table', () => {
  expect([...Object.keys(PAGE_CALLS), ...Object.keys(TEST_PAGE_CALLS)].sort()).toEqual([...guardedPrefixes].sort());
});

it.each(Object.entries(TEST_PAGE_CALLS))('%s opens to ADMIN only, who may make its calls; COORDINATOR and FINANCIAL may not make its changes', (path, { reads, changes }) => {
  expect(rolesFor(path)).toEqual(['ADMIN']);
  for (const area of [...reads, ...changes]) expect([path, area, (PERMISSIONS[area] as readonly Role[]).includes('ADMIN')]).toEqual([path, area, true]);
  for (const role of ['COORDINATOR', 'FINANCIAL'] as const) {
    expect([path, role, changes.some((area) => !(PERMISSIONS[area] as readonly Role[]).includes(role))]).toEqual([path, role, true]);
  }
});

it.each(Object.entries(PAGE_CALLS))('%s: its area admits exactly the roles that may open it, and they may make its calls', (path, [shown, ...reads]) => {
  const roles = [...rolesFor(path)].sort();
  expect([path, shown, [...PERMISSIONS[shown]].sort()]).toEqual([path, shown, roles]);
  for (const area of reads) {
    for (const role of roles) expect([path, area, role, (PERMISSIONS[area] as readonly Role[]).includes(role)]).toEqual([path, area, role, true]);
  }
});

it('refuses the report and recurring pages to the roles the server refuses', () => {
  expect(rolesFor('/financial/recurring-accounts')).not.toContain('MANAGER');
  expect(rolesFor('/financial/cash-flow')).not.toContain('COORDINATOR');
  expect(rolesFor('/register')).not.toContain('FINANCIAL');
});
