/** Rows for the financial-reports tests, written straight to the database: the figures under test are hand-computed from them. */
import { sql } from 'kysely';
import { completeCpf } from '../../../lib/documents';
import type { TestApp } from '../../../testing/test-app';

export async function insertCategory(t: TestApp, name: string, type: 'RECEITA' | 'DESPESA', color = '#2E7D32'): Promise<number> {
  const { id } = await t.database.db.insertInto('financial_categories').values({ name, type, color }).returning('id').executeTakeFirstOrThrow();
  return id;
}

type ReceivableStatus = 'PENDENTE' | 'PARCIAL' | 'RECEBIDO' | 'CANCELADO';
type PayableStatus = 'PENDENTE' | 'PARCIAL' | 'PAGO' | 'CANCELADO';

export interface AccountRow {
  categoryId: number;
  amount: string;
  dueDate: string;
  /** Payments as [date, amount]. */
  payments?: Array<[string, string]>;
  eventId?: number | null;
  budgetId?: number | null;
}

export async function insertReceivable(t: TestApp, row: AccountRow & { status: ReceivableStatus }): Promise<number> {
  const { db } = t.database;
  const { id } = await db
    .insertInto('accounts_receivable')
    .values({
      description: `Receber ${row.amount}`,
      client_name: 'Cliente Exemplo',
      category_id: row.categoryId,
      event_id: row.eventId ?? null,
      budget_id: row.budgetId ?? null,
      amount: row.amount,
      issue_date: '2029-01-01',
      due_date: row.dueDate,
      status: row.status,
      cancelled_at: row.status === 'CANCELADO' ? sql<string>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [date, amount] of row.payments ?? []) {
    await db.insertInto('account_payments').values({ receivable_id: id, payment_date: date, method: 'PIX', amount }).execute();
  }
  return id;
}

export async function insertPayable(
  t: TestApp,
  row: AccountRow & { status: PayableStatus; paymentRequestId?: number | null },
): Promise<number> {
  const { db } = t.database;
  const { id } = await db
    .insertInto('accounts_payable')
    .values({
      description: `Pagar ${row.amount}`,
      supplier_name: 'Fornecedor Exemplo',
      category_id: row.categoryId,
      event_id: row.eventId ?? null,
      payment_request_id: row.paymentRequestId ?? null,
      amount: row.amount,
      issue_date: '2029-01-01',
      due_date: row.dueDate,
      status: row.status,
      cancelled_at: row.status === 'CANCELADO' ? sql<string>`now()` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [date, amount] of row.payments ?? []) {
    await db.insertInto('account_payments').values({ payable_id: id, payment_date: date, method: 'TRANSFERENCIA', amount }).execute();
  }
  return id;
}

export async function insertEvent(t: TestApp, name: string, days: string[]): Promise<number> {
  const { db } = t.database;
  const { id } = await db.insertInto('events').values({ name, location: 'São Paulo - SP', description: null }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('event_days').values(days.map((date) => ({ event_id: id, date }))).execute();
  return id;
}

let cpfSeq = 0;

/** A staff day: an employee linked to the event's day, with optional check-in and payment request. */
export async function insertStaffDay(
  t: TestApp,
  {
    eventId,
    day,
    payRate = '150.00',
    checkedIn = false,
    request,
  }: { eventId: number; day: string; payRate?: string; checkedIn?: boolean; request?: { status: 'PENDING' | 'PAID' | 'CANCELLED'; amount: string } },
): Promise<{ linkId: number; requestId: number | null }> {
  const { db } = t.database;
  const cpf = completeCpf(String(300_000_000 + ++cpfSeq * 7_919));
  const { id: employeeId } = await db
    .insertInto('employees')
    .values({ name: `Funcionário ${cpfSeq}`, cpf, function: 'Garçom', pay_rate: payRate })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: linkId } = await db
    .insertInto('event_employees')
    .values({
      event_id: eventId,
      employee_id: employeeId,
      event_day: day,
      function: 'Garçom',
      pay_rate: payRate,
      check_in: checkedIn ? `${day}T12:00:00Z` : null,
      check_out: checkedIn ? `${day}T22:00:00Z` : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let requestId: number | null = null;
  if (request) {
    ({ id: requestId } = await db
      .insertInto('payment_requests')
      .values({ event_employee_id: linkId, amount: request.amount, status: request.status, paid_at: request.status === 'PAID' ? sql<string>`now()` : null })
      .returning('id')
      .executeTakeFirstOrThrow());
  }
  return { linkId, requestId };
}

export async function insertBudget(t: TestApp, eventId: number, status: 'RASCUNHO' | 'APROVADO' | 'PAGO' | 'RECUSADO', total: string): Promise<number> {
  const { id } = await t.database.db
    .insertInto('budgets')
    .values({ client_name: 'Cliente Exemplo', status, event_id: eventId, total })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * The first quarter of 2030 (all due dates in the future, so nothing is overdue), plus two accounts
 * settled in December 2029 that make the opening balance 30.00:
 *   receivables  R1 1000.10 due 01-15 PARCIAL (400.05 on 01-20) · R2 2500.00 due 02-10 RECEBIDO (on 02-12)
 *                R3 300.33 due 03-05 PENDENTE · R4 999.99 due 02-20 CANCELADO (100.00 on 02-21, ignored)
 *                R5 50.00 due 2029-12-20 RECEBIDO (on 2029-12-28)
 *   payables     P1 700.20 due 01-31 PAGO (on 01-31) · P2 1200.00 due 02-28 PARCIAL (200.00 on 03-02)
 *                P3 80.08 due 03-31 PENDENTE · P4 5000.00 due 01-10 CANCELADO
 *                P5 20.00 due 2029-11-30 PAGO (on 2029-12-01)
 * Categories: 1 Eventos, 2 Locação (RECEITA); 3 Pessoal, 4 Fornecedores (DESPESA).
 */
export async function arrangeQuarter(t: TestApp): Promise<void> {
  await t.reset();
  await t.createUsers();
  const eventos = await insertCategory(t, 'Eventos', 'RECEITA', '#2E7D32');
  const locacao = await insertCategory(t, 'Locação', 'RECEITA', '#1565C0');
  const pessoal = await insertCategory(t, 'Pessoal', 'DESPESA', '#C62828');
  const fornecedores = await insertCategory(t, 'Fornecedores', 'DESPESA', '#6A1B9A');
  await insertReceivable(t, { categoryId: eventos, amount: '1000.10', dueDate: '2030-01-15', status: 'PARCIAL', payments: [['2030-01-20', '400.05']] });
  await insertReceivable(t, { categoryId: eventos, amount: '2500.00', dueDate: '2030-02-10', status: 'RECEBIDO', payments: [['2030-02-12', '2500.00']] });
  await insertReceivable(t, { categoryId: locacao, amount: '300.33', dueDate: '2030-03-05', status: 'PENDENTE' });
  await insertReceivable(t, { categoryId: eventos, amount: '999.99', dueDate: '2030-02-20', status: 'CANCELADO', payments: [['2030-02-21', '100.00']] });
  await insertReceivable(t, { categoryId: locacao, amount: '50.00', dueDate: '2029-12-20', status: 'RECEBIDO', payments: [['2029-12-28', '50.00']] });
  await insertPayable(t, { categoryId: pessoal, amount: '700.20', dueDate: '2030-01-31', status: 'PAGO', payments: [['2030-01-31', '700.20']] });
  await insertPayable(t, { categoryId: fornecedores, amount: '1200.00', dueDate: '2030-02-28', status: 'PARCIAL', payments: [['2030-03-02', '200.00']] });
  await insertPayable(t, { categoryId: fornecedores, amount: '80.08', dueDate: '2030-03-31', status: 'PENDENTE' });
  await insertPayable(t, { categoryId: pessoal, amount: '5000.00', dueDate: '2030-01-10', status: 'CANCELADO' });
  await insertPayable(t, { categoryId: fornecedores, amount: '20.00', dueDate: '2029-11-30', status: 'PAGO', payments: [['2029-12-01', '20.00']] });
}

export const Q1 = 'startDate=2030-01-01&endDate=2030-03-31';
