/**
 * Sends the check-ins and check-outs kept on the device (SPEC §5, DESIGN.md §6 and §9). Records go
 * oldest first in batches of up to SYNC_BATCH_MAX through POST /event-employees/sync-offline/batch;
 * the server applies SPEC §5's rule, logs every record, and answers a verdict per record: applied
 * (SYNCED), discarded or refused (REJECTED, with its reason). An older server that answers 404 to the
 * batch path gets the same records one by one through PATCH /event-employees/{id}/sync-offline.
 *
 * A record leaves PENDING only for a verdict on the record itself. No answer, a timeout, a 5xx, a 429
 * and a 401/403 (the session, not the record) stop the run and leave every unsent record PENDING;
 * so does a signed-in user whose role may not check staff in (the records wait for one who may).
 * Nothing is ever deleted here.
 */
import type { EventEmployee, SyncBatchItemResult, SyncBatchRecord, SyncBatchResult, SyncOfflineResult } from '@sge/shared/contract';
import { ApiError, http } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { sessionFlags } from '@sge/shared/access';
import { openOfflineDb, type OfflineRecord } from './db';
import { takeSendableRecords, updateRecord } from './records';

export const SYNC_MESSAGES = {
  error: 'Erro durante sincronização',
  success: (count: number) => `${count} registros sincronizados com sucesso`,
  discarded: 'Descartado: o servidor já possui um horário anterior',
  sessionExpired: 'Sessão expirada: os registros continuam neste aparelho e serão enviados após o próximo login.',
  forbidden: 'Este usuário não pode enviar registros de presença: eles continuam neste aparelho até o login de quem pode.',
  notSignedIn: 'Faça login para enviar os registros deste aparelho.',
  batchRefused: 'O servidor recusou o lote de registros; eles continuam neste aparelho.',
  incomplete: 'O servidor não respondeu por todos os registros; os que faltaram continuam neste aparelho.',
} as const;

/** Records per batch request (the server's limit, SYNC_BATCH_MAX). */
export const SYNC_BATCH_SIZE = 500;

const BATCH_PATH = '/event-employees/sync-offline/batch';

export interface SyncRunResult {
  synced: number;
  rejected: number;
  /** Still PENDING: the run stopped, or the records wait out their undo hold. */
  pending: number;
  /** Why the run stopped, if it did. */
  error: string | null;
}

export interface SyncOptions {
  /** Send held records too (sign-out): the undo window ends now. */
  flush?: boolean;
}

/** Skip the session rules: a background sync never signs the user out or navigates. */
const quiet = { notifyError: false, silent: true, skipAuthRules: true } as const;

/** A failure about the session or the network, never about the record: the record stays PENDING. */
const isTransient = (e: unknown): boolean =>
  !(e instanceof ApiError) || e.status === 0 || e.status >= 500 || e.status === 429 || e.status === 401 || e.status === 403 || e.status === 408;

function stopMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return SYNC_MESSAGES.sessionExpired;
  if (error instanceof ApiError && error.status === 403) return SYNC_MESSAGES.forbidden;
  return error instanceof Error ? error.message : String(error);
}

/** Whether the signed-in user may send check-ins (admin, manager, coordinator); else why not. */
function senderBlocked(): string | null {
  const { token, role } = useSessionStore.getState();
  if (!token) return SYNC_MESSAGES.notSignedIn;
  return sessionFlags(role).isCoordinatorOrAbove ? null : SYNC_MESSAGES.forbidden;
}

const toBatchRecord = (record: OfflineRecord, sentAt: string): SyncBatchRecord => ({
  clientRecordId: record.clientRecordId!,
  eventEmployeeId: record.eventEmployeeId,
  eventId: record.eventId,
  employeeId: record.employeeId,
  checkinTime: record.checkinTime,
  checkoutTime: record.checkoutTime,
  deviceSentAt: sentAt,
  clockOffsetMs: record.clockOffsetMs ?? null,
  recordedBy: record.recordedBy ?? null,
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
});

interface Verdict {
  record: OfflineRecord;
  outcome: SyncBatchItemResult['outcome'];
  reason: string | null;
  link: EventEmployee | null;
}

/**
 * Writes a batch's verdicts and the server's view of their links in one transaction. A link with a
 * record still PENDING on the device (`laterInRun`, or a tap made meanwhile) keeps showing the
 * device's value. The records were taken by this run (out of their hold, so no undo can touch them),
 * so they are written as they are, without reading them again. Relaxed durability is safe: if a mark
 * is lost the record is sent again and the server answers its first verdict.
 */
