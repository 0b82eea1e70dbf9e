import { useEffect, useRef } from 'react';
import { useSyncStatusStore } from '@sge/shared/offline';

/**
 * Calls `reload` when a sync run ends having reached the server (it succeeded, or it sent some
 * records before stopping), so the screen shows the server's state instead of the device's.
 */
export function useReloadAfterSync(reload: () => void): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });

  useEffect(() => {
    let before: { lastSuccessAt: number | null; pending: number } | null = null;
    return useSyncStatusStore.subscribe((state, prev) => {
      if (state.phase === 'syncing' && prev.phase !== 'syncing') {
        before = { lastSuccessAt: prev.lastSuccessAt, pending: prev.pending };
        return;
      }
      if (state.phase !== 'idle' || prev.phase !== 'syncing') return;
      const start = before ?? { lastSuccessAt: prev.lastSuccessAt, pending: prev.pending };
      before = null;
      if (state.lastSuccessAt !== start.lastSuccessAt || state.pending < start.pending) latest.current();
    });
  }, []);
}
