/**
 * Badge scanning on the check-in screen (issue 13), as pure functions: which link of the chosen day
 * a badge belongs to (by the SHA-256 hashes of the event the screen holds — the server's GET
 * /events/:id or the device copy — never the code), what its scan does next (check-in, check-out,
 * ask first, already out), and the guard that ignores the same badge read again within 3 s.
 */
import type { Event, EventEmployee } from '@sge/shared/contract';

/** What a scanned or typed text hashes to (`hashBadgeInput` of `@sge/shared/badges`). */
export interface HashedBadge {
  kind: 'code' | 'short';
  hash: string;
}

/** The event fields a scan is matched against. */
export type BadgeSource = Pick<Event, 'eventDays' | 'replacedBadgeHashes'>;

/** One person of one day, as the event's days list them: `linkId` is the event-employee link's id. */
export interface BadgeHolder {
  linkId: number;
  employeeId: number;
  name: string;
}

interface DayBadges {
  code: Map<string, BadgeHolder>;
  short: Map<string, BadgeHolder>;
}

/** The event's badge hashes, by day, built once per event. */
export interface BadgeIndex {
  days: Map<string, DayBadges>;
  replaced: Set<string>;
}

export function buildBadgeIndex(event: BadgeSource): BadgeIndex {
  const days = new Map<string, DayBadges>();
  for (const day of event.eventDays) {
    const badges: DayBadges = { code: new Map(), short: new Map() };
    for (const e of day.employees) {
      const holder: BadgeHolder = { linkId: e.id, employeeId: e.employeeId, name: e.name };
      if (e.badgeHash) badges.code.set(e.badgeHash, holder);
      if (e.badgeShortHash) badges.short.set(e.badgeShortHash, holder);
    }
    days.set(day.date, badges);
  }
  return { days, replaced: new Set(event.replacedBadgeHashes ?? []) };
}

export type BadgeMatch =
  | { status: 'found'; holder: BadgeHolder }
  /** A current badge of the event, but not of someone working the chosen day. */
  | { status: 'notScheduled' }
  /** A code that was replaced by a new badge ('Gerar novo crachá'). */
  | { status: 'replaced' }
  | { status: 'unknown' };

/** Finds a badge among the chosen day's staff (a full code by `badgeHash`, a short code by `badgeShortHash`). */
export function matchBadge(index: BadgeIndex, day: string, badge: HashedBadge): BadgeMatch {
  const holder = index.days.get(day)?.[badge.kind].get(badge.hash);
  if (holder) return { status: 'found', holder };
  for (const [date, badges] of index.days) {
    if (date !== day && badges[badge.kind].has(badge.hash)) return { status: 'notScheduled' };
  }
  if (index.replaced.has(badge.hash)) return { status: 'replaced' };
  return { status: 'unknown' };
}

/** The store's link of a holder: by link id, or by employee and day when the ids differ. */
export function linkOfHolder(links: EventEmployee[], holder: BadgeHolder, day: string): EventEmployee | undefined {
  return links.find((l) => l.id === holder.linkId) ?? links.find((l) => l.employeeId === holder.employeeId && l.eventDay === day);
}

/** A check-out this soon after the check-in asks first (a second scan by mistake). */
export const QUICK_CHECKOUT_MS = 60_000;

export type ScanAction =
  | { kind: 'checkin' }
  | { kind: 'checkout' }
  /** In less than QUICK_CHECKOUT_MS ago: 'Registrar saída de …? A entrada foi há menos de 1 minuto.' */
  | { kind: 'confirmCheckout' }
  /** Already out: nothing to record. `time` is the check-out, ISO. */
  | { kind: 'alreadyOut'; time: string };

/** Not in → check-in; in and not out → check-out (asking first within a minute); out → already out. */
export function nextScanAction(link: Pick<EventEmployee, 'checkIn' | 'checkOut'>, now: number = Date.now()): ScanAction {
  if (link.checkOut) return { kind: 'alreadyOut', time: link.checkOut };
  if (!link.checkIn) return { kind: 'checkin' };
  const since = now - Date.parse(link.checkIn);
  return since >= 0 && since < QUICK_CHECKOUT_MS ? { kind: 'confirmCheckout' } : { kind: 'checkout' };
}

/** The same badge read again within this time is ignored. */
export const REPEAT_WINDOW_MS = 3_000;

/**
 * Tells whether a read should be handled: false for the same badge read again within `windowMs`
 * of its last read. The window counts from the last read, so a badge held in front of the camera
 * is handled once, however long it stays there.
 */
export function createRepeatGuard(windowMs: number = REPEAT_WINDOW_MS, now: () => number = Date.now): (key: string) => boolean {
  const lastRead = new Map<string, number>();
  return (key) => {
    const at = now();
    for (const [k, t] of lastRead) if (at - t >= windowMs) lastRead.delete(k);
    const repeated = lastRead.has(key);
    lastRead.set(key, at);
    return !repeated;
  };
}
