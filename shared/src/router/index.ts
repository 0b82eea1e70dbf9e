/**
 * The react-router APIs the apps use, re-exported: this entry is the shared singleton, so every app
 * runs on the host's one router instance. Apps never import react-router themselves. `useLocation`
 * and `useSearchParams` are this entry's own, aware of a `LocationScope` (location-scope.tsx).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Link,
  NavLink,
  Outlet,
  useNavigate,
  useParams,
  useHref,
  useInRouterContext,
  matchPath,
  generatePath,
} from 'react-router';
export type { NavigateFunction, Location, To, LinkProps, NavLinkProps } from 'react-router';
export { setNavigator, navigateTo } from './navigator';
export { LocationScope, useLocation, useSearchParams, type SetSearchParams } from './location-scope';
