import type { PaymentRequestItem } from '@sge/shared/contract';

export function aPaymentRequest(overrides: Partial<PaymentRequestItem> = {}): PaymentRequestItem {
  return {
    id: 1,
    status: 'PENDING',
    amount: '150.00',
    notes: null,
    eventEmployeeId: 10,
    eventId: 5,
    eventName: 'Congresso Médico',
    eventDay: '2030-01-10',
    employeeId: 7,
    employeeName: 'Ana Souza',
    function: 'Garçom',
    requestedAt: '2030-01-10T21:30:00.000Z',
    requestedByName: 'Roberto',
    approvedAt: null,
    paidAt: null,
    cancelledAt: null,
    cancelReason: null,
    payableId: null,
    payableStatus: null,
    eventEmployeePaymentConfirmed: false,
    ...overrides,
  };
}
