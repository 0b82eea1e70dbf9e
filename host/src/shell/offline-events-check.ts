/**
 * Whether this device holds events for offline use, asked behind the splash (start sequence) for the
 * roles that work at the venue. The 'Prepare para uso offline' banner sits above the page: answered
 * only after the page had rendered, it pushed the whole page 160 px down under the user's finger on
 * a phone (Lighthouse: Cumulative Layout Shift 0.53 on the coordinator's /events). Known before the
 * layout's first render, the banner is there from the first frame, or never.
 */
import { sessionFlags } from '@sge/shared/access';
import { useSessionStore } from '@sge/shared/session';

let known: boolean | null = null;
let asking: Promise<boolean> | null = null;
/**
 * Bumped by every answer that supersedes the device read in flight ('Preparar' has just stored
 * events; a test starts over): a read that began before it must not write its older answer over it.
 */
let generation = 0;

/**
 * Reads the device's offline events (IndexedDB, through @sge/shared/offline's own chunk) again: a
 * page may have changed what it holds since the start.
 */
export function rereadOfflineEvents(): Promise<boolean> {
  const startedAt = generation;
  return import('@sge/shared/offline')
    .then((offline) => offline.getOfflineEvents())
    .then(
      (events) => events.length > 0,
      () => false,
    )
    .then((answer) => {
      if (startedAt !== generation) return known ?? answer;
      known = answer;
      return answer;
    });
}

/** Reads the device once, for the start sequence; later calls share that first read. */
export function askOfflineEvents(): Promise<boolean> {
  asking ??= rereadOfflineEvents();
  return asking;
}

/** The answer, when it has arrived; null before. */
export const knownOfflineEvents = (): boolean | null => known;

/** Records a newer answer (events were just prepared on this device); a read in flight keeps it. */
export function setKnownOfflineEvents(value: boolean): void {
  generation += 1;
  known = value;
}

/** Start sequence: signed in as a role the banner is for, ask now, while the splash is on. */
export function primeOfflineEventsCheck(): void {
  const { token, role } = useSessionStore.getState();
  if (token && sessionFlags(role).isCoordinatorOrAbove) void askOfflineEvents();
}

/** Tests: forget the answer. */
export function resetOfflineEventsCheck(): void {
  generation += 1;
  known = null;
  asking = null;
}
