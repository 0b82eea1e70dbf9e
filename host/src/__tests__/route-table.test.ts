import { NOT_FOUND_ROUTE, PRELOADED_PATHS, ROUTES, findRoute } from '../routes/route-table';

const SPEC_ROUTES = [
  '/', '/login', '/register', '/profile', '/settings', '/unauthorized', '/users', '/employees', '/employees/test', '/events',
  '/events/test', '/test/event-day-management', '/registration/pre-registration', '/registration/requests',
  '/registration/invitations', '/financial/budgets', '/financial/accounts-payable', '/financial/accounts-receivable',
  '/financial/recurring-accounts', '/financial/cash-flow', '/financial/defaulters', '/financial/charts',
  '/financial/payment-requests', '/inventory', '/inventory/transactions', '/inventory/reports', '/admin/categories',
  '/admin/service-catalog', '/admin/payment-gateways', '/admin/settings',
  // Beyond SPEC §2: an event's close-out and the PIX payout batch.
  '/events/close-out', '/financial/payout-batch',
];

it('has every route of SPEC §2 exactly once', () => {
  expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_ROUTES].sort());
});

it('uses the empty layout for public pre-registration and login only', () => {
  expect(ROUTES.filter((r) => r.layout === 'empty').map((r) => r.path).sort()).toEqual(['/login', '/registration/pre-registration']);
});

it('routes each area to its remote (DESIGN.md §1)', () => {
  const owner = (p: string) => {
    const s = findRoute(p).source;
    return s.kind === 'host' ? 'host' : s.remote;
  };
  expect(['/', '/login', '/profile', '/settings', '/unauthorized'].map(owner)).toEqual(Array(5).fill('host'));
  expect(owner('/events')).toBe('events');
  expect(owner('/test/event-day-management')).toBe('events');
  expect(owner('/employees/test')).toBe('registration');
  expect(owner('/register')).toBe('registration');
  expect(owner('/financial/charts')).toBe('financial');
  expect(owner('/inventory/reports')).toBe('inventory');
  expect(owner('/users')).toBe('admin');
  expect(owner('/admin/payment-gateways')).toBe('admin');
});

it('finds routes ignoring a trailing slash and falls back to not-found', () => {
  expect(findRoute('/employees/').path).toBe('/employees');
  expect(findRoute('/nada')).toBe(NOT_FOUND_ROUTE);
});

it('preloads employees, events, payment requests and payment gateways', () => {
  expect(PRELOADED_PATHS).toEqual(['/employees', '/events', '/financial/payment-requests', '/admin/payment-gateways']);
});
