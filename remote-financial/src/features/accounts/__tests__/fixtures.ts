import type { AccountCategory, AccountStatistics, Payable, Receivable } from '@sge/shared/contract';
import type { ApiCall, ApiReply } from '@sge/shared/testing';

/** A receivable as the API returns it. */
export function aReceivable(overrides: Partial<Receivable> = {}): Receivable {
  return {
    id: 1,
    description: 'Casamento Silva',
    clientName: 'Maria Silva',
    clientDocument: '52998224725',
    clientEmail: 'maria@example.com',
    clientPhone: '11987654321',
    budgetId: null,
    categoryId: 1,
    categoryName: 'Eventos Sociais',
    categoryColor: '#1565C0',
    eventId: null,
    eventName: null,
    amount: '1000.00',
    paidAmount: '0.00',
    openAmount: '1000.00',
    issueDate: '2030-01-01',
    dueDate: '2030-02-10',
    status: 'PENDENTE',
    overdue: false,
    daysOverdue: 0,
    documentNumber: null,
    notes: null,
    cancelReason: null,
    cancelledAt: null,
    createdAt: '2030-01-01T12:00:00.000Z',
    updatedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export function aPayable(overrides: Partial<Payable> = {}): Payable {
  return {
    id: 1,
    description: 'Locação de som',
    supplierName: 'Som & Luz Ltda',
    supplierDocument: '11222333000181',
    paymentRequestId: null,
    recurringAccountId: null,
    recurringPeriod: null,
    categoryId: 2,
    categoryName: 'Fornecedores',
    categoryColor: '#EF6C00',
    eventId: null,
    eventName: null,
    amount: '500.00',
    paidAmount: '0.00',
    openAmount: '500.00',
    issueDate: '2030-01-01',
    dueDate: '2030-01-20',
    status: 'PENDENTE',
    overdue: false,
    daysOverdue: 0,
    documentNumber: null,
    notes: null,
    cancelReason: null,
    cancelledAt: null,
    createdAt: '2030-01-01T12:00:00.000Z',
    updatedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}

export const STATS: AccountStatistics = {
  count: 2,
  totalAmount: '1500.00',
  paidAmount: '250.00',
  openAmount: '1250.00',
  overdueCount: 1,
  overdueAmount: '500.00',
  dueSoonDays: 7,
  dueSoonCount: 0,
  dueSoonAmount: '0.00',
  byStatus: [],
};

export const RECEITA: AccountCategory[] = [
  { id: 1, name: 'Eventos Sociais', type: 'RECEITA', color: '#1565C0', parentId: null, parentName: null },
  { id: 5, name: 'Casamentos', type: 'RECEITA', color: '#0D47A1', parentId: 1, parentName: 'Eventos Sociais' },
];
export const DESPESA: AccountCategory[] = [{ id: 2, name: 'Fornecedores', type: 'DESPESA', color: '#EF6C00', parentId: null, parentName: null }];

/**
 * Answers like a paged list endpoint (issue 14): the rows of the page the call asks for, and the
 * meta. Filters, search and sort are the server's: tests check the query the page sends.
 */
export function paged<T>(rows: T[]): (call: ApiCall) => ApiReply {
  return (call: ApiCall) => {
    const page = Number(call.query.get('page') ?? 1);
    const pageSize = Number(call.query.get('pageSize') ?? 25);
    return { body: { data: rows.slice((page - 1) * pageSize, page * pageSize), meta: { total: rows.length, page, pageSize } } };
  };
}
