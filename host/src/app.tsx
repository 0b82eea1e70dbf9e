import { startTransition, useEffect, useState } from 'react';
import { UiProvider, loadMotionWhenIdle } from '@sge/shared/ui';
import { BrowserRouter, setNavigator, useNavigate } from '@sge/shared/router';
import { AppErrorBoundary } from './shell/error-boundary';
import { Startup } from './shell/startup';
import { Shell } from './shell/shell';
import { NotificationSnackbar } from './shell/notification-snackbar';
import { GlobalLoadingDialog } from './shell/global-loading-dialog';
import { PwaController } from './pwa/pwa-controller';

/** Registers the router's navigate for code outside React (the http client). */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  return null;
}

export function App() {
  const [ready, setReady] = useState(false);
  // Motion (framer-motion) is not part of the first screen: it loads once the shell is up and idle.
  useEffect(() => (ready ? loadMotionWhenIdle() : undefined), [ready]);
  return (
    <UiProvider>
      <BrowserRouter>
        <NavigatorBridge />
        <AppErrorBoundary>
          {/* Mounting the shell is time-sliced (a transition), so it never blocks the main thread long. */}
          <Startup onReady={() => startTransition(() => setReady(true))} />
          {ready && <Shell />}
          {ready && <PwaController />}
        </AppErrorBoundary>
        <NotificationSnackbar />
        <GlobalLoadingDialog />
      </BrowserRouter>
    </UiProvider>
  );
}
