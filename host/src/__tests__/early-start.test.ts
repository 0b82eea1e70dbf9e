import { STORAGE_KEYS } from '@sge/shared/session';
import { initRemotes } from '../federation/remotes';
import { SESSION_TOKEN_KEY, beginEarlyStart, hasStoredSession, takeRemotesConfig } from '../start/early-start';
import { beginStartPreload, startPagePreload } from '../shell/start-preload';

jest.mock('../federation/remotes', () => ({
  ...jest.requireActual('../federation/remotes'),
  initRemotes: jest.fn(() => Promise.resolve({})),
}));

const storage = (token: string | null) => ({ getItem: (key: string) => (key === STORAGE_KEYS.token ? token : null) });

describe('the entry begins the signed-in start before React (start/early-start.ts)', () => {
  it("reads the session's own key", () => {
    expect(SESSION_TOKEN_KEY).toBe(STORAGE_KEYS.token);
  });

  it('knows a stored session; an empty, missing or unreadable storage is none', () => {
    expect(hasStoredSession(storage('tk'))).toBe(true);
    expect(hasStoredSession(storage(null))).toBe(false);
    expect(hasStoredSession(storage(''))).toBe(false);
    expect(hasStoredSession(undefined)).toBe(false);
    const blocked = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } };
    expect(hasStoredSession(blocked)).toBe(false);
  });

  it('signed in, begins the Chakra part and the start downloads; signed out (the lean /login), nothing', async () => {
    const begin = jest.fn();
    const loads = { richApp: jest.fn(() => Promise.resolve({})), startPreload: jest.fn(() => Promise.resolve({ beginStartPreload: begin })) };
    expect(beginEarlyStart(storage(null), loads)).toBe(false);
    expect(loads.richApp).not.toHaveBeenCalled();
    expect(loads.startPreload).not.toHaveBeenCalled();

    expect(beginEarlyStart(storage('tk'), loads)).toBe(true);
    expect(loads.richApp).toHaveBeenCalledTimes(1);
    // In a task of its own, not in the one where its module (and the app's own code) arrived.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(begin).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 0));
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it('on the venue path, begins the start downloads but not the Chakra part', async () => {
    const begin = jest.fn();
    const loads = { richApp: jest.fn(() => Promise.resolve({})), startPreload: jest.fn(() => Promise.resolve({ beginStartPreload: begin })) };
    expect(beginEarlyStart(storage('tk'), loads, () => true)).toBe(true);
    expect(loads.richApp).not.toHaveBeenCalled();
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(begin).toHaveBeenCalledTimes(1);
  });

  it('a load that fails is left to the app (no unhandled rejection)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    // No Node types in the host: the two process methods used here.
    const node = process as unknown as Record<'on' | 'off', (event: string, listener: (reason: unknown) => void) => void>;
    node.on('unhandledRejection', onUnhandled);
    try {
      const loads = { richApp: () => Promise.reject(new Error('offline')), startPreload: () => Promise.reject(new Error('offline')) };
      expect(beginEarlyStart(storage('tk'), loads)).toBe(true);
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
    } finally {
      node.off('unhandledRejection', onUnhandled);
    }
  });
});

describe("the splash's first step takes over the downloads begun early (shell/start-preload.ts)", () => {
  beforeEach(() => (initRemotes as jest.Mock).mockClear());

  it('asks /remotes.json once when the entry began it', async () => {
    beginStartPreload();
    beginStartPreload();
    expect(initRemotes).toHaveBeenCalledTimes(1);
    await startPagePreload();
    expect(initRemotes).toHaveBeenCalledTimes(1);
  });

  it('asks it itself without an early start, and again on a retried start', async () => {
    await startPagePreload();
    await startPagePreload();
    expect(initRemotes).toHaveBeenCalledTimes(2);
  });

  it('an early start that comes after the first step asks nothing more', async () => {
    await startPagePreload();
    beginStartPreload();
    expect(initRemotes).toHaveBeenCalledTimes(1);
  });
});

describe('/remotes.json begun by the entry', () => {
  const { initRemotes: realInitRemotes } = jest.requireActual<typeof import('../federation/remotes')>('../federation/remotes');
  const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

  it('a stored session asks it at once, and the start takes that answer instead of asking again', async () => {
    takeRemotesConfig(); // what the tests above began
    const early = jest.fn(() => json({ events: 'https://cdn.example/events/mf-manifest.json' }));
    const original = globalThis.fetch;
    globalThis.fetch = early as unknown as typeof fetch;
    try {
      const loads = { richApp: () => Promise.resolve({}), startPreload: () => Promise.resolve({ beginStartPreload: () => undefined }) };
      beginEarlyStart(storage('tk'), loads);
      expect(early).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    } finally {
      globalThis.fetch = original;
    }
    const later = jest.fn(() => json({}));
    const config = await realInitRemotes(later as unknown as typeof fetch);
    expect(later).not.toHaveBeenCalled();
    expect(config.events).toBe('https://cdn.example/events/mf-manifest.json');
    // Taken once: a retried start asks again.
    await realInitRemotes(later as unknown as typeof fetch);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
