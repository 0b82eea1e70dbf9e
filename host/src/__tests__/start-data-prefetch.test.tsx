// Its own file: a Startup of another test keeps running its steps after unmounting, and would ask too.
import { render, waitFor } from '@testing-library/react';
import { setApiBase } from '@sge/shared/http';
import { useSessionStore } from '@sge/shared/session';
import { Startup } from '../shell/startup';

jest.mock('../federation/remotes', () => ({ initRemotes: () => Promise.resolve({}), loadRemoteModule: () => new Promise(() => undefined) }));

const fetchMock = jest.fn(() => Promise.resolve(new Response(JSON.stringify({ data: {} }), { status: 200 })));
const fetched = () => fetchMock.mock.calls.map((call: unknown[]) => String(call[0]));
globalThis.fetch = fetchMock as unknown as typeof fetch;
setApiBase('/api');
const signIn = (role: 'COORDINATOR') => useSessionStore.getState().signIn({ token: 'tk', role, username: 'u', id: 3, photoUrl: null });

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
