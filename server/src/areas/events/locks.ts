/**
 * Row locks every write of the events area takes, always in the same order (event, then staff
 * link) so two writes never deadlock:
 * - a change to the event itself (edit, delete, finalize) locks its row FOR UPDATE;
 * - a change to a staff link locks the event row FOR SHARE, then the link FOR UPDATE.
 * So finalizing waits for link changes in flight and freezes what they wrote, and no link changes
 * after the event is finalized.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { EVENT_MESSAGES } from './messages';

type Trx = Transaction<DB>;

export interface LockedEvent {
  id: number;
  isFinalized: boolean;
}

export interface LockedLink {
  id: number;
  eventId: number;
  employeeId: number;
  eventDay: string;
  checkIn: string | null;
  checkOut: string | null;
  payRate: string;
  paid: boolean;
}

/** Locks an event (404 when missing); unless `allowFinalized`, a finalized one answers 409. */
export async function lockEvent(
  trx: Trx,
  eventId: number,
  mode: 'update' | 'share',
  { allowFinalized = false } = {},
): Promise<LockedEvent> {
  const query = trx.selectFrom('events').select(['id', 'is_finalized as isFinalized']).where('id', '=', eventId);
  const event = await (mode === 'update' ? query.forUpdate() : query.forShare()).executeTakeFirst();
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  if (event.isFinalized && !allowFinalized) throw conflict(EVENT_MESSAGES.finalized);
  return event;
}

/** Locks a staff link and its event (404 when missing; 409 when the event is finalized, unless allowed). */
export async function lockLink(trx: Trx, linkId: number, options: { allowFinalized?: boolean } = {}): Promise<LockedLink> {
  const owner = await trx.selectFrom('event_employees').select('event_id').where('id', '=', linkId).executeTakeFirst();
  if (!owner) throw notFound(EVENT_MESSAGES.linkNotFound);
  await lockEvent(trx, owner.event_id, 'share', options);
  const link = await trx
    .selectFrom('event_employees')
    .select([
      'id',
      'event_id as eventId',
      'employee_id as employeeId',
      'event_day as eventDay',
      'check_in as checkIn',
      'check_out as checkOut',
      'pay_rate as payRate',
      'paid',
    ])
    .where('id', '=', linkId)
    .forUpdate()
    .executeTakeFirst();
  if (!link) throw notFound(EVENT_MESSAGES.linkNotFound);
  return link;
}

/** The database's now, so every time the area compares comes from one clock. */
export async function databaseNow(trx: Trx, time?: string): Promise<string> {
  const { rows } = await sql<{ at: string }>`SELECT coalesce(${time ?? null}::timestamptz, now()) AS at`.execute(trx);
  return rows[0].at;
}
