/**
 * Test helper of every SGE app: renders a component inside the providers the apps run in (the SGE
 * Chakra system and a memory router) with a fresh session store and an empty notification queue.
 *
 * ```tsx
 * import { renderWithProviders, screen } from '@sge/shared/testing';
 * const { user } = renderWithProviders(<EventsPage />, { route: '/events', session: { token: 't', role: 'ADMIN', username: 'ana', id: 1 } });
 * await user.click(screen.getByRole('button', { name: 'Salvar' }));
 * ```
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResponse } from '@sge/shared/contract';
import { useNotificationStore } from '@sge/shared/notify';
import { MemoryRouter } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';
import { queryClient } from '@sge/shared/query';
import { UiProvider } from '../ui/provider';

export * from '@testing-library/react';
export { userEvent };

/** The signed-in user of a test (a login response; `role` may use either naming set). */
export interface TestSession {
  token: string;
  role: string;
  username: string;
  id: number;
  photoUrl?: string | null;
}

/** Options of {@link renderWithProviders}. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial router location. Default '/'. */
  route?: string;
  /** Signs this user in before rendering; without it the test runs signed out. */
  session?: TestSession;
}

/** What {@link renderWithProviders} returns: the RTL result plus a user-event instance. */
export type RenderWithProvidersResult = RenderResult & { user: ReturnType<typeof userEvent.setup> };

/** True when jest fake timers are installed (same check as @testing-library/dom). */
function fakeTimersEnabled(): boolean {
  return (
    typeof jest !== 'undefined' &&
    ((setTimeout as unknown as { _isMockFunction?: boolean })._isMockFunction === true ||
      Object.prototype.hasOwnProperty.call(setTimeout, 'clock'))
  );
}

// The layer's retries (SPEC §4: twice, for a network failure or a 5xx) run at once in tests.
queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });

/** Signs out (clearing the stored session and the server-state cache), then signs `session` in when given. */
export function resetSession(session?: TestSession): void {
  const store = useSessionStore.getState();
  store.signOut();
  queryClient.clear();
  if (session) store.signIn({ photoUrl: null, ...session } as LoginResponse);
}

/** The providers of {@link renderWithProviders}, usable alone (e.g. for `renderHook`). */
export function TestProviders({ children, route = '/' }: { children?: ReactNode; route?: string }) {
  return (
    <UiProvider>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </UiProvider>
  );
}

/**
 * Renders `ui` inside UiProvider + MemoryRouter (initial entry `route`), after resetting the
 * session store (signed out, or signed in as `session`) and clearing the notification queue.
 * Returns the RTL result and `user` (user-event; advances jest fake timers when they are on).
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', session, ...options }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  resetSession(session);
  useNotificationStore.getState().clear();
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (fakeTimersEnabled()) jest.advanceTimersByTime(ms);
    },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => <TestProviders route={route}>{children}</TestProviders>;
  const result = render(ui, { wrapper: Wrapper, ...options });
  return { ...result, user };
}
