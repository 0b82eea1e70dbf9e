import type { ReactNode } from 'react';
import { checkRouteAccess, isOfflinePath } from '@sge/shared/access';
import { Navigate, useLocation } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { useOnlineStatus } from '../hooks/use-online-status';

/** A redirect target from ?redirect=, only if it is a path on this origin. */
export function safeRedirect(search: string): string | null {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target.startsWith('/login') ? null : target;
}

/**
 * Decides whether the current path may render: the offline rule first, then sign-in and role
 * (SPEC §2, §6). A signed-in user on /login goes on to the redirect target; after a deliberate
 * logout the way to /login carries no redirect.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const online = useOnlineStatus();
  const token = useSessionStore((s) => s.token);
  const role = useSessionStore((s) => s.role);
  const loggedOut = useSessionStore((s) => s.loggedOut);
  const { pathname, search, hash } = location;

  if (!online && !isOfflinePath(pathname)) return <Navigate to="/events" replace />;
  if (pathname === '/login' && token) return <Navigate to={safeRedirect(search) ?? '/'} replace />;
  const decision = checkRouteAccess(pathname, role, Boolean(token));
  if (decision === 'login') {
    if (loggedOut) return <Navigate to="/login" replace />;
    return <Navigate to={`/login?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`} replace />;
  }
  if (decision === 'unauthorized') return <Navigate to="/unauthorized" replace />;
  return <>{children}</>;
}
