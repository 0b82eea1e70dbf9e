/** The one SELECT behind every EventEmployee the API answers (SPEC §3 "Event-employee link"). */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { EventEmployee } from '@sge/shared/contract';
import type { DB } from '../../db/schema';

export type Executor = Kysely<DB> | Transaction<DB>;

/** 'Ana Paula Souza' → 'Ana Souza': first and last name, as the staff lists show it. */
const SHORT_NAME = sql<string>`CASE WHEN strpos(e.name, ' ') > 0
  THEN split_part(e.name, ' ', 1) || ' ' || substring(e.name FROM '[^ ]+$') ELSE e.name END`;

export function selectLinks(db: Executor) {
  return (
    db
      .selectFrom('event_employees as ee')
      .innerJoin('employees as e', 'e.id', 'ee.employee_id')
      // At most one live request per link (payment_requests_active_key), so no row is repeated.
      .leftJoin('payment_requests as pr', (join) =>
        join.onRef('pr.event_employee_id', '=', 'ee.id').on('pr.status', '<>', 'CANCELLED'),
      )
      .select([
        'ee.id',
        'ee.event_id as eventId',
        'ee.employee_id as employeeId',
        'ee.event_day as eventDay',
        SHORT_NAME.as('employeeName'),
        'e.name as employeeFullName',
        'e.email as employeeEmail',
        'e.phone as employeePhone',
        'e.cpf as employeeDocument',
        'ee.function',
        'ee.pay_rate as payRate',
        'ee.check_in as checkIn',
        'ee.check_out as checkOut',
        sql<boolean>`pr.id IS NOT NULL`.as('paymentRequested'),
        'pr.id as paymentRequestId',
        'ee.paid',
        'ee.sync_status as syncStatus',
        'ee.last_updated_at as lastUpdatedAt',
      ])
  );
}

/** Staff lists are ordered by day, then name. */
export function orderLinks<T extends ReturnType<typeof selectLinks>>(query: T): T {
  return query.orderBy('ee.event_day').orderBy('e.name').orderBy('ee.id') as T;
}

export async function findLink(db: Executor, id: number): Promise<EventEmployee | undefined> {
  return selectLinks(db).where('ee.id', '=', id).executeTakeFirst();
}

/** Several links at once (in no particular order), for answers that cover many records. */
export async function findLinks(db: Executor, ids: readonly number[]): Promise<EventEmployee[]> {
  if (!ids.length) return [];
  return selectLinks(db).where(sql<boolean>`ee.id = ANY(${[...ids]}::bigint[])`).execute();
}
