import { useEffect, useState } from 'react';
import { UiProvider } from '@sge/shared/ui';
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
  return (
    <UiProvider>
      <BrowserRouter>
        <NavigatorBridge />
        <AppErrorBoundary>
          <Startup onReady={() => setReady(true)} />
          {ready && <Shell />}
          {ready && <PwaController />}
        </AppErrorBoundary>
        <NotificationSnackbar />
        <GlobalLoadingDialog />
      </BrowserRouter>
    </UiProvider>
  );
}
