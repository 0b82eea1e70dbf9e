import { useEffect } from 'react';
import { UiProvider, loadMotionWhenIdle } from '@sge/shared/ui';
import { AppErrorBoundary } from './error-boundary';
import { Shell } from './shell';
import { NotificationSnackbar } from './notification-snackbar';
import { GlobalLoadingDialog } from './global-loading-dialog';

/**
 * Everything that renders with Chakra: the shell (layouts, pages), the snackbar and the global
 * loading dialog. A chunk of its own, loaded by the app only when needed (see app.tsx), so the
 * signed-out /login never loads Chakra, emotion or the theme until the user acts on it.
 */
export default function RichApp({ shell }: { shell: boolean }) {
  // Motion (framer-motion) is not part of the first screen: it loads once the shell is up and idle.
  useEffect(() => loadMotionWhenIdle(), []);
  // Load now what the shell shows when the connection drops, while it still can be fetched (here, not
  // at sign-in: the venue path leaves the Chakra part for when the browser is idle).
  useEffect(() => {
    void import('./offline-banner');
    void import('./sync-manager-card');
  }, []);
  return (
    <UiProvider>
      {shell && (
        <AppErrorBoundary>
          <Shell />
        </AppErrorBoundary>
      )}
      <NotificationSnackbar />
      <GlobalLoadingDialog />
    </UiProvider>
  );
}
