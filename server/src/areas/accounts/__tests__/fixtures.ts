/** Rows for the accounts tests, written straight to the database (fast, and independent of the routes under test). */
import { sql } from 'kysely';
import { addDays, todayInCompanyZone } from '../../../lib/calendar';
import type { TestApp } from '../../../testing/test-app';

/** YYYY-MM-DD `offset` days from São Paulo's today. */
export const day = (offset: number): string => addDays(todayInCompanyZone(), offset);

export const VALID_CPF = '52998224725';
export const VALID_CNPJ = '11222333000181';

export async function insertCategory(
  t: TestApp,
  { name, type, active = true }: { name: string; type: 'RECEITA' | 'DESPESA'; active?: boolean },
): Promise<number> {
  const { id } = await t.database.db.insertInto('financial_categories').values({ name, type, active, description: null, parent_id: null }).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Categories 1 'Eventos' (RECEITA), 2 'Fornecedores' (DESPESA), 3 'Antiga' (RECEITA, inactive), 4 'Aluguel' (DESPESA). */
export async function insertCategories(t: TestApp): Promise<void> {
  await insertCategory(t, { name: 'Eventos', type: 'RECEITA' });
  await insertCategory(t, { name: 'Fornecedores', type: 'DESPESA' });
  await insertCategory(t, { name: 'Antiga', type: 'RECEITA', active: false });
  await insertCategory(t, { name: 'Aluguel', type: 'DESPESA' });
}

export async function insertReceivable(
  t: TestApp,
  {
    description = 'Casamento Silva',
    clientName = 'Maria Silva',
    amount = '1000.00',
    dueDate = day(10),
    issueDate = day(-30),
    categoryId = 1,
    status = 'PENDENTE',
    clientEmail = 'maria@example.com',
  }: { description?: string; clientName?: string; amount?: string; dueDate?: string; issueDate?: string; categoryId?: number; status?: 'PENDENTE' | 'CANCELADO'; clientEmail?: string | null } = {},
): Promise<number> {
  const { id } = await t.database.db
    .insertInto('accounts_receivable')
    .values({
      description,
      client_name: clientName,
      client_email: clientEmail,
      client_phone: '11987654321',
      category_id: categoryId,
      amount,
      due_date: dueDate,
      issue_date: issueDate,
      status,
      cancelled_at: status === 'CANCELADO' ? sql<string>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertPayable(
  t: TestApp,
  {
    description = 'Buffet',
    supplierName = 'Buffet Delícia',
    amount = '500.00',
    dueDate = day(5),
    issueDate = day(-30),
    categoryId = 2,
  }: { description?: string; supplierName?: string; amount?: string; dueDate?: string; issueDate?: string; categoryId?: number } = {},
): Promise<number> {
  const { id } = await t.database.db
    .insertInto('accounts_payable')
    .values({ description, supplier_name: supplierName, category_id: categoryId, amount, due_date: dueDate, issue_date: issueDate })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const payment = (paymentValue: string, extra: Record<string, unknown> = {}) => ({
  paymentDate: day(0),
  paymentMethod: 'PIX',
  paymentValue,
  ...extra,
});
