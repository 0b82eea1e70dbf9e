/**
 * An in-memory stand-in for the device's offline records, set as the staff store's `offlineSource`
 * in component tests: taps are "written" at once, held for UNDO_WINDOW_MS like the real ones, and
 * an undo succeeds while the hold lasts (or as the test says).
 */
import type { EventEmployee } from '@sge/shared/contract';
import { UNDO_WINDOW_MS, type OfflineRecord, type RecordInput } from '@sge/shared/offline';
import type { OfflineStaffSource } from '../features/event-staff/store';

export interface FakeStaffSource extends OfflineStaffSource {
  records: OfflineRecord[];
  saved: RecordInput[];
  undone: number[];
  /** What the next undo answers; by default true while the record's hold lasts. */
  undoAnswer: boolean | null;
  recordSaved: jest.Mock;
}

export function fakeStaffSource({ links = [], records = [] }: { links?: EventEmployee[]; records?: OfflineRecord[] } = {}): FakeStaffSource {
  let nextId = 1000;
  const source: FakeStaffSource = {
    records: [...records],
    saved: [],
    undone: [],
    undoAnswer: null,
    getLinks: async () => links,
    getRecords: async (eventId) => source.records.filter((r) => r.eventId === eventId),
    saveRecord: async (input) => {
      source.saved.push(input);
      const at = Date.now();
      const time = input.time ?? new Date(at).toISOString();
      const record: OfflineRecord = {
        id: nextId++,
        eventId: input.link.eventId,
        employeeId: input.link.employeeId,
        eventEmployeeId: input.link.id,
        eventDay: input.link.eventDay,
        type: input.type,
        checkinTime: input.type === 'checkin' ? time : null,
        checkoutTime: input.type === 'checkout' ? time : null,
        syncStatus: 'PENDING',
        timestamp: at,
        lastUpdatedAt: at,
        clientRecordId: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
        holdUntil: at + UNDO_WINDOW_MS,
      };
      source.records.push(record);
      return record;
    },
    recordSaved: jest.fn(),
    undoRecord: async (id) => {
      source.undone.push(id);
      const record = source.records.find((r) => r.id === id);
      const ok = source.undoAnswer ?? Boolean(record && (record.holdUntil ?? 0) > Date.now());
      if (ok) source.records = source.records.filter((r) => r.id !== id);
      return ok;
    },
  };
  return source;
}
