import { Badge } from '@sge/shared/ui';
import { useSyncStatusStore } from '@sge/shared/offline';
import { useOnlineStatus } from '../hooks/use-online-status';
import { CHIP_LABELS, connectionState, type ConnectionState } from './connection-state';

export { CHIP_LABELS, connectionState, type ConnectionState };

const COLORS: Record<ConnectionState, { bg: string; color: string }> = {
  syncing: { bg: 'blue.100', color: 'blue.900' },
  offline: { bg: 'gray.200', color: 'gray.900' },
  pending: { bg: 'orange.100', color: 'orange.900' },
  online: { bg: 'green.100', color: 'green.900' },
};

/** The online/offline chip of the top bar, with the sync state (SPEC §4). */
export function ConnectionChip() {
  const online = useOnlineStatus();
  const syncing = useSyncStatusStore((s) => s.phase === 'syncing');
  const pending = useSyncStatusStore((s) => s.pending);
  const state = connectionState(online, syncing, pending);
  const label = state === 'pending' ? `${CHIP_LABELS.pending} (${pending})` : CHIP_LABELS[state];
  return (
    <Badge role="status" aria-live="polite" px={2} py={1} borderRadius="full" flexShrink={0} data-testid="connection-chip" data-state={state} {...COLORS[state]}>
      {label}
    </Badge>
  );
}
