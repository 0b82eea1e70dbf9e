import type { FinancialCategory, PaymentGateway, ServiceCatalogItem, User } from '@sge/shared/contract';

const AT = '2026-01-10T12:00:00.000Z';

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  username: 'ana',
  name: 'Ana Souza',
  email: 'ana@example.com',
  role: 'MANAGER',
  photoUrl: null,
  active: true,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const aCategory = (overrides: Partial<FinancialCategory> = {}): FinancialCategory => ({
  id: 1,
  name: 'Eventos Sociais',
  type: 'RECEITA',
  color: '#1565C0',
  description: 'Casamentos e aniversários',
  parentId: null,
  parentName: null,
  active: true,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const aService = (overrides: Partial<ServiceCatalogItem> = {}): ServiceCatalogItem => ({
  id: 1,
  name: 'Serviço de Garçom',
  description: 'Garçom uniformizado',
  unit: 'diária',
  unitPrice: '180.00',
  staffFunction: 'Garçom',
  staffPerUnit: 1,
  active: true,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const aGateway = (overrides: Partial<PaymentGateway> = {}): PaymentGateway => ({
  id: 1,
  name: 'Stripe Sandbox',
  provider: 'STRIPE',
  environment: 'SANDBOX',
  description: null,
  active: false,
  credentials: { secretKey: '••••1234' },
  credentialsReadable: true,
  lastTestedAt: null,
  lastTestOk: null,
  lastTestMessage: null,
  createdAt: AT,
  updatedAt: AT,
  ...overrides,
});

export const ADMIN_SESSION = { token: 'token', role: 'ADMIN', username: 'admin', id: 1 };

/** A paged list's answer (issue 14): the rows as one page, with its meta. */
export const aPage = <T>(data: T[], meta: Partial<{ total: number; page: number; pageSize: number }> = {}) => ({
  data,
  meta: { total: data.length, page: 1, pageSize: 25, ...meta },
});
