// Its own file: a Startup of another test keeps running its steps after unmounting, and would ask too.
import type { Role } from '@sge/shared/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { setApiBase } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { Startup } from '../shell/startup';
import { loadRemoteModule } from '../federation/remotes';
import { resetOfflineEventsCheck } from '../shell/offline-events-check';

jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
  initRemotes: jest.fn(() => Promise.resolve({})),
}));

const loadRemote = loadRemoteModule as jest.Mock;
const page = () => new Response(JSON.stringify({ data: [], meta: { total: 0, page: 1, pageSize: 10 } }), { status: 200 });
const signIn = (role: Role) => useSessionStore.getState().signIn({ token: 'tk', role, username: 'u', id: 3, photoUrl: null });
let fetchMock: jest.Mock;
const fetched = () => fetchMock.mock.calls.map((call) => String(call[0]));

beforeEach(() => {
  setApiBase('/api');
  localStorage.clear();
  useSessionStore.getState().signOut();
  fetchMock = jest.fn().mockImplementation(() => Promise.resolve(page()));
  globalThis.fetch = fetchMock;
  loadRemote.mockClear();
  resetOfflineEventsCheck();
});

it("signed in, asks the later steps' data with the first step, and each step takes its answer", async () => {
  signIn('COORDINATOR');
  window.history.pushState({}, '', '/profile');
  const onReady = jest.fn();
  try {
    render(<Startup onReady={onReady} />);
    // Within the first step (each step is 0.5 s), the requests of steps 2 and 3 are out.
    await waitFor(() => expect(fetched()).toEqual(expect.arrayContaining(['/api/auth/me', '/api/health', '/api/settings'])), { timeout: 250 });
    expect(onReady).not.toHaveBeenCalled();
    await waitFor(() => expect(onReady).toHaveBeenCalled(), { timeout: 3000 });
    // Asked once each: the steps took the answers begun early.
    for (const path of ['/api/auth/me', '/api/health', '/api/settings']) expect(fetched().filter((url) => url === path)).toHaveLength(1);
  } finally {
    window.history.pushState({}, '', '/');
  }
});
