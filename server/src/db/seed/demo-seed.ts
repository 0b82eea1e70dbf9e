/**
 * Demo data for a fresh install: seeded in one transaction, only while the users table is empty
 * (under an advisory lock, so concurrent first starts seed once).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { onlyDigits } from '@sge/shared/contract';
import { hashPassword } from '../../auth/passwords';
import { freezeEvent } from '../../areas/events/summary';
import type { DB } from '../schema';
import { seedAccountsDemo } from '../../areas/accounts/demo-seed';
import { seedAdminDemo } from '../../areas/admin/demo-seed';
import { seedBudgetsDemo } from '../../areas/budgets/demo-seed';
import { seedFinancialReportsDemo } from '../../areas/financial-reports/demo-seed';
import { seedInventoryDemo } from '../../areas/inventory/demo-seed';
import { seedRegistrationDemo } from '../../areas/registration/demo-seed';
import type { AreaSeedContext } from './area-seed';
import {
  DEMO_CATEGORIES,
  DEMO_EMPLOYEES,
  DEMO_EVENTS,
  DEMO_PASSWORD,
  DEMO_SERVICES,
  DEMO_USERS,
  type DemoEvent,
} from './demo-data';
import { addDays, todayInCompanyZone } from '../../lib/calendar';
import { completeCpf } from '../../lib/documents';

const SEED_LOCK_KEY = 7_340_118_002;
/** Demo venues are in São Paulo (UTC−3 all year). */
const VENUE_OFFSET = '-03:00';

/** Appends the two CPF check digits to a 9-digit base. */
function demoCpf(index: number): string {
  return completeCpf(String((104_729_381 + index * 7_919_013) % 1_000_000_000).padStart(9, '0'));
}

