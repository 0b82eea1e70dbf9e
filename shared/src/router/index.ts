/**
 * The react-router APIs the apps use, re-exported: this entry is the shared singleton, so every app
 * runs on the host's one router instance. Apps never import react-router themselves.
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
  useLocation,
  useParams,
  useSearchParams,
  useHref,
  useInRouterContext,
  matchPath,
  generatePath,
} from 'react-router';
export type { NavigateFunction, Location, To, LinkProps, NavLinkProps } from 'react-router';
export { setNavigator, navigateTo } from './navigator';
