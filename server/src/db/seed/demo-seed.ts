/**
 * Demo data for a fresh install: seeded in one transaction, only while the users table is empty
 * (under an advisory lock, so concurrent first starts seed once).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { onlyDigits } from '@sge/shared/contract';
import { hashPassword } from '../../auth/passwords';
import type { DB } from '../schema';
import { DEMO_EMPLOYEES, DEMO_EVENTS, DEMO_PASSWORD, DEMO_USERS, type DemoEvent } from './demo-data';

const SEED_LOCK_KEY = 7_340_118_002;
/** Demo venues are in São Paulo (UTC−3 all year). */
const VENUE_OFFSET = '-03:00';

/** Appends the two CPF check digits to a 9-digit base. */
export function completeCpf(base: string): string {
  const digits = base.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

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

/** Local calendar date `offset` days from `today`, as YYYY-MM-DD. */
export function dayFrom(today: Date, offset: number): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const at = (day: string, time: string): string => `${day}T${time}:00${VENUE_OFFSET}`;

async function isEmpty(db: Kysely<DB> | Transaction<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Returns true when it seeded, false when the database already had users. */
export async function seedDemoData(db: Kysely<DB>, today = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`.execute(trx);
    if (!(await isEmpty(trx))) return false;

    await trx
      .insertInto('users')
      .values(DEMO_USERS.map((user) => ({ ...user, password_hash: passwordHash })))
      .execute();

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
      .returning(['id', 'function', 'pay_rate'])
      .execute();

    for (const event of DEMO_EVENTS) await seedEvent(trx, event, employees, today);
    return true;
  });
}

type SeededEmployee = { id: number; function: string; pay_rate: string };

async function seedEvent(trx: Transaction<DB>, event: DemoEvent, employees: SeededEmployee[], today: Date): Promise<void> {
  const days = event.days.map((offset) => dayFrom(today, offset));
  const finalizedAt = event.finalized ? at(dayFrom(today, Math.max(...event.days) + 1), '10:00') : null;
  const { id: eventId } = await trx
    .insertInto('events')
    .values({
      name: event.name,
      location: event.location,
      description: event.description,
      is_finalized: event.finalized ?? false,
      finalized_at: finalizedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await trx
    .insertInto('event_days')
    .values(days.map((date) => ({ event_id: eventId, date })))
    .execute();

  const todayIso = dayFrom(today, 0);
  const links = days.flatMap((day) =>
    event.staff.map((index, position) => {
      const employee = employees[index];
      const past = day < todayIso;
      const arrived = past || (day === todayIso && position % 2 === 0);
      return {
        event_id: eventId,
        employee_id: employee.id,
        event_day: day,
        function: employee.function,
        pay_rate: employee.pay_rate,
        check_in: arrived ? at(day, position % 3 === 0 ? '07:45' : '08:02') : null,
        check_out: past ? at(day, '18:10') : null,
        payment_requested: event.finalized ?? false,
        paid: event.finalized ?? false,
      };
    }),
  );
  await trx.insertInto('event_employees').values(links).execute();

  if (finalizedAt) {
    // The summary is computed in SQL so money is summed as NUMERIC, never as floats.
    await sql`
      UPDATE events SET summary = jsonb_build_object(
        'employeeSummary', (
          SELECT jsonb_agg(jsonb_build_object(
                   'employeeId', e.id, 'name', e.name, 'function', s.function,
                   'days', s.days, 'total', s.total::text) ORDER BY e.name)
          FROM (SELECT employee_id, min(function) AS function, count(*) AS days, sum(pay_rate) AS total
                FROM event_employees WHERE event_id = ${eventId} GROUP BY employee_id) s
          JOIN employees e ON e.id = s.employee_id),
        'eventTotal', (SELECT coalesce(sum(pay_rate), 0)::text FROM event_employees WHERE event_id = ${eventId}),
        'finalizedDate', ${new Date(finalizedAt).toISOString()}::text)
      WHERE id = ${eventId}`.execute(trx);
  }
}
