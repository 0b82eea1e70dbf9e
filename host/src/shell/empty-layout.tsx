import { lazy, type ReactNode } from 'react';
import { Box } from '@sge/shared/ui';
import { useGateScreen } from './gate-screen';
import { Optional } from './optional';

// Loaded only when offline: it reads the sync state from the offline entry.
const OfflineBanner = lazy(() => import('./offline-banner'));
const SyncManagerCard = lazy(() => import('./sync-manager-card'));
const SyncStatusLine = lazy(() => import('./sync-status-line').then((m) => ({ default: m.SyncStatusLine })));

/** The empty layout: no top bar, menu or footer (SPEC §2). Offline it shows the 'Modo Offline Ativo' banner. */
export function EmptyLayout({ children, offline = false, showSync = false }: { children: ReactNode; offline?: boolean; showSync?: boolean }) {
  const gate = useGateScreen();
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      {offline && (
        <Optional>
          <OfflineBanner compact={gate} />
        </Optional>
      )}
      <Box as="main" id="main-content" flex="1" p={{ base: 3, md: 6 }}>
        {offline && showSync && <Optional>{gate ? <SyncStatusLine /> : <SyncManagerCard />}</Optional>}
        {children}
      </Box>
    </Box>
  );
}
