/**
 * POST /event-employees/sync-offline/batch: up to SYNC_BATCH_MAX records a device made offline, in
 * one transaction and a fixed number of round trips whatever the size:
 *   1. lock the records' events FOR SHARE, ascending id;
 *   2. lock their links FOR UPDATE, ascending id (one order for every writer: locks.ts);
 *   3. read the log rows already kept under the records' clientRecordIds (after the locks, so a
 *      batch that committed meanwhile is seen and its records answer as replays), then lock the
 *      employees' days and read their links at other events those days (overlaps.ts);
 *   4. decide every record in request order with SPEC §5's reconcile(), records of one link
 *      following each other;
 *   5. one UPDATE of the changed links, 6. one INSERT of every part into offline_sync_log,
 *   7. one read of the links as they now stand.
 * A record is refused (unknown link, finalized event, link of another event or employee, no time,
 * or times overlapping the employee's time at another event that day) without failing the others. The device clock is logged and flagged past the system setting; the
 * flag only informs, the device time still applies by the rule.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import {
  DEFAULT_CLOCK_SKEW_MINUTES,
  type EventEmployee,
  type SyncBatchItemResult,
  type SyncBatchRecord,
  type SyncBatchResult,
  type SyncOutcome,
} from '@sge/shared/contract';
import type { DB, SyncLogOutcome } from '../../../db/schema';
import { toInstant } from '../input';
import { findLinks } from '../links-query';
import { EVENT_MESSAGES } from '../messages';
import { linksOfDays, lockEmployeeDays, overlapRefusal, type DayLink } from '../overlaps';
import { insertSyncLog, reconcile, setLinkTimes, type LinkTimes, type SyncLogEntry } from './sync-offline';

const dayKey = (link: { employeeId: number; eventDay: string }): string => `${link.employeeId}|${link.eventDay}`;

type Trx = Transaction<DB>;

interface PreparedRecord {
  record: SyncBatchRecord;
  /** The clientRecordId as PostgreSQL prints a uuid (lower case). */
  key: string;
  checkinTime: string | null;
  checkoutTime: string | null;
  deviceSentAt: string;
  clockSkewMs: number;
  clockOffsetMs: number | null;
}

interface LockedLinkTimes {
  id: number;
  eventId: number;
  employeeId: number;
  eventDay: string;
  checkIn: string | null;
  checkOut: string | null;
}

interface LoggedPart {
  key: string;
  outcome: SyncLogOutcome;
  reason: string | null;
  clockSkewMs: number | null;
  clockFlagged: boolean;
}

type Verdict = Omit<SyncBatchItemResult, 'eventEmployee'> & { linkId: number };

/** Times as canonical ISO strings (400 naming the field when unreadable), skew against the receive time. */
function prepare(record: SyncBatchRecord, receivedAt: number): PreparedRecord {
  const deviceSentAt = toInstant(record.deviceSentAt, 'Horário do aparelho no envio');
  return {
    record,
    key: record.clientRecordId.toLowerCase(),
    checkinTime: record.checkinTime ? toInstant(record.checkinTime, 'Horário de entrada') : null,
    checkoutTime: record.checkoutTime ? toInstant(record.checkoutTime, 'Horário de saída') : null,
    deviceSentAt,
    clockSkewMs: receivedAt - Date.parse(deviceSentAt),
    clockOffsetMs: record.clockOffsetMs ?? null,
  };
}

/** A record's outcome from its parts: applied if any part applied; its reason, the others' reasons. */
function summarize(parts: ReadonlyArray<{ outcome: SyncLogOutcome; reason: string | null }>): { outcome: SyncOutcome; reason: string | null } {
  const outcome: SyncOutcome = parts.some((part) => part.outcome === 'refused')
    ? 'refused'
    : parts.some((part) => part.outcome === 'applied')
      ? 'applied'
      : 'discarded';
  const reasons = [...new Set(parts.flatMap((part) => (part.reason ? [part.reason] : [])))];
  return { outcome, reason: reasons.length ? reasons.join('; ') : null };
}

