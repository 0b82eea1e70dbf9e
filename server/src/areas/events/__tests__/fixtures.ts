/** Rows for the events tests, written straight to the database (fast, and independent of the routes under test). */
import { sql } from 'kysely';
import { completeCpf } from '../../../lib/documents';
import type { TestApp } from '../../../testing/test-app';

let cpfSeq = 0;

export async function insertEmployee(
  t: TestApp,
  { name = 'Maria da Silva', fn = 'Garçom', payRate = '150.00', active = true }: { name?: string; fn?: string; payRate?: string; active?: boolean } = {},
): Promise<number> {
  const cpf = completeCpf(String(200_000_000 + ++cpfSeq * 7_919));
  const row = await t.database.db
    .insertInto('employees')
    .values({ name, cpf, email: `e${cpfSeq}@example.com`, phone: '11987654321', function: fn, pay_rate: payRate, active })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertEvent(
  t: TestApp,
  { name = 'Congresso', location = 'São Paulo - SP', days = ['2030-01-10', '2030-01-11'] }: { name?: string; location?: string; days?: string[] } = {},
): Promise<number> {
  const { db } = t.database;
  const { id } = await db.insertInto('events').values({ name, location, description: null }).returning('id').executeTakeFirstOrThrow();
  if (days.length) await db.insertInto('event_days').values(days.map((date) => ({ event_id: id, date }))).execute();
  return id;
}

export async function insertLink(
  t: TestApp,
  {
    eventId,
    employeeId,
    day = '2030-01-10',
    fn = 'Garçom',
    payRate = '150.00',
    checkIn = null,
    checkOut = null,
  }: { eventId: number; employeeId: number; day?: string; fn?: string; payRate?: string; checkIn?: string | null; checkOut?: string | null },
): Promise<number> {
  const { id } = await t.database.db
    .insertInto('event_employees')
    .values({ event_id: eventId, employee_id: employeeId, event_day: day, function: fn, pay_rate: payRate, check_in: checkIn, check_out: checkOut })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function finalizeInDb(t: TestApp, eventId: number): Promise<void> {
  await sql`UPDATE events SET is_finalized = true, finalized_at = now() WHERE id = ${eventId}`.execute(t.database.db);
}

export async function insertPaymentRequest(
  t: TestApp,
  linkId: number,
  { status = 'PENDING', amount = '150.00' }: { status?: 'PENDING' | 'PAID' | 'CANCELLED'; amount?: string } = {},
): Promise<number> {
  const { id } = await t.database.db
    .insertInto('payment_requests')
    .values({ event_employee_id: linkId, amount, status, paid_at: status === 'PAID' ? sql<string>`now()` : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface ServiceRow {
  name: string;
  staffFunction: string | null;
  staffPerUnit?: number;
  unitPrice?: string;
}

/** A budget for the event with one item per service (created in the catalogue when missing). */
export async function insertBudget(
  t: TestApp,
  eventId: number | null,
  status: 'RASCUNHO' | 'ENVIADO' | 'APROVADO' | 'PAGO' | 'RECUSADO' | 'EXPIRADO',
  items: Array<{ service: ServiceRow; quantity: number; days?: number }>,
): Promise<number> {
  const { db } = t.database;
  const { id: budgetId } = await db
    .insertInto('budgets')
    .values({ client_name: 'Cliente', status, event_id: eventId })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const item of items) {
    const existing = await db.selectFrom('service_catalog').select(['id', 'unit_price']).where('name', '=', item.service.name).executeTakeFirst();
    const service =
      existing ??
      (await db
        .insertInto('service_catalog')
        .values({
          name: item.service.name,
          unit_price: item.service.unitPrice ?? '100.00',
          staff_function: item.service.staffFunction,
          staff_per_unit: item.service.staffPerUnit ?? 1,
        })
        .returning(['id', 'unit_price'])
        .executeTakeFirstOrThrow());
    await db
      .insertInto('budget_items')
      .values({ budget_id: budgetId, service_id: service.id, quantity: item.quantity, unit_price: service.unit_price, days: item.days ?? 1 })
      .execute();
  }
  return budgetId;
}

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The company's calendar day (São Paulo) shifted by some days, YYYY-MM-DD. */
export function dayFromToday(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}
