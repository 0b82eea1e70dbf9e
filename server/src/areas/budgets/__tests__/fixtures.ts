/** Rows and payloads for the budgets area's tests. */
import type { SaveBudget } from '@sge/shared/contract';
import type { TestApp } from '../../../testing/test-app';
import { todayInCompanyZone } from '../../../lib/calendar';

export async function insertService(
  t: TestApp,
  { name, unitPrice = '100.00', staffFunction = null, staffPerUnit = 1, active = true }: {
    name: string;
    unitPrice?: string;
    staffFunction?: string | null;
    staffPerUnit?: number;
    active?: boolean;
  },
): Promise<number> {
  const { id } = await t.database.db
    .insertInto('service_catalog')
    .values({ name, unit_price: unitPrice, staff_function: staffFunction, staff_per_unit: staffPerUnit, active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** YYYY-MM-DD `offset` days from today in São Paulo. */
export function dayOffset(offset: number): string {
  const [y, m, d] = todayInCompanyZone().split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + offset));
  return date.toISOString().slice(0, 10);
}

export const VALID_CNPJ = '11222333000181';
export const VALID_CPF = '52998224725';

export function budgetPayload(services: { garcom: number; buffet: number }, overrides: Partial<SaveBudget> = {}): SaveBudget {
  return {
    clientName: 'Empresa Exemplo Ltda.',
    clientDocument: '11.222.333/0001-81',
    clientEmail: 'contato@exemplo.com.br',
    clientPhone: '(11) 98765-4321',
    eventName: 'Convenção Anual',
    eventLocation: 'Centro de Convenções, São Paulo - SP',
    eventDays: [dayOffset(20), dayOffset(21)],
    validUntil: dayOffset(10),
    discount: '100.00',
    notes: 'Pagamento à vista',
    items: [
      { serviceId: services.garcom, quantity: 3 },
      { serviceId: services.buffet, quantity: 100, unitPrice: '95.50', days: 1 },
    ],
    ...overrides,
  };
}

export async function arrangeServices(t: TestApp): Promise<{ garcom: number; buffet: number }> {
  const garcom = await insertService(t, { name: 'Serviço de Garçom', unitPrice: '180.00', staffFunction: 'Garçom' });
  const buffet = await insertService(t, { name: 'Buffet Completo', unitPrice: '90.00' });
  return { garcom, buffet };
}

export const PAYMENT = { paymentDate: '2030-01-20', paymentMethod: 'PIX', paymentReference: 'E2E123', paymentNotes: 'ok' } as const;