async function lockEvents(trx: Trx, linkIds: number[]): Promise<Map<number, boolean>> {
  const { rows } = await sql<{ id: number; isFinalized: boolean }>`
    SELECT id, is_finalized AS "isFinalized" FROM events
    WHERE id IN (SELECT event_id FROM event_employees WHERE id = ANY(${linkIds}::bigint[]))
    ORDER BY id
    FOR SHARE`.execute(trx);
  return new Map(rows.map((row) => [row.id, row.isFinalized]));
}

async function lockLinks(trx: Trx, linkIds: number[]): Promise<LockedLinkTimes[]> {
  const { rows } = await sql<LockedLinkTimes>`
    SELECT id, event_id AS "eventId", employee_id AS "employeeId", event_day AS "eventDay", check_in AS "checkIn", check_out AS "checkOut"
    FROM event_employees
    WHERE id = ANY(${linkIds}::bigint[])
    ORDER BY id
    FOR UPDATE`.execute(trx);
  return rows;
}

async function loggedParts(trx: Trx, keys: string[]): Promise<Map<string, LoggedPart[]>> {
  const { rows } = await sql<LoggedPart>`
    SELECT client_record_id AS key, outcome, reason, clock_skew_ms AS "clockSkewMs", clock_flagged AS "clockFlagged"
    FROM offline_sync_log
    WHERE client_record_id = ANY(${keys}::uuid[])
    ORDER BY id`.execute(trx);
  const byKey = new Map<string, LoggedPart[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return byKey;
}

async function clockSkewThresholdMs(app: FastifyInstance): Promise<number> {
  const row = await app.db.selectFrom('system_settings').select('clock_skew_minutes').where('id', '=', 1).executeTakeFirst();
  return (row?.clock_skew_minutes ?? DEFAULT_CLOCK_SKEW_MINUTES) * 60_000;
}

export function createSyncBatch(app: FastifyInstance) {
  /** `receivedAt`: the server clock (ms) when the request arrived. */
  return async (records: readonly SyncBatchRecord[], senderId: number, receivedAt: number): Promise<SyncBatchResult> => {
    const prepared = records.map((record) => prepare(record, receivedAt));
    const thresholdMs = await clockSkewThresholdMs(app);
    const receivedAtIso = new Date(receivedAt).toISOString();
    const isFlagged = (item: PreparedRecord) =>
      Math.abs(item.clockSkewMs) > thresholdMs || (item.clockOffsetMs !== null && Math.abs(item.clockOffsetMs) > thresholdMs);

    const linkIds = [...new Set(prepared.map((item) => item.record.eventEmployeeId))].sort((a, b) => a - b);
    const keys = [...new Set(prepared.map((item) => item.key))];

    const { verdicts, links } = await app.db.transaction().execute(async (trx) => {
      const events = await lockEvents(trx, linkIds);
      // A link whose event was not locked did not exist when the batch began: unknown to it.
      const locked = (await lockLinks(trx, linkIds)).filter((link) => events.has(link.eventId));
      const logged = await loggedParts(trx, keys);
      // The employees' other links of those days (double booking): read after their day locks.
      await lockEmployeeDays(trx, locked.map((link) => link.employeeId));
      const dayLinks = new Map<string, DayLink[]>();
      for (const other of await linksOfDays(trx, locked)) {
        const key = dayKey(other);
        dayLinks.set(key, [...(dayLinks.get(key) ?? []), other]);
      }

      const state = new Map(locked.map((link) => [link.id, { ...link }]));
      /** The link's day at other events, with the times this batch has given links so far. */
      const sameDay = (link: LockedLinkTimes) =>
        (dayLinks.get(dayKey(link)) ?? []).map((other) => {
          const current = state.get(other.eventEmployeeId);
          return current ? { ...other, checkIn: current.checkIn, checkOut: current.checkOut } : other;
        });
      const changed = new Map<number, LinkTimes>();
      const entries: SyncLogEntry[] = [];
      const decided = new Map<string, Verdict>();
      const verdicts: Verdict[] = [];

      for (const item of prepared) {
        const { record } = item;
        const earlier = decided.get(item.key);
        if (earlier) {
          verdicts.push({ ...earlier, clientRecordId: record.clientRecordId, replayed: true });
          continue;
        }
        const base = { clientRecordId: record.clientRecordId, linkId: record.eventEmployeeId };
        const stored = logged.get(item.key);
        if (stored) {
          const verdict: Verdict = {
            ...base,
            ...summarize(stored),
            replayed: true,
            clockSkewMs: stored[0].clockSkewMs,
            clockFlagged: stored[0].clockFlagged,
          };
          decided.set(item.key, verdict);
          verdicts.push(verdict);
          continue;
        }

        const clockFlagged = isFlagged(item);
        const link = state.get(record.eventEmployeeId);
        let refusal: string | null = !link
          ? EVENT_MESSAGES.linkNotFound
          : events.get(link.eventId)
            ? EVENT_MESSAGES.finalized
            : link.eventId !== record.eventId || link.employeeId !== record.employeeId
              ? EVENT_MESSAGES.syncMismatch
              : !item.checkinTime && !item.checkoutTime
                ? EVENT_MESSAGES.syncNoTime
                : null;

        let parts: Array<{ kind: 'checkin' | 'checkout'; deviceTime: string; outcome: SyncLogOutcome; reason: string | null }> = [];
        if (!refusal && link) {
          const result = reconcile(link, item);
          const applied = result.parts.some((part) => part.applied);
          // Times that would overlap the employee's time at another event that day: the record is
          // refused on its own merits (a later retry would be refused again).
          refusal = applied ? overlapRefusal({ eventId: link.eventId, checkIn: result.checkIn, checkOut: result.checkOut }, sameDay(link)) : null;
          if (!refusal) {
            parts = result.parts.map((part) => ({ ...part, outcome: part.applied ? 'applied' : 'discarded' }));
            if (applied) {
              link.checkIn = result.checkIn;
              link.checkOut = result.checkOut;
              changed.set(link.id, { id: link.id, checkIn: link.checkIn, checkOut: link.checkOut });
            }
          }
        }
        if (refusal) {
          parts = [
            ...(item.checkinTime ? [{ kind: 'checkin' as const, deviceTime: item.checkinTime }] : []),
            ...(item.checkoutTime ? [{ kind: 'checkout' as const, deviceTime: item.checkoutTime }] : []),
          ].map((part) => ({ ...part, outcome: 'refused' as const, reason: refusal }));
        }

        for (const part of parts) {
          entries.push({
            eventEmployeeId: link ? link.id : null,
            kind: part.kind,
            deviceTime: part.deviceTime,
            outcome: part.outcome,
            reason: part.reason,
            localRecord: record.localRecord ?? null,
            clientRecordId: item.key,
            recordedBy: record.recordedBy ?? null,
            receivedAt: receivedAtIso,
            deviceSentAt: item.deviceSentAt,
            clockOffsetMs: item.clockOffsetMs,
            clockSkewMs: item.clockSkewMs,
            clockFlagged,
          });
        }
        const verdict: Verdict = {
          ...base,
          ...(refusal ? { outcome: 'refused' as const, reason: refusal } : summarize(parts)),
          replayed: false,
          clockSkewMs: item.clockSkewMs,
          clockFlagged,
        };
        decided.set(item.key, verdict);
        verdicts.push(verdict);
      }

      await setLinkTimes(trx, [...changed.values()]);
      await insertSyncLog(trx, entries, senderId);
      const links = new Map<number, EventEmployee>((await findLinks(trx, [...state.keys()])).map((row) => [row.id, row]));
      return { verdicts, links };
    });

    return {
      results: verdicts.map(({ linkId, ...verdict }) => ({ ...verdict, eventEmployee: links.get(linkId) ?? null })),
      serverTime: new Date().toISOString(),
    };
  };
}

export type SyncBatch = ReturnType<typeof createSyncBatch>;
