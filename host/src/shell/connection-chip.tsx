import { useSyncStatusStore } from '@sge/shared/offline';
import { useOnlineStatus } from '../hooks/use-online-status';
import { CHIP_LABELS, connectionState, type ConnectionState } from './connection-state';

export { CHIP_LABELS, connectionState, type ConnectionState };

/** The online/offline chip of the top bar, with the sync state (SPEC §4). Light: index.html's sheet. */
export function ConnectionChip() {
  const online = useOnlineStatus();
  const syncing = useSyncStatusStore((s) => s.phase === 'syncing');
  const pending = useSyncStatusStore((s) => s.pending);
  const state = connectionState(online, syncing, pending);
  return (
    <span className="sge-fs-chip" role="status" aria-live="polite" data-testid="connection-chip" data-state={state}>
      {state === 'pending' ? `${CHIP_LABELS.pending} (${pending})` : CHIP_LABELS[state]}
    </span>
  );
}