async function settle(verdicts: Verdict[], laterInRun: ReadonlySet<number>, laterCount: number): Promise<void> {
  if (verdicts.length === 0) return;
  const db = await openOfflineDb();
  const tx = db.transaction(['offlineRecords', 'eventEmployees'], 'readwrite', { durability: 'relaxed' });
  const records = tx.objectStore('offlineRecords');
  const links = tx.objectStore('eventEmployees');
  const now = Date.now();
  const writes: Promise<unknown>[] = verdicts.map(({ record, outcome, reason }) =>
    records.put(
      outcome === 'applied'
        ? { ...record, syncStatus: 'SYNCED', syncedAt: now, syncError: undefined, syncOutcome: undefined, lastUpdatedAt: now }
        : { ...record, syncStatus: 'REJECTED', syncError: reason ?? SYNC_MESSAGES.discarded, syncOutcome: outcome, lastUpdatedAt: now },
    ),
  );
  await Promise.all(writes);
  // Other PENDING records than this run's later ones (new taps, records still in their hold): read which links they are on.
  let stillPending: ReadonlySet<number> = laterInRun;
  if ((await records.index('syncStatus').count('PENDING')) > laterCount) {
    stillPending = new Set((await records.index('syncStatus').getAll('PENDING')).map((r) => r.eventEmployeeId));
  }
  const latest = new Map<number, EventEmployee>();
  for (const { link } of verdicts) if (link) latest.set(link.id, link);
  const onDevice = new Set(await links.getAllKeys());
  await Promise.all([...latest.values()].filter((link) => onDevice.has(link.id) && !stillPending.has(link.id)).map((link) => links.put({ ...link, syncStatus: 'SYNCED' })));
  await tx.done;
}

/** One batch through the batch call. Throws ApiError (404 = an older server). */
async function sendBatch(batch: OfflineRecord[]): Promise<Verdict[]> {
  const sentAt = new Date().toISOString();
  const answer = await http.post<SyncBatchResult>(BATCH_PATH, { records: batch.map((r) => toBatchRecord(r, sentAt)) }, quiet);
  const byId = new Map(answer.results.map((r) => [r.clientRecordId, r]));
  return batch.flatMap((record) => {
    const result = byId.get(record.clientRecordId!);
    return result ? [{ record, outcome: result.outcome, reason: result.reason, link: result.eventEmployee }] : [];
  });
}

/** One record through the per-link call of older servers. Throws on a failure that is not a verdict. */
async function sendOne(record: OfflineRecord): Promise<Verdict> {
  try {
    const result = await http.patch<SyncOfflineResult>(
      `/event-employees/${record.eventEmployeeId}/sync-offline`,
      {
        eventId: record.eventId,
        employeeId: record.employeeId,
        shouldUpdateCheckin: record.type === 'checkin',
        shouldUpdateCheckout: record.type === 'checkout',
        checkinTime: record.checkinTime,
        checkoutTime: record.checkoutTime,
        localRecord: toBatchRecord(record, new Date().toISOString()).localRecord,
      },
      quiet,
    );
    const applied = record.type === 'checkin' ? result.checkinApplied : result.checkoutApplied;
    return { record, outcome: applied ? 'applied' : 'discarded', reason: applied ? null : result.discarded.join(' ') || SYNC_MESSAGES.discarded, link: result.eventEmployee };
  } catch (error) {
    if (isTransient(error)) throw error;
    // 400, 404, 409: the server's verdict on this record (bad data, no such link, finalized event).
    return { record, outcome: 'refused', reason: error instanceof ApiError ? error.message : SYNC_MESSAGES.error, link: null };
  }
}

let batchUnsupported = false;

/** One pass over the records that may be sent now. Never throws for a record's failure; reports it. */
export async function syncPendingRecords(options: SyncOptions = {}): Promise<SyncRunResult> {
  const blocked = senderBlocked();
  const records = blocked ? [] : await takeSendableRecords({ flush: options.flush });
  const result: SyncRunResult = { synced: 0, rejected: 0, pending: records.length, error: blocked };
  const count = (verdicts: Verdict[]): void => {
    for (const v of verdicts) {
      if (v.outcome === 'applied') result.synced++;
      else result.rejected++;
      result.pending--;
    }
  };
  /** The links that still have records after position `end` of this run. */
  const linksAfter = (end: number): Set<number> => new Set(records.slice(end).map((r) => r.eventEmployeeId));

  // The next batch goes out while the previous one's verdicts are written on the device (batches
  // still reach the server one after another, so each link's records apply in order).
  let settling: Promise<void> = Promise.resolve();
  try {
    for (let start = 0; start < records.length; start += SYNC_BATCH_SIZE) {
      const end = Math.min(records.length, start + SYNC_BATCH_SIZE);
      const batch = records.slice(start, end);
      if (!batchUnsupported) {
        try {
          const verdicts = await sendBatch(batch);
          await settling;
          settling = settle(verdicts, linksAfter(end), records.length - end);
          count(verdicts);
          if (verdicts.length < batch.length) {
            // Records the answer left out stay PENDING; stop rather than send them again at once.
            result.error = SYNC_MESSAGES.incomplete;
            return result;
          }
          continue;
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) {
            await Promise.all(batch.map((r) => updateRecord(r.id!, { attempts: (r.attempts ?? 0) + 1 })));
            result.error = error instanceof ApiError && error.status === 400 ? SYNC_MESSAGES.batchRefused : stopMessage(error);
            return result;
          }
          batchUnsupported = true;
        }
      }
      // An older server: one call per record, each link's records in order.
      for (let i = start; i < end; i++) {
        const record = records[i];
        try {
          const verdict = await sendOne(record);
          await settling;
          settling = settle([verdict], linksAfter(i + 1), records.length - i - 1);
          count([verdict]);
        } catch (error) {
          await updateRecord(record.id!, { attempts: (record.attempts ?? 0) + 1 });
          result.error = stopMessage(error);
          return result;
        }
      }
    }
    return result;
  } finally {
    await settling;
  }
}

/** For tests: forget that the server lacked the batch call. */
export function resetBatchSupport(): void {
  batchUnsupported = false;
}
