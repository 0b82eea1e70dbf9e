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

/** Reads the device's offline events once (IndexedDB, through @sge/shared/offline's own chunk). */
export function askOfflineEvents(): Promise<boolean> {
  asking ??= import('@sge/shared/offline')
    .then((offline) => offline.getOfflineEvents())
    .then(
      (events) => (known = events.length > 0),
      () => (known = false),
    );
  return asking;
}

/** The answer, when it has arrived; null before. */
export const knownOfflineEvents = (): boolean | null => known;

/** Records a newer answer (events were just prepared on this device). */
export function setKnownOfflineEvents(value: boolean): void {
  known = value;
}

/** Start sequence: signed in as a role the banner is for, ask now, while the splash is on. */
export function primeOfflineEventsCheck(): void {
  const { token, role } = useSessionStore.getState();
  if (token && sessionFlags(role).isCoordinatorOrAbove) void askOfflineEvents();
}

/** Tests: forget the answer. */
export function resetOfflineEventsCheck(): void {
  known = null;
  asking = null;
}
