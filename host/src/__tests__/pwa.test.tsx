import { act, renderWithProviders, screen, userEvent, waitFor } from '@sge/shared/testing';
import { useNotificationStore } from '@sge/shared/notify';
import { useSyncStatusStore } from '@sge/shared/offline';
import { InstallBanner } from '../shell/app-banners';
import { CHIP_LABELS, ConnectionChip, connectionState } from '../shell/connection-chip';
import { useInstallStore, watchInstallability } from '../pwa/install-store';
import { prepareAppForOffline, registerServiceWorker, updateCache } from '../pwa/service-worker';
import { PwaController } from '../pwa/pwa-controller';

const texts = () => useNotificationStore.getState().queue.map((n) => n.text);

const fakePrompt = (outcome: 'accepted' | 'dismissed') => {
  const e = new Event('beforeinstallprompt') as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
  e.prompt = jest.fn(async () => undefined);
  e.userChoice = Promise.resolve({ outcome });
  return e;
};

beforeEach(() => {
  localStorage.clear();
  useNotificationStore.getState().clear();
  useInstallStore.setState({ prompt: null, installed: false, dismissed: false, bannerDue: false });
});

describe('connection chip (SPEC §4 labels)', () => {
  it('orders the states syncing > offline > pending > online', () => {
    expect(connectionState(true, true, 3)).toBe('syncing');
    expect(connectionState(false, false, 3)).toBe('offline');
    expect(connectionState(true, false, 3)).toBe('pending');
    expect(connectionState(true, false, 0)).toBe('online');
    expect(Object.values(CHIP_LABELS)).toEqual(['Sincronizando', 'Offline', 'Pendente', 'Online']);
  });

  it('shows the pending count', () => {
    useSyncStatusStore.setState({ phase: 'idle', pending: 2 });
    renderWithProviders(<ConnectionChip />);
    expect(screen.getByTestId('connection-chip')).toHaveTextContent('Pendente (2)');
    act(() => useSyncStatusStore.setState({ phase: 'syncing' }));
    expect(screen.getByTestId('connection-chip')).toHaveTextContent('Sincronizando');
    act(() => useSyncStatusStore.setState({ phase: 'idle', pending: 0 }));
  });
});

describe('install', () => {
  const banner = () => screen.queryByRole('region', { name: 'Instale o aplicativo' });

  /** Starts the app's watch, mounts the banner `mountedAfterMs` later, then offers installation. */
  function startThenMountBanner(mountedAfterMs: number): () => void {
    jest.useFakeTimers();
    const stop = watchInstallability();
    act(() => void jest.advanceTimersByTime(mountedAfterMs));
    renderWithProviders(<InstallBanner />);
    act(() => void window.dispatchEvent(fakePrompt('accepted')));
    return () => {
      stop();
      jest.useRealTimers();
    };
  }

  /** The banner is not shown `ms` - 1 from now, and is at `ms`. */
  function expectBannerIn(ms: number): void {
    act(() => void jest.advanceTimersByTime(ms - 1));
    expect(banner()).not.toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(banner()).toBeInTheDocument();
  }

  it('shows the banner only 30 s after start, when installable', () => {
    const end = startThenMountBanner(0);
    expectBannerIn(30_000);
    expect(screen.getByRole('button', { name: 'Depois' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Instalar' })).toBeInTheDocument();
    end();
  });

  it('counts the 30 s from start, not from when the layout showing it mounts', () => {
    // Signed in (or handed over from a phone's first screen) 20 s after start.
    const end = startThenMountBanner(20_000);
    expectBannerIn(10_000);
    end();
  });

  it("remembers 'Depois'", async () => {
    useInstallStore.setState({ prompt: fakePrompt('accepted') as never, bannerDue: true });
    renderWithProviders(<InstallBanner />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Depois' }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem('sge:install-banner-dismissed')).toBe('true');
  });

  it('installs, or says it was cancelled, or that it is installed already', async () => {
    useInstallStore.setState({ prompt: fakePrompt('accepted') as never });
    await useInstallStore.getState().install();
    expect(useInstallStore.getState().installed).toBe(true);
    useInstallStore.setState({ installed: false, prompt: fakePrompt('dismissed') as never });
    await useInstallStore.getState().install();
    useInstallStore.setState({ installed: true });
    await useInstallStore.getState().install();
    expect(texts()).toEqual([
      'App instalado com sucesso! Agora você pode usar offline.',
      'Instalação cancelada. Você pode instalar depois pelo menu do navegador.',
      'App já está instalado!',
    ]);
  });

  it('reports an install error', async () => {
    const e = fakePrompt('accepted');
    e.prompt = jest.fn(async () => Promise.reject(new Error('bloqueado')));
    useInstallStore.setState({ prompt: e as never });
    await useInstallStore.getState().install();
    expect(texts()).toEqual(['Erro durante a instalação: bloqueado']);
  });
});

describe('service worker', () => {
  afterEach(() => {
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('says when the browser has no service worker', async () => {
    await updateCache();
    expect(await prepareAppForOffline()).toBe(false);
    expect(await registerServiceWorker()).toBeNull();
    expect(texts()).toEqual(['Service Worker não suportado neste navegador', 'Service Worker não suportado neste navegador']);
  });

  it('says when the worker is not registered, and when the cache was updated', async () => {
    const update = jest.fn(async () => undefined);
    const container = { getRegistration: jest.fn(async () => undefined as unknown) };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    await updateCache();
    container.getRegistration = jest.fn(async () => ({ update }));
    await updateCache();
    update.mockRejectedValueOnce(new Error('x'));
    await updateCache();
    expect(texts()).toEqual(['Service Worker não encontrado. Recarregue a página.', 'Cache atualizado! Recarregue a página para ver as mudanças.', 'Erro ao atualizar o cache']);
  });

  it("offers a waiting version with 'Nova versão disponível!' that stays until closed", async () => {
    const waiting = { postMessage: jest.fn() };
    const registration = { waiting, addEventListener: jest.fn() };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: jest.fn(async () => registration), controller: {}, addEventListener: jest.fn() },
    });
    await registerServiceWorker();
    const [n] = useNotificationStore.getState().queue;
    expect(n).toMatchObject({ text: 'Nova versão disponível!', timeout: 0 });
    expect(n.actions?.map((a) => a.label)).toEqual(['Atualizar', 'Depois']);
    n.actions?.[0].onClick();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });
});

it('shows the offline snackbar when the connection drops', async () => {
  renderWithProviders(<PwaController />);
  act(() => void window.dispatchEvent(new Event('offline')));
  await waitFor(() => expect(texts()).toContain('Você está offline. Algumas funcionalidades podem estar limitadas.'));
});
