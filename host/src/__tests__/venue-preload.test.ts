import { useSessionStore } from '@sge/shared/session';
import { PHONE_QUERY } from '../shell/venue-path';

// What the start loads behind the splash for the venue path, recorded as each module loads.
const loaded: string[] = [];
jest.mock('../shell/venue-layout', () => {
  loaded.push('venue-layout');
  return { __esModule: true, default: () => null };
});
jest.mock('@sge/shared/contract', () => {
  loaded.push('contract');
  return {};
});
jest.mock('../federation/remotes', () => ({
  initRemotes: jest.fn(() => Promise.resolve({})),
  resetRemote: () => undefined,
  loadRemoteModule: jest.fn(() => new Promise(() => undefined)),
}));

import { startPagePreload } from '../shell/start-preload';
import { loadRemoteModule } from '../federation/remotes';

function viewport(phone: boolean): void {
  window.matchMedia = ((query: string) => ({ matches: phone && query === PHONE_QUERY, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  loaded.length = 0;
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  useSessionStore.getState().signIn({ token: 'tk', role: 'COORDINATOR', username: 'coordenador', id: 2, photoUrl: null });
  window.history.replaceState({}, '', '/events');
});

// First: the mocks record a module only the first time it loads.
it('on a wide screen, loads the Chakra page as before, and neither the venue layout nor the contract', async () => {
  viewport(false);
  await startPagePreload();
  await new Promise((r) => setTimeout(r, 0));
  expect(loaded).toEqual([]);
  expect(loadRemoteModule).toHaveBeenCalledWith('events', 'EventsPage');
  (loadRemoteModule as jest.Mock).mockClear();
});

it("on the venue path, loads its layout, the contract its page reads and the remote's light page, not the Chakra page", async () => {
  viewport(true);
  await startPagePreload();
  await new Promise((r) => setTimeout(r, 0));
  expect(loaded.sort()).toEqual(['contract', 'venue-layout']);
  expect(loadRemoteModule).toHaveBeenCalledWith('events', 'EventsVenue');
  expect(loadRemoteModule).not.toHaveBeenCalledWith('events', 'EventsPage');
});
