import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { checkRouteAccess } from '@sge/shared/access';
import { useLocation } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { useOnlineStatus } from '../hooks/use-online-status';
import { RouteGuard } from '../routes/route-guard';
import { RoutePage } from '../routes/route-page';
import { loadRoute, prefetchRouteData } from '../routes/route-loader';
import { setSignedInScreenLoader } from '../features/auth/signed-in-screen';
import { PRELOADED_PATHS, PRELOAD_DELAY_MS, findRoute } from '../routes/route-table';
import { EmptyLayout } from './empty-layout';
import { KeptPages } from './kept-pages';

// The signed-in chrome (top bar, menu, footer) is not needed to sign in: load it on demand.
type LayoutModule = typeof import('./default-layout');
let layoutModule: LayoutModule | null = null;
const loadDefaultLayout = () => import('./default-layout').then((m) => (layoutModule = m));
// Once loaded (sign-in waits for it), a thenable that resolves at once: the layout renders in the
// same pass instead of suspending for a tick, which would show the empty fallback for a frame.
type LayoutExport = { default: LayoutModule['DefaultLayout'] };
const DefaultLayout = lazy((): Promise<LayoutExport> => {
  const loaded = layoutModule;
  if (!loaded) return loadDefaultLayout().then((m) => ({ default: m.DefaultLayout }));
  return { then: (done: (m: LayoutExport) => unknown) => done({ default: loaded.DefaultLayout }) } as Promise<LayoutExport>;
});

// What 'Entrar' waits for before leaving the form: the chrome and the target page's code.
setSignedInScreenLoader((pathname) => Promise.all([loadDefaultLayout(), loadRoute(findRoute(pathname))]));

/** Preloads the fixed set of pages (code and first query) 3 s after start, those the user may open (SPEC §2). */
function usePreloadPages(): void {
  const role = useSessionStore((s) => s.role);
  useEffect(() => {
    if (!role) return;
    const timer = setTimeout(() => {
      for (const path of PRELOADED_PATHS) {
        if (checkRouteAccess(path, role, true) === 'allow') prefetchRouteData(findRoute(path));
      }
    }, PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [role]);
}

/** A back-office page by its route's path, behind its guard (stable: kept pages are drawn once). */
const guardedPage = (path: string): ReactNode => (
  <RouteGuard>
    <RoutePage route={findRoute(path)} />
  </RouteGuard>
);

/** Picks the layout for the current route: bar and menu hidden on /login, empty layout pages and offline. */
export function Shell() {
  const location = useLocation();
  const route = findRoute(location.pathname);
  const online = useOnlineStatus();
  const signedIn = useSessionStore((s) => Boolean(s.token));
  const username = useSessionStore((s) => s.username);
  usePreloadPages();

  const chrome = signedIn && online && route.layout === 'default';
  if (!chrome) {
    return (
      <EmptyLayout offline={!online} showSync={signedIn && route.path === '/events'}>
        <RouteGuard>
          <RoutePage key={route.path} route={route} />
        </RouteGuard>
      </EmptyLayout>
    );
  }
  // The back office keeps the pages left last, hidden, for the way back (kept-pages.tsx); another
  // user starts with none.
  return (
    <Suspense fallback={null}>
      <DefaultLayout>
        <KeptPages key={username} pageKey={route.path} location={location} render={guardedPage} />
      </DefaultLayout>
    </Suspense>
  );
}
