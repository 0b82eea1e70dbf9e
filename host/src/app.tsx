import { Component, Suspense, lazy, startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { checkRouteAccess } from '@sge/shared/access';
import { BrowserRouter, setNavigator, useLocation, useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { useLoadingDialogStore, useNotificationStore } from '@sge/shared/notify';
import { Startup } from './shell/startup';
import { endFirstScreen, firstScreenFor, startFirstScreen, type FirstScreenPath } from './shell/first-screen';
import { READY_TIMEOUT_MS, handoverOf, replayWhenPresent, whenReady, type Handover } from './shell/handover';
import { PwaController } from './pwa/pwa-controller';
import { selectInstallBanner, useInstallStore } from './pwa/install-store';
import { useOnlineStatus } from './hooks/use-online-status';
import LoginPage from './pages/login-page';

/** The Chakra part of the app (shell, snackbar, loading dialog): its own chunk, see rich-app.tsx. */
export const loadRichApp = () => import('./shell/rich-app');
const RichApp = lazy(loadRichApp);

/**
 * A phone's first screen (shell/first-screen.ts), a chunk of its own: its sync card and chip read
 * `@sge/shared/offline`, which the sign-in form does not need. The start begins it early behind the
 * splash (shell/start-preload.ts).
 */
const FirstScreenShell = lazy(() => import('./shell/first-screen-shell').then((m) => ({ default: m.FirstScreenShell })));

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

/**
 * The phone's first screen this start paints without Chakra (shell/first-screen.ts), while the
 * location still is that page and the role may open it; null once the Chakra app has been shown.
 */
function useFirstScreen(): [FirstScreenPath | null, () => void] {
  const { pathname, search } = useLocation();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const role = useSessionStore((s) => s.role);
  const online = useOnlineStatus();
  const [started, setStarted] = useState(() => startFirstScreen(signedIn));
  const active =
    started !== null &&
    firstScreenFor({ pathname, search, signedIn, online, phone: true }) === started &&
    checkRouteAccess(started, role, true) === 'allow';
  const end = useCallback(() => {
    endFirstScreen();
    setStarted(null);
  }, []);
  useEffect(() => {
    if (started !== null && !active) end();
  }, [started, active, end]);
  return [active ? started : null, end];
}

/**
 * Signed out and online, /login is the lean screen: plain elements and the static sheet of
 * index.html, no Chakra. Signed in on a phone, /events starts as the first screen (see
 * shell/first-screen.ts): plain elements too, until the user acts. Every other page renders inside
 * the Chakra part (RichApp), which the lean screens load on the first user action (or a
 * notification; on the first screen also the install banner). Behind the first screen the Chakra page renders hidden, and replaces it once ready.
 */
export function AppMain() {
  const { pathname } = useLocation();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const online = useOnlineStatus();
  const [firstScreen, endFirst] = useFirstScreen();
  const lean = pathname === '/login' && !signedIn && online;
  const [rich, wantRich] = useRichAppWanted(lean || firstScreen !== null);
  const richRoot = useRef<HTMLDivElement>(null);
  const handover = useRef<{ control: HTMLElement; activate: boolean } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [replay, setReplay] = useState<Handover | null>(null);

  useEffect(() => {
    if (lean) document.title = 'Entrar | SGE';
  }, [lean]);

  // 'Instale o aplicativo' is a Chakra banner: once due, the Chakra page takes over the first
  // screen, as for a notification.
  const installBanner = useInstallStore(selectInstallBanner);
  useEffect(() => {
    if (firstScreen !== null && installBanner) wantRich();
  }, [firstScreen, installBanner, wantRich]);

  const onHandover = useCallback(
    (control: HTMLElement, activate: boolean) => {
      // An activated control stays the one handed over; a later focus does not replace it.
      if (handover.current?.activate && !activate) return;
      handover.current = { control, activate };
      if (activate) setPending(handoverOf(control).key);
      wantRich();
    },
    [wantRich],
  );

  // The Chakra page renders hidden behind the first screen; once it is ready it is shown, and what
  // the user activated on the first screen is activated on it.
  const richMounted = rich && firstScreen !== null;
  useEffect(() => {
    const root = richRoot.current;
    if (!richMounted || !root) return;
    const stop = new AbortController();
    void whenReady(root, READY_TIMEOUT_MS, stop.signal).then(() => {
      if (stop.signal.aborted) return;
      const last = handover.current;
      setReplay(last ? handoverOf(last.control, last.activate) : null);
      endFirst();
    });
    return () => stop.abort();
  }, [richMounted, endFirst]);

  useLayoutEffect(() => {
    if (!replay || firstScreen !== null || !richRoot.current) return;
    // Once: the first screen does not come back in this start, so neither changes again.
    return replayWhenPresent(richRoot.current, replay, READY_TIMEOUT_MS);
  }, [replay, firstScreen]);

  return (
    <>
      {lean && (
        <main id="main-content" className="sge-login">
          <LoginPage />
        </main>
      )}
      {firstScreen && (
        <Suspense fallback={null}>
          <FirstScreenShell path={firstScreen} pending={pending} onHandover={onHandover} onFailed={wantRich} />
        </Suspense>
      )}
      {rich && (
        <RichAppBoundary quiet={lean}>
          <div ref={richRoot} data-testid="rich-root" style={{ display: firstScreen ? 'none' : 'contents' }}>
            <Suspense fallback={null}>
              <RichApp shell={!lean} />
            </Suspense>
          </div>
        </RichAppBoundary>
      )}
    </>
  );
}

export function App() {
  const [ready, setReady] = useState(false);
  const signedIn = useSessionStore((s) => Boolean(s.token));
  // Signed in, every page needs the Chakra part: fetch it while the splash runs the start sequence
  // (not behind a phone's first screen, which loads it on the user's first action).
  useEffect(() => {
    if (signedIn && startFirstScreen(signedIn) === null) void loadRichApp().catch(() => undefined);
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
