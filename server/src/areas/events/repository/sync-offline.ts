/**
 * PATCH /event-employees/{id}/sync-offline: a check-in or check-out recorded on a device with no
 * connection. The server applies SPEC §5's rule with the same function the device uses
 * (offlineTimeWins): a time is applied only when the server has none or the device's is earlier.
 * Every part received is logged in offline_sync_log, applied or not, with the device's time and the
 * server's receive time. The link is locked for the whole decision, so concurrent syncs of one
 * link apply one after the other, and a repeated sync changes nothing (equal is not earlier).
 * The batch call (sync-batch.ts) shares reconcile(), setLinkTimes() and insertSyncLog().
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { offlineTimeWins, type SyncOfflineResult } from '@sge/shared/contract';
import type { SyncLogOutcome } from '../../../db/schema';
import { conflict } from '../../../http/errors';
import { formatClock } from '../dates';
import type { SyncInput } from '../input';
import { findLink, type Executor } from '../links-query';
import { lockLink } from '../locks';
import { DISCARD_REASONS, EVENT_MESSAGES } from '../messages';
import { linksOfDays, lockEmployeeDays, overlapRefusal } from '../overlaps';

export interface SyncPart {
  kind: 'checkin' | 'checkout';
  deviceTime: string;
  applied: boolean;
  reason: string | null;
}

export interface Reconciliation {
  checkIn: string | null;
  checkOut: string | null;
  parts: SyncPart[];
}

const instant = (iso: string): number => Date.parse(iso);

/** Pure: what the link's times become, and why each part was applied or discarded. */
export function reconcile(server: { checkIn: string | null; checkOut: string | null }, input: Pick<SyncInput, 'checkinTime' | 'checkoutTime'>): Reconciliation {
  let { checkIn, checkOut } = server;
  const parts: SyncPart[] = [];

  if (input.checkinTime) {
    const device = input.checkinTime;
    let reason: string | null = null;
    if (!offlineTimeWins(device, checkIn)) {
      reason = instant(device) === instant(checkIn!) ? DISCARD_REASONS.checkinSame(formatClock(checkIn!)) : DISCARD_REASONS.checkinEarlier(formatClock(checkIn!));
    } else if (checkOut && instant(device) > instant(checkOut)) {
      reason = DISCARD_REASONS.checkinAfterCheckout(formatClock(checkOut));
    }
    if (!reason) checkIn = device;
    parts.push({ kind: 'checkin', deviceTime: device, applied: !reason, reason });
  }

  if (input.checkoutTime) {
    const device = input.checkoutTime;
    let reason: string | null = null;
    if (!checkIn) {
      reason = DISCARD_REASONS.checkoutWithoutCheckin;
    } else if (instant(device) < instant(checkIn)) {
      reason = DISCARD_REASONS.checkoutBeforeCheckin(formatClock(checkIn));
    } else if (!offlineTimeWins(device, checkOut)) {
      reason = instant(device) === instant(checkOut!) ? DISCARD_REASONS.checkoutSame(formatClock(checkOut!)) : DISCARD_REASONS.checkoutEarlier(formatClock(checkOut!));
    }
    if (!reason) checkOut = device;
    parts.push({ kind: 'checkout', deviceTime: device, applied: !reason, reason });
  }

  return { checkIn, checkOut, parts };
}

/** The times a sync leaves on a link (only links where some part applied). */
export interface LinkTimes {
  id: number;
  checkIn: string | null;
  checkOut: string | null;
}

/** One UPDATE for every link a sync changed: the new times, SYNCED, and last_updated_at now. */
export async function setLinkTimes(db: Executor, links: readonly LinkTimes[]): Promise<void> {
  if (!links.length) return;
  const rows = JSON.stringify(links.map((link) => ({ id: link.id, check_in: link.checkIn, check_out: link.checkOut })));
  await sql`
    UPDATE event_employees AS ee
    SET check_in = u.check_in, check_out = u.check_out, sync_status = 'SYNCED', last_updated_at = now()
    FROM jsonb_to_recordset(${rows}::jsonb) AS u(id bigint, check_in timestamptz, check_out timestamptz)
    WHERE ee.id = u.id`.execute(db);
}

