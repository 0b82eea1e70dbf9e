/**
 * The device's clock against the server's (DESIGN.md §9). Every successful /api answer carries the
 * server's time; the offset (server minus device, ms) measured at the last successful call is kept
 * here and on the device (localStorage), so records made offline later still know how far the
 * device clock was off, and the sync card can warn the coordinator.
 */
import { create } from 'zustand';

const STORAGE_KEY = 'sge:server-clock';

/** Beyond this the sync card warns that the device clock is off (2 minutes). */
export const CLOCK_WARNING_MS = 2 * 60 * 1000;

export interface ServerClockState {
  /** Server clock minus device clock, in ms; null until a call has measured it. */
  offsetMs: number | null;
  /** Device time of that measurement. */
  measuredAt: number | null;
}

function readStored(): ServerClockState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { offsetMs, measuredAt } = parsed as Record<string, unknown>;
      if (typeof offsetMs === 'number' && Number.isFinite(offsetMs) && typeof measuredAt === 'number') return { offsetMs, measuredAt };
    }
  } catch {
    // Unreadable or no storage: not measured yet.
  }
  return { offsetMs: null, measuredAt: null };
}

export const useServerClockStore = create<ServerClockState>()(() => readStored());

/**
 * Learns the offset from one answer: the server stamped it somewhere between sending and receiving,
 * so the midpoint of the round trip is the device's best reading of that instant.
 */
export function learnServerClock(header: string | null, sentAt: number, receivedAt: number): void {
  if (!header) return;
  const serverMs = Number(header);
  if (!Number.isFinite(serverMs) || serverMs <= 0) return;
  const offsetMs = Math.round(serverMs - (sentAt + receivedAt) / 2);
  // Every answer measures it: keep a new reading only when it moved or the last one is a minute old,
  // so a busy screen does not write to storage and wake subscribers on each call.
  const last = useServerClockStore.getState();
  if (last.offsetMs !== null && last.measuredAt !== null && Math.abs(offsetMs - last.offsetMs) < 1000 && receivedAt - last.measuredAt < 60_000) return;
  const state: ServerClockState = { offsetMs, measuredAt: receivedAt };
  useServerClockStore.setState(state);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or denied: the in-memory value still serves this page.
  }
}

/** The last measured offset (server − device, ms), or null. */
export const clockOffsetMs = (): number | null => useServerClockStore.getState().offsetMs;

const amount = (ms: number): string => {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

/**
 * The pt-BR warning for an offset beyond CLOCK_WARNING_MS, or null when the clock is close enough
 * (or never measured). A negative offset means the device is ahead of the server.
 */
export function describeClockSkew(offsetMs: number | null): string | null {
  if (offsetMs === null || Math.abs(offsetMs) <= CLOCK_WARNING_MS) return null;
  const direction = offsetMs < 0 ? 'adiantado' : 'atrasado';
  return `O relógio deste aparelho está ${amount(offsetMs)} ${direction} em relação ao servidor`;
}
