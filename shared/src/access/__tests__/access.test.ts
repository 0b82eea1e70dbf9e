import { checkRouteAccess, isHomePath, isOfflinePath, menuForRole, normalizeRole, routeAccess, sessionFlags } from '@sge/shared/access';

describe('normalizeRole', () => {
  it.each([
    ['ADMINISTRADOR', 'ADMIN'],
    ['administrador', 'ADMIN'],
    ['Admin', 'ADMIN'],
    ['GERENTE', 'MANAGER'],
    ['manager', 'MANAGER'],
    ['coordenador', 'COORDINATOR'],
    ['COORDINATOR', 'COORDINATOR'],
    ['Financeiro', 'FINANCIAL'],
    ['ROLE_ADMIN', 'ADMIN'],
  ])('%s → %s', (input, expected) => expect(normalizeRole(input)).toBe(expected));

  it('returns null for unknown or empty roles', () => {
    expect(normalizeRole('guest')).toBeNull();
    expect(normalizeRole('')).toBeNull();
    expect(normalizeRole(null)).toBeNull();
  });
});

describe('route access (SPEC §6 first reading)', () => {
  it.each(['/login', '/registration', '/registration/pre-registration', '/unauthorized'])('%s is public', (p) =>
    expect(routeAccess(p)).toBe('public'),
  );

  it('keeps requests and invitations for admin or manager', () => {
    expect(routeAccess('/registration/requests')).toEqual(['ADMIN', 'MANAGER']);
    expect(routeAccess('/registration/invitations')).toEqual(['ADMIN', 'MANAGER']);
  });

  const table: [string, string, boolean][] = [
    ['/admin/categories', 'ADMIN', true],
    ['/admin/categories', 'MANAGER', false],
    ['/admin/settings', 'FINANCIAL', false],
    ['/admin/payment-gateways', 'FINANCIAL', true],
    ['/admin/payment-gateways', 'MANAGER', false],
    ['/users', 'ADMIN', true],
    ['/users', 'MANAGER', false],
    ['/employees', 'GERENTE', true],
    ['/employees/test', 'MANAGER', true],
    ['/employees', 'COORDINATOR', false],
    ['/employees', 'FINANCIAL', false],
    ['/financial/accounts-receivable', 'FINANCIAL', true],
    ['/financial/accounts-payable', 'MANAGER', false],
    ['/financial/defaulters', 'ADMIN', true],
    ['/financial/payment-requests', 'MANAGER', true],
    ['/financial/budgets', 'FINANCIAL', true],
    ['/financial/budgets', 'COORDINATOR', false],
    ['/events', 'COORDENADOR', true],
    ['/events/test', 'FINANCIAL', true],
    ['/inventory/reports', 'COORDINATOR', true],
    ['/financial/cash-flow', 'COORDINATOR', true],
    ['/', 'COORDINATOR', true],
    ['/profile', 'FINANCIAL', true],
    ['/test/event-day-management', 'COORDINATOR', true],
    ['/register', 'COORDINATOR', true],
    ['/register', 'FINANCIAL', true],
  ];
  it.each(table)('%s for %s → %s', (path, role, allowed) => {
    expect(checkRouteAccess(path, role, true)).toBe(allowed ? 'allow' : 'unauthorized');
  });

  it('sends signed-out users to login except on public routes', () => {
    expect(checkRouteAccess('/events', null, false)).toBe('login');
    expect(checkRouteAccess('/', null, false)).toBe('login');
    expect(checkRouteAccess('/login', null, false)).toBe('allow');
    expect(checkRouteAccess('/register', null, false)).toBe('login');
    expect(checkRouteAccess('/registration/pre-registration?token=x', null, false)).toBe('allow');
  });

  it('ignores query, hash and trailing slashes', () => {
    expect(routeAccess('/users/?x=1#a')).toEqual(['ADMIN']);
  });
});

describe('offline and home paths', () => {
  it('allows only /events, /login and /unauthorized offline', () => {
    expect(isOfflinePath('/events')).toBe(true);
    expect(isOfflinePath('/events/test')).toBe(true);
    expect(isOfflinePath('/login?redirect=%2F')).toBe(true);
    expect(isOfflinePath('/unauthorized')).toBe(true);
    expect(isOfflinePath('/')).toBe(false);
    expect(isOfflinePath('/employees')).toBe(false);
    expect(isOfflinePath('/eventsx')).toBe(false);
  });
  it('knows the home paths', () => {
    expect(['/', '/home', '/dashboard'].every(isHomePath)).toBe(true);
    expect(isHomePath('/events')).toBe(false);
  });
});

describe('menu visibility (SPEC §6 second reading)', () => {
  const ids = (role: string) => menuForRole(role).map((m) => m.id);

  it('shows Dashboard and Events to every role', () => {
    for (const role of ['ADMIN', 'MANAGER', 'COORDINATOR', 'FINANCIAL']) expect(ids(role).slice(0, 2)).toEqual(['dashboard', 'events']);
  });
  it('gives coordinator and financial no extra entries', () => {
    expect(ids('COORDINATOR')).toEqual(['dashboard', 'events']);
    expect(ids('FINANCIAL')).toEqual(['dashboard', 'events']);
  });
  it('adds employees, registration, financial and inventory for manager', () => {
    expect(ids('MANAGER')).toEqual(['dashboard', 'events', 'employees', 'registration', 'financial', 'inventory']);
  });
  it('adds users and settings for admin only', () => {
    expect(ids('administrador')).toEqual([
      'dashboard', 'events', 'employees', 'registration', 'financial', 'inventory', 'users', 'settings',
    ]);
    const settings = menuForRole('ADMIN').find((m) => m.id === 'settings');
    expect(settings?.children?.map((c) => c.label)).toEqual(['Categorias', 'Catálogo de Serviços', 'Gateways de Pagamento', 'Sistema']);
  });
  it('lists the 8 financial pages', () => {
    expect(menuForRole('ADMIN').find((m) => m.id === 'financial')?.children).toHaveLength(8);
  });
  it('is empty when signed out', () => expect(menuForRole(null)).toEqual([]));
});

describe('session flags', () => {
  it('computes every flag per role', () => {
    expect(sessionFlags('ADMIN')).toEqual({
      isAdmin: true, isManager: false, isCoordinator: false, isFinancial: false, isAdminOrManager: true,
      isCoordinatorOrAbove: true, isFinancialOrAbove: true, canManageFinancial: true, canManageBudgets: true,
      canManagePaymentRequests: true,
    });
    expect(sessionFlags('gerente')).toMatchObject({ isManager: true, isAdminOrManager: true, isCoordinatorOrAbove: true, canManageFinancial: false, canManageBudgets: true });
    expect(sessionFlags('COORDENADOR')).toMatchObject({ isCoordinator: true, isCoordinatorOrAbove: true, isAdminOrManager: false, canManageBudgets: false });
    expect(sessionFlags('FINANCEIRO')).toMatchObject({ isFinancial: true, isCoordinatorOrAbove: false, isFinancialOrAbove: true, canManageFinancial: true, canManagePaymentRequests: true });
    expect(Object.values(sessionFlags(null)).every((v) => v === false)).toBe(true);
  });
});
