import type { Budget, ServiceCatalogItem } from '@sge/shared/contract';

export function aBudget(overrides: Partial<Budget> = {}): Budget {
  return {
    id: 1,
    status: 'RASCUNHO',
    clientName: 'Empresa Exemplo Ltda.',
    clientDocument: '11222333000181',
    clientEmail: 'contato@exemplo.com.br',
    clientPhone: '11987654321',
    eventName: 'Convenção Anual',
    eventLocation: 'Centro de Convenções, São Paulo - SP',
    eventDays: ['2030-03-10', '2030-03-11'],
    validUntil: '2030-02-28',
    items: [
      { id: 1, serviceId: 1, serviceName: 'Serviço de Garçom', unit: 'diária', staffFunction: 'Garçom', quantity: 3, unitPrice: '180.00', days: 2, total: '1080.00' },
    ],
    subtotal: '1080.00',
    discount: '80.00',
    total: '1000.00',
    notes: null,
    eventId: null,
    linkedEventName: null,
    receivableId: null,
    receivableStatus: null,
    receivedAmount: '0.00',
    sentAt: null,
    approvedAt: null,
    refusedAt: null,
    refusalReason: null,
    paidAt: null,
    createdAt: '2030-01-05T12:00:00.000Z',
    updatedAt: '2030-01-05T12:00:00.000Z',
    ...overrides,
  };
}

export function aService(overrides: Partial<ServiceCatalogItem> = {}): ServiceCatalogItem {
  return {
    id: 1,
    name: 'Serviço de Garçom',
    description: null,
    unit: 'diária',
    unitPrice: '180.00',
    staffFunction: 'Garçom',
    staffPerUnit: 1,
    active: true,
    createdAt: '2030-01-01T12:00:00.000Z',
    updatedAt: '2030-01-01T12:00:00.000Z',
    ...overrides,
  };
}
