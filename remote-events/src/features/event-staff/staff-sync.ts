/**
 * How the check-ins and check-outs recorded on this device (offline records, SPEC §3) read on the
 * day's staff list: a PENDING record shows its time on the row until the server has it, and a
 * REJECTED one says why it was discarded (SPEC §5), so nothing recorded at the venue goes unseen.
 */
import type { EventEmployee } from '@sge/shared/contract';
import type { OfflineRecord } from '@sge/shared/offline';

export type CheckField = 'checkIn' | 'checkOut';

export const fieldOf = (record: Pick<OfflineRecord, 'type'>): CheckField => (record.type === 'checkin' ? 'checkIn' : 'checkOut');

const timeOf = (record: OfflineRecord): string | null => (record.type === 'checkin' ? record.checkinTime : record.checkoutTime);

const byTimestamp = (a: OfflineRecord, b: OfflineRecord): number => a.timestamp - b.timestamp || (a.id ?? 0) - (b.id ?? 0);

/** The links as the device knows them: each PENDING record applied over the server's (or local) copy. */
export function applyPendingRecords(links: EventEmployee[], records: OfflineRecord[]): EventEmployee[] {
  const pending = records.filter((r) => r.syncStatus === 'PENDING').sort(byTimestamp);
  if (pending.length === 0) return links;
  const byLink = new Map<number, OfflineRecord[]>();
  for (const r of pending) byLink.set(r.eventEmployeeId, [...(byLink.get(r.eventEmployeeId) ?? []), r]);
  return links.map((link) => {
    const own = byLink.get(link.id);
    if (!own) return link;
    let next: EventEmployee = { ...link, syncStatus: 'PENDING' };
    for (const r of own) {
      const time = timeOf(r);
      if (time) next = { ...next, [fieldOf(r)]: time };
    }
    return next;
  });
}

/** A discarded record, as its row shows it. */
export interface RejectedCheck {
  id: number;
  field: CheckField;
  /** The time recorded on the device. */
  time: string | null;
  reason: string;
}

/** What a row shows about its offline records. */
export interface RowSyncState {
  /** The fields whose value is still waiting to reach the server. */
  pending: Record<CheckField, boolean>;
  rejected: RejectedCheck[];
}

const NOTHING: RowSyncState = { pending: { checkIn: false, checkOut: false }, rejected: [] };

/** The sync state of each link with offline records (or a PENDING local copy), by link id. */
export function rowSyncStates(links: EventEmployee[], records: OfflineRecord[]): Map<number, RowSyncState> {
  const states = new Map<number, RowSyncState>();
  const stateOf = (id: number): RowSyncState => {
    let state = states.get(id);
    if (!state) {
      state = { pending: { checkIn: false, checkOut: false }, rejected: [] };
      states.set(id, state);
    }
    return state;
  };
  for (const r of [...records].sort(byTimestamp)) {
    if (r.syncStatus === 'PENDING') stateOf(r.eventEmployeeId).pending[fieldOf(r)] = true;
    else if (r.syncStatus === 'REJECTED') {
      stateOf(r.eventEmployeeId).rejected.push({ id: r.id ?? r.timestamp, field: fieldOf(r), time: timeOf(r), reason: r.syncError ?? '' });
    }
  }
  // A local copy marked PENDING whose record was not read: show its latest value as pending.
  for (const link of links) {
    if (link.syncStatus !== 'PENDING') continue;
    const state = stateOf(link.id);
    if (!state.pending.checkIn && !state.pending.checkOut) {
      if (link.checkOut) state.pending.checkOut = true;
      else if (link.checkIn) state.pending.checkIn = true;
    }
  }
  return states;
}

export const syncStateOf = (states: Map<number, RowSyncState>, id: number): RowSyncState => states.get(id) ?? NOTHING;
