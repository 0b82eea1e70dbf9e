/**
 * Sends the records made offline (SPEC §5, DESIGN.md §6). Each PENDING record is checked against
 * the server's current link with the one reconciliation rule (offlineTimeWins) and sent through
 * PATCH /event-employees/{id}/sync-offline, oldest first. A network error or a 5xx stops the run
 * and leaves the record PENDING for the next attempt; a refusal (4xx) or a record the server
 * already beats is REJECTED with its reason. Nothing is ever deleted here.
 */
import type { EventEmployee, SyncOfflineResult } from '@sge/shared/contract';
// Pure and stateless: bundled here rather than through the contract singleton, which carries TypeBox.
import { offlineTimeWins } from '../contract/reconcile';
import { ApiError, http } from '@sge/shared/http';
import { openOfflineDb, type OfflineRecord } from './db';
import { getPendingRecords, updateRecord } from './records';

export const SYNC_MESSAGES = {
  error: 'Erro durante sincronização',
  success: (count: number) => `${count} registros sincronizados com sucesso`,
  discarded: 'Descartado: o servidor já possui um horário anterior',
} as const;

export interface SyncRunResult {
  synced: number;
  rejected: number;
  /** Still PENDING (the run stopped on a network or server error). */
  pending: number;
  /** The error that stopped the run, if any. */
  error: string | null;
}

const silent = { notifyError: false, silent: true } as const;

/** A failure worth retrying later: no response, a timeout, or a server error. */
const isTransient = (e: unknown): boolean => !(e instanceof ApiError) || e.status === 0 || e.status >= 500 || e.status === 429;

const sameInstant = (a: string | null | undefined, b: string | null | undefined): boolean =>
  Boolean(a && b && Date.parse(a) === Date.parse(b));

async function saveLink(link: EventEmployee): Promise<void> {
  const db = await openOfflineDb();
  const pending = (await db.getAllFromIndex('offlineRecords', 'eventId', link.eventId)).some(
    (r) => r.eventEmployeeId === link.id && r.syncStatus === 'PENDING',
  );
  await db.put('eventEmployees', { ...link, syncStatus: pending ? 'PENDING' : 'SYNCED' });
}

type Outcome = { status: 'synced' | 'rejected'; link?: EventEmployee };

async function syncOne(record: OfflineRecord, serverLink: EventEmployee | undefined): Promise<Outcome> {
  const id = record.id!;
  if (!serverLink) {
    await updateRecord(id, { syncStatus: 'REJECTED', syncError: 'Vínculo do funcionário com o evento não encontrado no servidor' });
    return { status: 'rejected' };
  }
  const local = record.type === 'checkin' ? record.checkinTime : record.checkoutTime;
  const server = record.type === 'checkin' ? serverLink.checkIn : serverLink.checkOut;
  // Already on the server (an earlier attempt committed but its answer was lost): nothing to send.
  if (sameInstant(local, server)) {
    await updateRecord(id, { syncStatus: 'SYNCED', syncedAt: Date.now(), syncError: undefined });
    await saveLink(serverLink);
    return { status: 'synced', link: serverLink };
  }
  if (!offlineTimeWins(local, server)) {
    await updateRecord(id, { syncStatus: 'REJECTED', syncError: SYNC_MESSAGES.discarded });
    await saveLink(serverLink);
    return { status: 'rejected', link: serverLink };
  }
  const result = await http.patch<SyncOfflineResult>(
    `/event-employees/${record.eventEmployeeId}/sync-offline`,
    {
      eventId: record.eventId,
      employeeId: record.employeeId,
      shouldUpdateCheckin: record.type === 'checkin',
      shouldUpdateCheckout: record.type === 'checkout',
      checkinTime: record.checkinTime,
      checkoutTime: record.checkoutTime,
      localRecord: {
        id: record.id,
        eventId: record.eventId,
        employeeId: record.employeeId,
        checkinTime: record.checkinTime,
        checkoutTime: record.checkoutTime,
        syncStatus: record.syncStatus,
        timestamp: record.timestamp,
        lastUpdatedAt: record.lastUpdatedAt,
        type: record.type,
      },
    },
    silent,
  );
  const applied = record.type === 'checkin' ? result.checkinApplied : result.checkoutApplied;
  if (applied) {
    await updateRecord(id, { syncStatus: 'SYNCED', syncedAt: Date.now(), syncError: undefined });
  } else {
    await updateRecord(id, { syncStatus: 'REJECTED', syncError: result.discarded.join(' ') || SYNC_MESSAGES.discarded });
  }
  await saveLink(result.eventEmployee);
  return { status: applied ? 'synced' : 'rejected', link: result.eventEmployee };
}

/** One pass over the PENDING records. Never throws for a record's failure; reports it. */
export async function syncPendingRecords(): Promise<SyncRunResult> {
  const records = await getPendingRecords();
  const result: SyncRunResult = { synced: 0, rejected: 0, pending: records.length, error: null };
  const serverLinks = new Map<number, Map<number, EventEmployee>>();

  for (const record of records) {
    try {
      let links = serverLinks.get(record.eventId);
      if (!links) {
        const list = await http.get<EventEmployee[]>(`/event-employees/event/${record.eventId}`, silent);
        links = new Map(list.map((l) => [l.id, l]));
        serverLinks.set(record.eventId, links);
      }
      const outcome = await syncOne(record, links.get(record.eventEmployeeId));
      // The next record of the same link is compared with what the server now holds.
      if (outcome.link) links.set(outcome.link.id, outcome.link);
      if (outcome.status === 'synced') result.synced++;
      else result.rejected++;
      result.pending--;
    } catch (error) {
      if (isTransient(error)) {
        await updateRecord(record.id!, { attempts: (record.attempts ?? 0) + 1 });
        result.error = error instanceof Error ? error.message : String(error);
        break;
      }
      await updateRecord(record.id!, {
        syncStatus: 'REJECTED',
        syncError: error instanceof ApiError ? error.message : SYNC_MESSAGES.error,
      });
      result.rejected++;
      result.pending--;
    }
  }
  return result;
}
