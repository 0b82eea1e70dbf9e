import {
  MENU,
  ROLES,
  checkRouteAccess,
  isHomePath,
  isOfflinePath,
  menuForRole,
  menuPagesForRole,
  normalizeRole,
  routeAccess,
  sessionFlags,
  TEST_PAGE_PATHS,
  type MenuItem,
} from '@sge/shared/access';

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
    ['/employees/test', 'MANAGER', false],
    ['/employees/test', 'ADMIN', true],
    ['/employees', 'COORDINATOR', false],
    ['/employees', 'FINANCIAL', false],
    ['/financial/accounts-receivable', 'FINANCIAL', true],
    ['/financial/accounts-payable', 'MANAGER', false],
    ['/financial/defaulters', 'ADMIN', true],
    ['/financial/payment-requests', 'MANAGER', true],
    ['/financial/budgets', 'FINANCIAL', true],
    ['/financial/budgets', 'COORDINATOR', false],
    ['/events', 'COORDENADOR', true],
    ['/events/test', 'FINANCIAL', false],
    ['/events/test', 'MANAGER', false],
    ['/events/test', 'ADMIN', true],
    ['/inventory/reports', 'COORDINATOR', true],
    ['/financial/cash-flow', 'COORDINATOR', false],
    ['/financial/cash-flow', 'MANAGER', true],
    ['/financial/charts', 'FINANCIAL', true],
    ['/financial/charts', 'COORDINATOR', false],
    ['/financial/recurring-accounts', 'FINANCIAL', true],
    ['/financial/recurring-accounts', 'MANAGER', false],
    ['/financial/recurring-accounts', 'COORDINATOR', false],
    ['/', 'COORDINATOR', true],
    ['/profile', 'FINANCIAL', true],
    ['/test/event-day-management', 'COORDINATOR', false],
    ['/test/event-day-management', 'ADMIN', true],
    ['/register', 'COORDINATOR', true],
    ['/register', 'MANAGER', true],
    ['/register', 'FINANCIAL', false],
    ['/registration', 'FINANCIAL', true],
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

describe('menu visibility: derived from the route access table', () => {
  const ids = (role: string) => menuForRole(role).map((m) => m.id);
  const pages = (role: string) => menuPagesForRole(role).map((m) => m.path);
  const allPages = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => (i.children ? allPages(i.children) : [i]));

  it('shows an entry when, and only when, the role may open its page', () => {
    for (const role of ROLES) {
      const shown = new Set(pages(role));
      for (const entry of allPages(MENU)) {
        expect([role, entry.path, shown.has(entry.path)]).toEqual([role, entry.path, checkRouteAccess(entry.path!, role, true) === 'allow']);
      }
    }
  });
  it('opens the developer test pages to ADMIN only, and lists them in no menu', () => {
    expect(TEST_PAGE_PATHS).toEqual(['/employees/test', '/events/test', '/test/event-day-management']);
    for (const path of TEST_PAGE_PATHS) {
      expect([path, routeAccess(path)]).toEqual([path, ['ADMIN']]);
      expect(allPages(MENU).map((m) => m.path)).not.toContain(path);
      for (const role of ROLES) expect(pages(role)).not.toContain(path);
    }
  });
  it('shows a group when any of its pages shows, with only those pages', () => {
    const registration = menuForRole('COORDINATOR').find((m) => m.id === 'registration');
    expect(registration?.children?.map((c) => c.path)).toEqual(['/register']);
    expect(menuForRole('COORDINATOR').find((m) => m.id === 'settings')).toBeUndefined();
  });
  it('keeps SPEC §6 as the floor: Dashboard and Events for every role, the groups for admin and manager', () => {
    for (const role of ROLES) expect(ids(role).slice(0, 2)).toEqual(['dashboard', 'events']);
    expect(ids('MANAGER')).toEqual(['dashboard', 'events', 'employees', 'registration', 'financial', 'inventory']);
    expect(ids('administrador')).toEqual([
      'dashboard', 'events', 'employees', 'registration', 'financial', 'inventory', 'users', 'settings',
    ]);
    const settings = menuForRole('ADMIN').find((m) => m.id === 'settings');
    expect(settings?.children?.map((c) => c.label)).toEqual(['Categorias', 'Catálogo de Serviços', 'Gateways de Pagamento', 'Sistema']);
    expect(menuForRole('ADMIN').find((m) => m.id === 'financial')?.children).toHaveLength(8);
  });
  it('gives financial its finance pages and payment gateways, and manager no page of admin or financial only', () => {
    expect(pages('FINANCEIRO')).toEqual([
      '/', '/events',
      '/financial/budgets', '/financial/accounts-payable', '/financial/accounts-receivable', '/financial/recurring-accounts',
      '/financial/cash-flow', '/financial/defaulters', '/financial/charts', '/financial/payment-requests',
      '/inventory', '/inventory/transactions', '/inventory/reports',
      '/admin/payment-gateways',
    ]);
    expect(menuForRole('MANAGER').find((m) => m.id === 'financial')?.children?.map((c) => c.label)).toEqual([
      'Orçamentos', 'Fluxo de Caixa', 'Gráficos', 'Solicitações de Pagamento',
    ]);
  });
  it('gives a coordinator walk-in registration and inventory', () => {
    expect(pages('COORDINATOR')).toEqual(['/', '/events', '/register', '/inventory', '/inventory/transactions', '/inventory/reports']);
  });
  it('is empty when signed out or for an unknown role', () => {
    expect(menuForRole(null)).toEqual([]);
    expect(menuForRole('guest')).toEqual([]);
  });
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