/** One row of offline_sync_log: a part (check-in or check-out) of a record a device sent. */
export interface SyncLogEntry {
  eventEmployeeId: number | null;
  kind: SyncPart['kind'];
  deviceTime: string;
  outcome: SyncLogOutcome;
  reason: string | null;
  localRecord: unknown;
  /** Batch records only; the per-link PATCH leaves these null (and received_at to the database). */
  clientRecordId?: string | null;
  recordedBy?: number | null;
  receivedAt?: string | null;
  deviceSentAt?: string | null;
  clockOffsetMs?: number | null;
  clockSkewMs?: number | null;
  clockFlagged?: boolean;
}

/**
 * One INSERT for every part, in the given order. The sender and recordedBy are kept only when such
 * a user exists (a token may outlive its user). A part already logged under the same
 * clientRecordId is skipped: the batch checks the log under its row locks, and this is the backstop.
 */
export async function insertSyncLog(db: Executor, entries: readonly SyncLogEntry[], senderId: number): Promise<void> {
  if (!entries.length) return;
  const rows = JSON.stringify(
    entries.map((entry, ord) => ({
      ord,
      event_employee_id: entry.eventEmployeeId,
      kind: entry.kind,
      device_time: entry.deviceTime,
      outcome: entry.outcome,
      reason: entry.reason,
      local_record: entry.localRecord ?? null,
      client_record_id: entry.clientRecordId ?? null,
      recorded_by: entry.recordedBy ?? null,
      received_at: entry.receivedAt ?? null,
      device_sent_at: entry.deviceSentAt ?? null,
      clock_offset_ms: entry.clockOffsetMs ?? null,
      clock_skew_ms: entry.clockSkewMs ?? null,
      clock_flagged: entry.clockFlagged ?? false,
    })),
  );
  await sql`
    INSERT INTO offline_sync_log (event_employee_id, kind, device_time, received_at, applied, outcome, reason, local_record,
                                  user_id, client_record_id, recorded_by, device_sent_at, clock_offset_ms, clock_skew_ms, clock_flagged)
    SELECT r.event_employee_id, r.kind, r.device_time, coalesce(r.received_at, now()), r.outcome = 'applied', r.outcome, r.reason,
           r.local_record, (SELECT id FROM users WHERE id = ${senderId}), r.client_record_id,
           (SELECT id FROM users WHERE id = r.recorded_by), r.device_sent_at, r.clock_offset_ms, r.clock_skew_ms, r.clock_flagged
    FROM jsonb_to_recordset(${rows}::jsonb) AS r(
      ord int, event_employee_id bigint, kind text, device_time timestamptz, outcome text, reason text, local_record jsonb,
      client_record_id uuid, recorded_by bigint, received_at timestamptz, device_sent_at timestamptz,
      clock_offset_ms bigint, clock_skew_ms bigint, clock_flagged boolean)
    ORDER BY r.ord
    ON CONFLICT (client_record_id, kind) DO NOTHING`.execute(db);
}

export function createSyncOffline(app: FastifyInstance) {
  const { db } = app;
  return (linkId: number, input: SyncInput, userId: number): Promise<SyncOfflineResult> =>
    db.transaction().execute(async (trx) => {
      const link = await lockLink(trx, linkId);
      if (link.eventId !== input.eventId || link.employeeId !== input.employeeId) throw conflict(EVENT_MESSAGES.syncMismatch);

      const result = reconcile(link, input);
      if (result.parts.some((part) => part.applied)) {
        await lockEmployeeDays(trx, [link.employeeId]);
        const refusal = overlapRefusal({ eventId: link.eventId, checkIn: result.checkIn, checkOut: result.checkOut }, await linksOfDays(trx, [link]));
        if (refusal) throw conflict(refusal);
      }
      const checkinApplied = result.parts.some((part) => part.kind === 'checkin' && part.applied);
      const checkoutApplied = result.parts.some((part) => part.kind === 'checkout' && part.applied);
      if (checkinApplied || checkoutApplied) await setLinkTimes(trx, [{ id: linkId, checkIn: result.checkIn, checkOut: result.checkOut }]);
      await insertSyncLog(
        trx,
        result.parts.map((part) => ({
          eventEmployeeId: linkId,
          kind: part.kind,
          deviceTime: part.deviceTime,
          outcome: part.applied ? 'applied' : 'discarded',
          reason: part.reason,
          localRecord: input.localRecord,
        })),
        userId,
      );
      return {
        eventEmployee: (await findLink(trx, linkId))!,
        checkinApplied,
        checkoutApplied,
        discarded: result.parts.flatMap((part) => (part.reason ? [part.reason] : [])),
      };
    });
}

export type SyncOffline = ReturnType<typeof createSyncOffline>;
