/**
 * Sends the records made offline (SPEC §5, DESIGN.md §6). Each PENDING record is checked against
 * the server's current link with the one reconciliation rule (offlineTimeWins) and sent through
 * PATCH /event-employees/{id}/sync-offline. Records of one link go in order (a check-out after its
 * check-in); different links go a few at a time. A network error or a 5xx stops the run and leaves
 * records PENDING for the next attempt; a refusal (4xx) or a record the server already beats is
 * REJECTED with its reason. Nothing is ever deleted here.
 */
import type { EventEmployee, SyncOfflineResult } from '@sge/shared/contract';
import { ApiError, http } from '@sge/shared/http';
// Pure and stateless: bundled here rather than through the contract singleton, which carries TypeBox.
import { offlineTimeWins } from '../contract/reconcile';
import { openOfflineDb, type OfflineRecord } from './db';
import { getPendingRecords, updateRecord } from './records';

export const SYNC_MESSAGES = {
  error: 'Erro durante sincronização',
  success: (count: number) => `${count} registros sincronizados com sucesso`,
  discarded: 'Descartado: o servidor já possui um horário anterior',
} as const;

/** Links synced at the same time (the records of one link always go one after another). */
export const SYNC_CONCURRENCY = 8;

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

/**
 * Writes a record's outcome and the server's view of its link in one transaction. Relaxed
 * durability is safe here: if the mark is lost, the record is tried again and found on the server.
 */
async function settle(record: OfflineRecord, patch: Partial<OfflineRecord>, link: EventEmployee | undefined, linkPending: boolean): Promise<void> {
  const db = await openOfflineDb();
  const tx = db.transaction(['offlineRecords', 'eventEmployees'], 'readwrite', { durability: 'relaxed' });
  const current = await tx.objectStore('offlineRecords').get(record.id!);
  if (current) await tx.objectStore('offlineRecords').put({ ...current, ...patch, lastUpdatedAt: Date.now() });
  if (link) await tx.objectStore('eventEmployees').put({ ...link, syncStatus: linkPending ? 'PENDING' : 'SYNCED' });
  await tx.done;
}

type Outcome = { status: 'synced' | 'rejected'; link?: EventEmployee };

async function syncOne(record: OfflineRecord, serverLink: EventEmployee | undefined, linkPending: boolean): Promise<Outcome> {
  if (!serverLink) {
    await settle(record, { syncStatus: 'REJECTED', syncError: 'Vínculo do funcionário com o evento não encontrado no servidor' }, undefined, false);
    return { status: 'rejected' };
  }
  const local = record.type === 'checkin' ? record.checkinTime : record.checkoutTime;
  const server = record.type === 'checkin' ? serverLink.checkIn : serverLink.checkOut;
  // Already on the server (an earlier attempt committed but its answer was lost): nothing to send.
  if (sameInstant(local, server)) {
    await settle(record, { syncStatus: 'SYNCED', syncedAt: Date.now(), syncError: undefined }, serverLink, linkPending);
    return { status: 'synced', link: serverLink };
  }
  if (!offlineTimeWins(local, server)) {
    await settle(record, { syncStatus: 'REJECTED', syncError: SYNC_MESSAGES.discarded }, serverLink, linkPending);
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
  await settle(
    record,
    applied
      ? { syncStatus: 'SYNCED', syncedAt: Date.now(), syncError: undefined }
      : { syncStatus: 'REJECTED', syncError: result.discarded.join(' ') || SYNC_MESSAGES.discarded },
    result.eventEmployee,
    linkPending,
  );
  return { status: applied ? 'synced' : 'rejected', link: result.eventEmployee };
}

/** One pass over the PENDING records. Never throws for a record's failure; reports it. */
export async function syncPendingRecords(concurrency: number = SYNC_CONCURRENCY): Promise<SyncRunResult> {
  const records = await getPendingRecords();
  const result: SyncRunResult = { synced: 0, rejected: 0, pending: records.length, error: null };

  const byLink = new Map<number, OfflineRecord[]>();
  for (const r of records) byLink.set(r.eventEmployeeId, [...(byLink.get(r.eventEmployeeId) ?? []), r]);
  const queue = [...byLink.values()];

  // The server's links of each event, fetched once and kept current with each answer.
  const serverLinks = new Map<number, Promise<Map<number, EventEmployee>>>();
  const linksOf = (eventId: number): Promise<Map<number, EventEmployee>> => {
    let links = serverLinks.get(eventId);
    if (!links) {
      links = http.get<EventEmployee[]>(`/event-employees/event/${eventId}`, silent).then((list) => new Map(list.map((l) => [l.id, l])));
      links.catch(() => serverLinks.delete(eventId));
      serverLinks.set(eventId, links);
    }
    return links;
  };

  let stopped = false;
  const worker = async (): Promise<void> => {
    for (let group = queue.shift(); group && !stopped; group = queue.shift()) {
      for (let i = 0; i < group.length && !stopped; i++) {
        const record = group[i];
        try {
          const links = await linksOf(record.eventId);
          const outcome = await syncOne(record, links.get(record.eventEmployeeId), i < group.length - 1);
          if (outcome.link) links.set(outcome.link.id, outcome.link);
          if (outcome.status === 'synced') result.synced++;
          else result.rejected++;
          result.pending--;
        } catch (error) {
          if (isTransient(error)) {
            stopped = true;
            await updateRecord(record.id!, { attempts: (record.attempts ?? 0) + 1 });
            result.error = error instanceof Error ? error.message : String(error);
            return;
          }
          await updateRecord(record.id!, {
            syncStatus: 'REJECTED',
            syncError: error instanceof ApiError ? error.message : SYNC_MESSAGES.error,
          });
          result.rejected++;
          result.pending--;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}
