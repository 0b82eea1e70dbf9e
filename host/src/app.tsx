import { Component, Suspense, lazy, startTransition, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { checkRouteAccess } from '@sge/shared/access';
import { BrowserRouter, Navigate, setNavigator, useLocation, useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { useLoadingDialogStore, useNotificationStore } from '@sge/shared/notify';
import { Startup } from './shell/startup';
import { PHONE_QUERY, isPhoneViewport, isVenuePath, startsOnVenuePath } from './shell/venue-path';
import { PwaController } from './pwa/pwa-controller';
import { useOnlineStatus } from './hooks/use-online-status';
import LoginPage from './pages/login-page';
import { setSignedInAppLoader } from './features/auth/signed-in-screen';
import { safeRedirect } from './routes/route-guard';

/** The Chakra part of the app (shell, snackbar, loading dialog): its own chunk, see rich-app.tsx. */
export const loadRichApp = () => import('./shell/rich-app');
// 'Entrar' waits for it as well as for the signed-in screen's own code (features/auth/signed-in-screen.ts).
setSignedInAppLoader(loadRichApp);
const RichApp = lazy(loadRichApp);

/**
 * The venue path's layout (shell/venue-path.ts), a chunk of its own: its sync card and chip read
 * `@sge/shared/offline`, which the sign-in form does not need. The start begins it early behind the
 * splash (shell/start-preload.ts).
 */
const loadVenueLayout = () => import('./shell/venue-layout');
const VenueLayout = lazy(loadVenueLayout);

/** Events that mean a user is acting on the lean /login screen: the rest of the UI is then loaded. */
export const RICH_APP_TRIGGERS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Keeps a failed load of the Chakra part from taking the page down: behind the lean /login and the
 * venue path it is left out (the form still signs in, check-in still works); otherwise a plain error
 * with a reload is shown.
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
function useRichAppWanted(lean: boolean): [boolean, () => void] {
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
  const want = useCallback(() => setWanted(true), []);
  return [wanted || !lean, want];
}

const subscribePhone = (onChange: () => void): (() => void) => {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
};

/** Whether the viewport is a phone's, following it when it changes (a rotated tablet). */
function usePhoneViewport(): boolean {
  return useSyncExternalStore(subscribePhone, () => isPhoneViewport(), () => false);
}

/** Whether the location is on the venue path (shell/venue-path.ts) for this user and viewport. */
function useVenuePath(): boolean {
  const { pathname, search } = useLocation();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const role = useSessionStore((s) => s.role);
  const online = useOnlineStatus();
  const phone = usePhoneViewport();
  return isVenuePath({ pathname, search, signedIn, online, phone }) && checkRouteAccess(pathname, role, true) === 'allow';
}

/**
 * Signed out and online, /login is the lean screen: plain elements and the static sheet of
 * index.html, no Chakra. On the venue path (a phone's /events, signed in) the venue layout paints
 * the page with light components, no Chakra; they stay. The venue path paints without Chakra; the
 * back office uses Chakra: every other page renders inside the Chakra part (RichApp). Beside the
 * lean screens the Chakra part holds only the snackbar and the loading dialog, loaded on the user's
 * first action or a notification (on the venue path also when the browser is idle after the first
 * paint), as a sibling: the light tree is never inside it, so it does not remount when it arrives.
 */
export function AppMain() {
  const { pathname, search } = useLocation();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const online = useOnlineStatus();
  const venue = useVenuePath();
  // Online, /login stays the lean screen once signed in too: after 'Entrar' the form stays on screen
  // until the signed-in screen commits (the router's navigation is a transition), never a blank
  // page between them; a user already signed in who opens /login goes on to the target.
  const lean = pathname === '/login' && online;
  const [rich, wantRich] = useRichAppWanted(lean || venue);

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
      {lean && signedIn && <Navigate to={safeRedirect(search) ?? '/'} replace />}
      {venue && (
        <Suspense fallback={null}>
          {/* Once the browser is idle after its first paint, the Chakra part loads (wantRich). */}
          <VenueLayout onIdle={wantRich} />
        </Suspense>
      )}
      {rich && (
        <RichAppBoundary quiet={lean || venue}>
          <Suspense fallback={null}>
            <RichApp shell={!lean && !venue} />
          </Suspense>
        </RichAppBoundary>
      )}
    </>
  );
}

export function App() {
  const [ready, setReady] = useState(false);
  const signedIn = useSessionStore((s) => Boolean(s.token));
  // Signed in, the back office needs the Chakra part: fetch it while the splash runs the start
  // sequence (not on the venue path, which paints without it and loads it when idle).
  useEffect(() => {
    if (signedIn && !startsOnVenuePath(signedIn)) void loadRichApp().catch(() => undefined);
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
