import { Component, Suspense, lazy, startTransition, useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, setNavigator, useLocation, useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { useLoadingDialogStore, useNotificationStore } from '@sge/shared/notify';
import { Startup } from './shell/startup';
import { PwaController } from './pwa/pwa-controller';
import { useOnlineStatus } from './hooks/use-online-status';
import LoginPage from './pages/login-page';

/** The Chakra part of the app (shell, snackbar, loading dialog): its own chunk, see rich-app.tsx. */
export const loadRichApp = () => import('./shell/rich-app');
const RichApp = lazy(loadRichApp);

/** Events that mean a user is acting on the lean /login screen: the rest of the UI is then loaded. */
export const RICH_APP_TRIGGERS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Keeps a failed load of the Chakra part from taking the page down: behind the lean /login it is
 * left out (the form still signs in); otherwise a plain error with a reload is shown.
 */
class RichAppBoundary extends Component<{ quiet: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <div className="sge-splash" role="alert">
        <h1>Ocorreu um erro na aplicação</h1>
        <button type="button" className="sge-btn" onClick={() => window.location.reload()}>
          Tentar novamente
        </button>
      </div>
    );
  }
}

/** Registers the router's navigate for code outside React (the http client). */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  return null;
}

/**
 * Whether the Chakra part is wanted while the lean /login shows: from the first user action, or as
 * soon as something must show a snackbar or the loading dialog. Once wanted it stays.
 */
function useRichAppWanted(lean: boolean): boolean {
  const [wanted, setWanted] = useState(!lean);
  const notified = useNotificationStore((s) => s.queue.length > 0);
  const loading = useLoadingDialogStore((s) => s.open);
  useEffect(() => {
    if (!lean) setWanted(true);
  }, [lean]);
  useEffect(() => {
    if (notified || loading) setWanted(true);
  }, [notified, loading]);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of RICH_APP_TRIGGERS) window.addEventListener(type, want, { capture: true, passive: true, once: true });
    return () => {
      for (const type of RICH_APP_TRIGGERS) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);
  return wanted || !lean;
}

/**
 * Signed out and online, /login is the lean screen: plain elements and the static sheet of
 * index.html, no Chakra. Every other page renders inside the Chakra part (RichApp), which the
 * lean screen loads on the first user action (or a notification), before the sign-in needs it.
 */
export function AppMain() {
  const { pathname } = useLocation();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const online = useOnlineStatus();
  const lean = pathname === '/login' && !signedIn && online;
  const rich = useRichAppWanted(lean);
  useEffect(() => {
    if (lean) document.title = 'Entrar | SGE';
  }, [lean]);
  return (
    <>
      {lean && (
        <main id="main-content" className="sge-login">
          <LoginPage />
        </main>
      )}
      {rich && (
        <RichAppBoundary quiet={lean}>
          <Suspense fallback={null}>
            <RichApp shell={!lean} />
          </Suspense>
        </RichAppBoundary>
      )}
    </>
  );
}

export function App() {
  const [ready, setReady] = useState(false);
  const signedIn = useSessionStore((s) => Boolean(s.token));
  // Signed in, every page needs the Chakra part: fetch it while the splash runs the start sequence.
  useEffect(() => {
    if (signedIn) void loadRichApp().catch(() => undefined);
  }, [signedIn]);
  return (
    <BrowserRouter>
      <NavigatorBridge />
      {/* Mounting the app is time-sliced (a transition), so it never blocks the main thread long. */}
      <Startup onReady={() => startTransition(() => setReady(true))} />
      {ready && <AppMain />}
      {ready && <PwaController />}
    </BrowserRouter>
  );
}
