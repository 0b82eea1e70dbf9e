import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DEFAULT_REMOTES, RemoteUnavailableError, initRemotes, loadRemoteModule, resetRemote } from '../federation/remotes';
import sgeRuntimePlugin, { provideRuntimeCore } from '../federation/runtime-plugin';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoad = loadRemote as jest.Mock;
const mockedRegister = registerRemotes as jest.Mock;

it('registers the remotes of /remotes.json over the defaults, as absolute URLs, when the first remote page loads', async () => {
  const fetchImpl = jest.fn().mockResolvedValue(new Response(JSON.stringify({ financial: 'https://cdn.example/fin/mf-manifest.json' })));
  const config = await initRemotes(fetchImpl);
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  expect(config.financial).toBe('https://cdn.example/fin/mf-manifest.json');
  // Nothing is registered at start (the sign-in page never needs a remote)…
  expect(mockedRegister).not.toHaveBeenCalled();
  // …but before the first remote module loads, once.
  mockedLoad.mockResolvedValue({ default: () => null });
  await loadRemoteModule('financial', 'BudgetsPage');
  await loadRemoteModule('events', 'EventsPage');
  expect(mockedRegister).toHaveBeenCalledTimes(1);
  const registered = mockedRegister.mock.calls[0][0] as { name: string; entry: string }[];
  expect(registered).toHaveLength(5);
  expect(registered.find((r) => r.name === 'financial')?.entry).toBe('https://cdn.example/fin/mf-manifest.json');
  expect(registered.find((r) => r.name === 'events')?.entry).toBe(`${window.location.origin}${DEFAULT_REMOTES.events}`);
});

it("re-registers a reset remote before its next load ('Tentar novamente')", async () => {
  mockedLoad.mockResolvedValue({ default: () => null });
  await loadRemoteModule('admin', 'UsersPage');
  mockedRegister.mockClear();
  resetRemote('admin');
  expect(mockedRegister).not.toHaveBeenCalled();
  await loadRemoteModule('admin', 'UsersPage');
  expect(mockedRegister).toHaveBeenCalledWith([{ name: 'admin', entry: expect.stringMatching(/mf-manifest\.json$/) }], { force: true });
});

it('falls back to the defaults when /remotes.json cannot be fetched', async () => {
  const config = await initRemotes(jest.fn().mockRejectedValue(new TypeError('offline')));
  expect(config).toEqual(DEFAULT_REMOTES);
});

it('returns the default export of a remote page', async () => {
  const Page = () => null;
  mockedLoad.mockResolvedValue({ default: Page });
  await expect(loadRemoteModule('admin', 'UsersPage')).resolves.toEqual({ default: Page });
  expect(mockedLoad).toHaveBeenCalledWith('admin/UsersPage');
});

it("returns a remote page's prefetch with its page, so the menu's hover starts its first query", async () => {
  const Page = () => null;
  const prefetch = jest.fn();
  mockedLoad.mockResolvedValue({ default: Page, prefetch, other: 1 });
  await expect(loadRemoteModule('admin', 'UsersPage')).resolves.toEqual({ default: Page, prefetch });
});

