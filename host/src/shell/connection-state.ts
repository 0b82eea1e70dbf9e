/** The connection chip's state and labels (SPEC §4), shared by the chip and the gate screen's status line. */
export type ConnectionState = 'syncing' | 'offline' | 'pending' | 'online';

/** SPEC §4 chip labels, in priority order. */
export const CHIP_LABELS: Record<ConnectionState, string> = {
  syncing: 'Sincronizando',
  offline: 'Offline',
  pending: 'Pendente',
  online: 'Online',
};

export function connectionState(online: boolean, syncing: boolean, pending: number): ConnectionState {
  if (syncing) return 'syncing';
  if (!online) return 'offline';
  if (pending > 0) return 'pending';
  return 'online';
}
