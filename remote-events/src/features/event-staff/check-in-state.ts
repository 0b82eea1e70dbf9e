/**
 * How the coordinator's check-in screen reads a day's staff: each person's state (absent, present,
 * left, waiting on the device, discarded), the day's counters, and the search (part of the name,
 * accents and case ignored, or CPF digits when the link carries a document). Pure functions, so
 * the 1,000-person day is computed once per change and each card gets only primitives.
 */
import type { EventEmployee } from '@sge/shared/contract';
import { formatLocalTime as formatTime } from '@sge/shared/format/plain';
import type { OfflineRecord } from '@sge/shared/offline';
import { linkName } from './staff-values';

export type Presence = 'absent' | 'present' | 'left';

/** In and not out: present; out: left; not in: absent. */
export const presenceOf = (link: Pick<EventEmployee, 'checkIn' | 'checkOut'>): Presence =>
  link.checkOut ? 'left' : link.checkIn ? 'present' : 'absent';

export type PresenceFilter = 'all' | Presence;

export const PRESENCE_FILTERS: { value: PresenceFilter; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'absent', label: 'Ausentes' },
  { value: 'present', label: 'Presentes' },
  { value: 'left', label: 'Saíram' },
];

/** What the device's own records say about one link. */
export interface DeviceSync {
  /** A record of this link is still on the device, waiting to be sent. */
  pending: boolean;
  /** The link's latest record was refused or discarded by the server: its pt-BR reason. */
  rejectedReason: string | null;
  /**
   * The server keeps another time than this device's latest sent record (another device's earlier
   * time won): that time, ISO.
   */
  otherDeviceTime: string | null;
}

export const NO_DEVICE_SYNC: DeviceSync = { pending: false, rejectedReason: null, otherDeviceTime: null };

const recordTime = (r: OfflineRecord): string | null => (r.type === 'checkin' ? r.checkinTime : r.checkoutTime);

const sameInstant = (a: string, b: string): boolean => Math.abs(Date.parse(a) - Date.parse(b)) < 1000;

/** Strips a leading 'Descartado:' from a reason: the badge already says it. */
const reasonText = (reason: string | undefined): string => (reason ?? '').replace(/^Descartado:\s*/i, '') || 'motivo não informado';

/** The device state of each link that has records, by link id. */
export function deviceSyncOf(links: EventEmployee[], records: OfflineRecord[]): Map<number, DeviceSync> {
  const byLink = new Map<number, OfflineRecord[]>();
  for (const r of records) {
    const list = byLink.get(r.eventEmployeeId);
    if (list) list.push(r);
    else byLink.set(r.eventEmployeeId, [r]);
  }
  const result = new Map<number, DeviceSync>();
  for (const link of links) {
    const own = byLink.get(link.id);
    if (!own) {
      if (link.syncStatus === 'PENDING') result.set(link.id, { ...NO_DEVICE_SYNC, pending: true });
      continue;
    }
    const pending = own.some((r) => r.syncStatus === 'PENDING');
    const settled = own.filter((r) => r.syncStatus !== 'PENDING').sort((a, b) => a.timestamp - b.timestamp || (a.id ?? 0) - (b.id ?? 0));
    const latest = settled[settled.length - 1];
    let rejectedReason: string | null = null;
    let otherDeviceTime: string | null = null;
    if (latest && !pending) {
      if (latest.syncStatus === 'REJECTED') rejectedReason = reasonText(latest.syncError);
      const mine = recordTime(latest);
      const server = latest.type === 'checkin' ? link.checkIn : link.checkOut;
      if (mine && server && !sameInstant(mine, server)) otherDeviceTime = server;
    }
    result.set(link.id, { pending: pending || link.syncStatus === 'PENDING', rejectedReason, otherDeviceTime });
  }
  return result;
}

/** The card's state badge: what a coordinator needs to know at a glance. */
export function stateBadgeText(link: Pick<EventEmployee, 'checkIn' | 'checkOut'>, sync: DeviceSync): string {
  if (sync.pending) return 'Pendente de envio';
  if (sync.rejectedReason !== null) return 'Descartado';
  if (link.checkOut) return `Saiu às ${formatTime(link.checkOut)}`;
  if (link.checkIn) return `Presente desde ${formatTime(link.checkIn)}`;
  return 'Ausente';
}

/** 'Outro aparelho registrou 08:00'. */
export const otherDeviceText = (time: string): string => `Outro aparelho registrou ${formatTime(time)}`;

export interface DayCounters {
  scheduled: number;
  present: number;
  left: number;
  absent: number;
  pending: number;
}

export function countDay(links: EventEmployee[], sync: Map<number, DeviceSync>): DayCounters {
  const counters: DayCounters = { scheduled: links.length, present: 0, left: 0, absent: 0, pending: 0 };
  for (const link of links) {
    counters[presenceOf(link)] += 1;
    if (sync.get(link.id)?.pending) counters.pending += 1;
  }
  return counters;
}

/** 'Escalados: 3 · Presentes: 1 · Saíram: 1 · Ausentes: 1 · Pendentes de envio: 0'. */
export const countersText = (c: DayCounters): string =>
  `Escalados: ${c.scheduled} · Presentes: ${c.present} · Saíram: ${c.left} · Ausentes: ${c.absent} · Pendentes de envio: ${c.pending}`;

/**
 * The same counters on one line of a phone's header, abbreviated: 'Esc 3 · Pres 1 · Saí 1 · Aus 1 · Pend 0'.
 * Shown hidden from assistive technology, which reads `countersText` (the full names) instead.
 */
export const countersShort = (c: DayCounters): string =>
  `Esc ${c.scheduled} · Pres ${c.present} · Saí ${c.left} · Aus ${c.absent} · Pend ${c.pending}`;

/** Lower case, accents stripped (NFD), spaces collapsed: 'João  Conceição' → 'joao conceicao'. */
export const normalizeName = (value: string): string =>
  value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();

const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/**
 * The link's document (CPF), if the server sends one. The contract's EventEmployee has no such
 * field today; `employeeDocument` or `cpf` are read when present so the search works once it does.
 */
function documentOf(link: EventEmployee): string {
  const extra = link as EventEmployee & { employeeDocument?: string | null; cpf?: string | null };
  return onlyDigits(extra.employeeDocument ?? extra.cpf ?? '');
}

/** Precomputed once per link: the normalized names and the document's digits. */
export interface SearchKey {
  name: string;
  digits: string;
}

export const searchKeyOf = (link: EventEmployee): SearchKey => ({
  name: normalizeName(`${linkName(link)} ${link.employeeName}`),
  digits: documentOf(link),
});

/** A typed query, read once per keystroke. */
export interface SearchQuery {
  name: string;
  /** Digits only when the query is digits and punctuation (a CPF being typed). */
  digits: string | null;
}

export function parseQuery(raw: string): SearchQuery {
  const trimmed = raw.trim();
  const isDocument = /\d/.test(trimmed) && /^[\d.\-/\s]+$/.test(trimmed);
  return { name: normalizeName(trimmed), digits: isDocument ? onlyDigits(trimmed) : null };
}

export function matchesQuery(key: SearchKey, query: SearchQuery): boolean {
  if (query.digits !== null) return key.digits !== '' && key.digits.includes(query.digits);
  return key.name.includes(query.name);
}