it('turns the runtime plugin fallback and thrown errors into RemoteUnavailableError', async () => {
  const plugin = sgeRuntimePlugin();
  const fallback = await plugin.errorLoadRemote?.({ id: 'admin/UsersPage', error: new Error('boom'), lifecycle: 'onLoad' } as never);
  mockedLoad.mockResolvedValue(fallback);
  await expect(loadRemoteModule('admin', 'UsersPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
  mockedLoad.mockRejectedValue(new Error('script timeout'));
  await expect(loadRemoteModule('admin', 'UsersPage')).rejects.toMatchObject({ remote: 'admin', message: 'script timeout' });
});

it('gives the manifest fetch a timeout', async () => {
  jest.useFakeTimers();
  const plugin = sgeRuntimePlugin();
  const seen: AbortSignal[] = [];
  globalThis.fetch = jest.fn((_u: RequestInfo | URL, init?: RequestInit) => {
    seen.push(init!.signal!);
    return new Promise<Response>((_r, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
  });
  const p = (plugin.fetch as (u: string, i: RequestInit) => Promise<Response>)('/remotes/x/mf-manifest.json', {});
  const assertion = expect(p).rejects.toThrow('aborted');
  jest.advanceTimersByTime(8000);
  await assertion;
  expect(seen[0].aborted).toBe(true);
  jest.useRealTimers();
});

it("gives the remotes the host's federation runtime before any of them loads (they are built without their own)", () => {
  const plugin = sgeRuntimePlugin();
  const global = globalThis as unknown as { _FEDERATION_RUNTIME_CORE?: Record<string, unknown> };
  delete global._FEDERATION_RUNTIME_CORE;
  const args = { options: { name: 'host' } } as never;
  expect(plugin.beforeInit?.(args)).toBe(args);
  // What a remote's entry calls on it (its bundler runtime, with runtime-core external).
  const core = global._FEDERATION_RUNTIME_CORE!;
  for (const name of ['ModuleFederation', 'CurrentGlobal', 'Global', 'getRemoteEntry', 'getRemoteInfo', 'loadScript', 'helpers']) {
    expect([name, name in core]).toEqual([name, true]);
  }
  // Set once: a second host instance keeps the first.
  const first = global._FEDERATION_RUNTIME_CORE;
  provideRuntimeCore();
  expect(global._FEDERATION_RUNTIME_CORE).toBe(first);
});

it("pins the runtime-core it hands the remotes to its federation plugin's own version (one copy in main.js)", () => {
  const { dependencies, devDependencies } = jest.requireActual<Record<'dependencies' | 'devDependencies', Record<string, string>>>('../../package.json');
  expect(dependencies['@module-federation/runtime-core']).toBe(devDependencies['@module-federation/enhanced']);
});

describe('each shared module resolved in a task of its own (no long task while the start loads its code)', () => {
  type BeforeLoadShare = (args: { pkgName: string }) => Promise<{ pkgName: string }>;
  const beforeLoadShare = (plugin: ReturnType<typeof sgeRuntimePlugin>) => plugin.beforeLoadShare as unknown as BeforeLoadShare;
  const flushMicrotasks = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  /** The hook goes on only after a macrotask, with the arguments it was given. */
  const expectYieldsToATask = async (hook: BeforeLoadShare, pkgName: string) => {
    jest.useFakeTimers();
    const args = { pkgName };
    let result: unknown = null;
    void hook(args).then((r) => (result = r));
    await flushMicrotasks();
    expect(result).toBeNull();
    jest.runOnlyPendingTimers();
    await flushMicrotasks();
    expect(result).toBe(args);
  };

  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on only after a macrotask, with the arguments it was given', async () => {
    await expectYieldsToATask(beforeLoadShare(sgeRuntimePlugin()), 'react');
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    const args = { pkgName: 'react-dom' };
    await expect(beforeLoadShare(sgeRuntimePlugin())(args)).resolves.toBe(args);
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it("gives the remotes' own federation instances the same yielding share resolution", async () => {
    const { getGlobalHostPlugins } = jest.requireActual<{ helpers: { global: { getGlobalHostPlugins: () => { name: string; beforeLoadShare?: unknown }[] } } }>(
      '@module-federation/runtime-core',
    ).helpers.global;
    const plugin = sgeRuntimePlugin();
    (plugin.beforeInit as unknown as (args: object) => object)({ options: {}, origin: {}, userOptions: {}, shareInfo: {} });
    const global = getGlobalHostPlugins().find((p) => p.name === 'sge-yielding-share');
    expect(global).toBeDefined();
    await expectYieldsToATask(global?.beforeLoadShare as BeforeLoadShare, 'zustand');
  });
});
