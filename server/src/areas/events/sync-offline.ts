/**
 * PATCH /event-employees/{id}/sync-offline: a check-in or check-out recorded on a device with no
 * connection. The server applies SPEC §5's rule with the same function the device uses
 * (offlineTimeWins): a time is applied only when the server has none or the device's is earlier.
 * Every part received is logged in offline_sync_log, applied or not, with the device's time and the
 * server's receive time. The link is locked for the whole decision, so concurrent syncs of one
 * link apply one after the other, and a repeated sync changes nothing (equal is not earlier).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { offlineTimeWins, type SyncOfflineResult } from '@sge/shared/contract';
import { conflict } from '../../http/errors';
import { formatClock } from './dates';
import type { SyncInput } from './input';
import { findLink } from './links-query';
import { lockLink } from './locks';
import { DISCARD_REASONS, EVENT_MESSAGES } from './messages';

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

export function createSyncOffline(app: FastifyInstance) {
  const { db } = app;
  return (linkId: number, input: SyncInput, userId: number): Promise<SyncOfflineResult> =>
    db.transaction().execute(async (trx) => {
      const link = await lockLink(trx, linkId);
      if (link.eventId !== input.eventId || link.employeeId !== input.employeeId) throw conflict(EVENT_MESSAGES.syncMismatch);

      const result = reconcile(link, input);
      const checkinApplied = result.parts.some((part) => part.kind === 'checkin' && part.applied);
      const checkoutApplied = result.parts.some((part) => part.kind === 'checkout' && part.applied);
      if (checkinApplied || checkoutApplied) {
        await trx
          .updateTable('event_employees')
          .set({ check_in: result.checkIn, check_out: result.checkOut, sync_status: 'SYNCED', last_updated_at: sql<string>`now()` })
          .where('id', '=', linkId)
          .execute();
      }
      if (result.parts.length) {
        const localRecord = input.localRecord ? JSON.stringify(input.localRecord) : null;
        await trx
          .insertInto('offline_sync_log')
          .values(
            result.parts.map((part) => ({
              event_employee_id: linkId,
              kind: part.kind,
              device_time: part.deviceTime,
              applied: part.applied,
              reason: part.reason,
              local_record: localRecord,
              user_id: sql<number | null>`(SELECT id FROM users WHERE id = ${userId})`,
            })),
          )
          .execute();
      }
      return {
        eventEmployee: (await findLink(trx, linkId))!,
        checkinApplied,
        checkoutApplied,
        discarded: result.parts.flatMap((part) => (part.reason ? [part.reason] : [])),
      };
    });
}

export type SyncOffline = ReturnType<typeof createSyncOffline>;