function slug(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function demoEmail(name: string): string {
  const parts = slug(name).split(' ');
  return `${parts[0]}.${parts[parts.length - 1]}@example.com`;
}

function demoPhone(areaCode: string, index: number): string {
  return onlyDigits(`${areaCode}9${String(81_234_567 + index * 104_729).slice(-8)}`);
}

const at = (day: string, time: string): string => `${day}T${time}:00${VENUE_OFFSET}`;

async function isEmpty(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Returns true when it seeded, false when the database already had users. */
export async function seedDemoData(db: Kysely<DB>, today = todayInCompanyZone()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`.execute(trx);
    if (!(await isEmpty(trx))) return false;

    const users = await trx
      .insertInto('users')
      .values(DEMO_USERS.map((user) => ({ ...user, password_hash: passwordHash })))
      .returning(['id', 'role', 'username'])
      .execute();
    const coordinatorId = users.find((user) => user.role === 'COORDINATOR')!.id;

    const employees = await trx
      .insertInto('employees')
      .values(
        DEMO_EMPLOYEES.map(([name, fn, payRate, areaCode], index) => ({
          name,
          cpf: demoCpf(index),
          email: demoEmail(name),
          phone: demoPhone(areaCode, index),
          function: fn,
          pay_rate: payRate,
          active: index < DEMO_EMPLOYEES.length - 1,
        })),
      )
      .returning(['id', 'name', 'function', 'pay_rate'])
      .execute();

    const services = await trx
      .insertInto('service_catalog')
      .values(
        DEMO_SERVICES.map((service) => ({
          name: service.name,
          description: service.description,
          unit: service.unit,
          unit_price: service.unitPrice,
          staff_function: service.staffFunction,
          staff_per_unit: service.staffPerUnit,
        })),
      )
      .returning(['id', 'name', 'unit_price'])
      .execute();

    const categories = await seedCategories(trx);

    const context: SeedContext = { trx, employees, services, coordinatorId, today };
    const events: AreaSeedContext['events'] = [];
    for (const event of DEMO_EVENTS) events.push(await seedEvent(context, event));

    const areaContext: AreaSeedContext = {
      trx,
      today,
      day: (offset) => addDays(today, offset),
      users,
      employees,
      services,
      categories,
      events,
    };
    // Areas in dependency order: admin data first, reports last.
    await seedAdminDemo(areaContext);
    await seedRegistrationDemo(areaContext);
    await seedInventoryDemo(areaContext);
    await seedBudgetsDemo(areaContext);
    await seedAccountsDemo(areaContext);
    await seedFinancialReportsDemo(areaContext);
    return true;
  });
}

interface SeedContext {
  trx: Transaction<DB>;
  employees: Array<{ id: number; name: string; function: string; pay_rate: string }>;
  services: Array<{ id: number; name: string; unit_price: string }>;
  coordinatorId: number;
  today: string;
}

/** The demo chart of categories: top-level income and expense categories and a few subcategories. */
async function seedCategories(trx: Transaction<DB>): Promise<AreaSeedContext['categories']> {
  const seeded: AreaSeedContext['categories'] = [];
  for (const category of DEMO_CATEGORIES) {
    const parentId = category.parent ? seeded.find((c) => c.name === category.parent)?.id : null;
    if (parentId === undefined) throw new Error(`demo category names an unknown parent: ${category.parent}`);
    const row = await trx
      .insertInto('financial_categories')
      .values({ name: category.name, type: category.type, color: category.color, description: category.description, parent_id: parentId })
      .returning(['id', 'name', 'type'])
      .executeTakeFirstOrThrow();
    seeded.push(row);
  }
  return seeded;
}

async function seedEvent(context: SeedContext, event: DemoEvent): Promise<AreaSeedContext['events'][number]> {
  const { trx, employees, today } = context;
  const days = event.days.map((offset) => addDays(today, offset));
  const finalizedAt = event.finalized ? at(addDays(today, Math.max(...event.days) + 1), '10:00') : null;
  const { id: eventId } = await trx
    .insertInto('events')
    .values({
      name: event.name,
      location: event.location,
      description: event.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('event_days')
    .values(days.map((date) => ({ event_id: eventId, date })))
    .execute();

  const todayIso = addDays(today, 0);
  const plan = days.flatMap((day) =>
    event.staff.map((index, position) => {
      const employee = employees[index];
      const past = day < todayIso;
      const isToday = day === todayIso;
      const arrived = past || (isToday && position % 2 === 0);
      const left = past || (isToday && position === 0);
      const requested = past && (event.finalized || position % 2 === 0);
      const paid = requested && (event.finalized || position === 0);
      return {
        day,
        requested,
        paid,
        row: {
          event_id: eventId,
          employee_id: employee.id,
          event_day: day,
          function: employee.function,
          pay_rate: employee.pay_rate,
          check_in: arrived ? at(day, position % 3 === 0 ? '07:45' : '08:02') : null,
          check_out: left ? at(day, isToday ? '11:30' : '18:10') : null,
          paid,
        },
      };
    }),
  );
  const links = await trx
    .insertInto('event_employees')
    .values(plan.map((item) => item.row))
    .returning(['id', 'employee_id', 'event_day', 'pay_rate'])
    .execute();
  const linkOf = new Map(links.map((link) => [`${link.employee_id}|${link.event_day}`, link]));

  // Paid after the event: two days after it was finalized, or this morning for yesterday's work.
  const paidAt = finalizedAt ? at(addDays(today, Math.max(...event.days) + 3), '14:00') : at(todayIso, '09:00');
  const requests = plan
    .filter((item) => item.requested)
    .map((item) => {
      const link = linkOf.get(`${item.row.employee_id}|${item.day}`)!;
      return {
        event_employee_id: link.id,
        amount: link.pay_rate,
        status: item.paid ? ('PAID' as const) : ('PENDING' as const),
        requested_by: context.coordinatorId,
        requested_at: at(item.day, '18:30'),
        paid_at: item.paid ? paidAt : null,
      };
    });
  if (requests.length) await trx.insertInto('payment_requests').values(requests).execute();

  if (event.budget) await seedBudget(context, eventId, event.budget, days.length);
  // The summary is computed in SQL so money is summed as NUMERIC, never as floats.
  if (finalizedAt) await freezeEvent(trx, eventId, finalizedAt);
  return { id: eventId, name: event.name, days, finalized: Boolean(finalizedAt) };
}

async function seedBudget(context: SeedContext, eventId: number, budget: NonNullable<DemoEvent['budget']>, days: number): Promise<void> {
  const { trx, services } = context;
  const { id: budgetId } = await trx
    .insertInto('budgets')
    .values({ client_name: budget.clientName, status: budget.status, event_id: eventId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('budget_items')
    .values(
      budget.items.map(([name, quantity]) => {
        const service = services.find((s) => s.name === name);
        if (!service) throw new Error(`demo budget names an unknown service: ${name}`);
        return { budget_id: budgetId, service_id: service.id, quantity, unit_price: service.unit_price, days };
      }),
    )
    .execute();
  await sql`
    UPDATE budgets SET total = (SELECT coalesce(sum(quantity * unit_price * days), 0) FROM budget_items WHERE budget_id = ${budgetId})
    WHERE id = ${budgetId}`.execute(trx);
}
