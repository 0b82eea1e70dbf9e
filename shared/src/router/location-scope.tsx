import { createContext, use, useCallback, useMemo, type ReactNode } from 'react';
import {
  NavigationType,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  createSearchParams,
  type Location,
  type URLSearchParamsInit,
} from 'react-router';

/** The location a {@link LocationScope} gives its children; null outside one. */
const ScopedLocation = createContext<Location | null>(null);

/**
 * Gives its children `location` as the current location: a page kept hidden reads the address it
 * was left at, never the one shown. Its readers ({@link useLocation}, {@link useSearchParams}) are
 * drawn again only when `location` changes, not at each navigation of the router: React would
 * otherwise draw every reader of the router's location again, through the scope, at every
 * navigation. React Router's own components inside (a `Link`, a `Navigate`) read the same location.
 */
export function LocationScope({ location, children }: { location: Location; children?: ReactNode }) {
  const value = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  return (
    <ScopedLocation value={location}>
      <UNSAFE_LocationContext.Provider value={value}>{children}</UNSAFE_LocationContext.Provider>
    </ScopedLocation>
  );
}

/** The current location: the {@link LocationScope}'s inside one, the router's elsewhere. */
export function useLocation(): Location {
  const scoped = use(ScopedLocation);
  if (scoped) return scoped;
  const router = use(UNSAFE_LocationContext);
  if (!router) throw new Error('useLocation() may be used only in the context of a <Router> component.');
  return router.location;
}

/** Sets the current address's query, as React Router's `setSearchParams` does. */
export type SetSearchParams = (
  next: URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit),
  options?: { replace?: boolean; state?: unknown },
) => void;

/**
 * The current address's query and a setter, like React Router's `useSearchParams`, on
 * {@link useLocation}: inside a {@link LocationScope} it follows the scope's location only.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const { navigator } = use(UNSAFE_NavigationContext);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const query = createSearchParams(typeof next === 'function' ? next(new URLSearchParams(search)) : next).toString();
      const to = { pathname, search: query ? `?${query}` : '' };
      if (options?.replace) navigator.replace(to, options.state);
      else navigator.push(to, options?.state);
    },
    [navigator, pathname, search],
  );
  return [params, setParams];
}
