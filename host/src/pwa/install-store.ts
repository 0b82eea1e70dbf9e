/**
 * Installability (SPEC §4 "Install"): installable when the browser offers its prompt, then
 * installed, or dismissed (remembered in localStorage); the banner is due 30 s after start.
 */
import { create } from 'zustand';
import { notify } from '@sge/shared/notify';
import { STORAGE_KEYS } from '@sge/shared/session';
import { INSTALL_BANNER_DELAY_MS, PWA_MESSAGES } from './messages';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  prompt: BeforeInstallPromptEvent | null;
  installed: boolean;
  dismissed: boolean;
  /**
   * The install banner's delay has passed since start ({@link watchInstallability}): counted once
   * for the app, so the Chakra layout and the venue layout agree.
   */
  bannerDue: boolean;
  dismiss: () => void;
  install: () => Promise<void>;
}

const readDismissed = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEYS.installBannerDismissed) === 'true';
  } catch {
    return false;
  }
};

const standalone = (): boolean =>
  typeof window !== 'undefined' && (window.matchMedia?.('(display-mode: standalone)').matches === true || (navigator as Navigator & { standalone?: boolean }).standalone === true);

export const useInstallStore = create<InstallState>()((set, get) => ({
  prompt: null,
  installed: standalone(),
  dismissed: readDismissed(),
  bannerDue: false,
  dismiss: () => {
    try {
      localStorage.setItem(STORAGE_KEYS.installBannerDismissed, 'true');
    } catch {
      // Not remembered: the banner may come back next time.
    }
    set({ dismissed: true });
  },
  install: async () => {
    const { prompt, installed } = get();
    if (installed) {
      notify.info(PWA_MESSAGES.alreadyInstalled);
      return;
    }
    if (!prompt) {
      notify.info(PWA_MESSAGES.installCancelled);
      return;
    }
    try {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      set({ prompt: null });
      if (outcome === 'accepted') {
        set({ installed: true });
        notify.success(PWA_MESSAGES.installed);
      } else notify.info(PWA_MESSAGES.installCancelled);
    } catch (error) {
      notify.error(PWA_MESSAGES.installError(error instanceof Error ? error.message : String(error)));
    }
  },
}));

/** 'Instale o aplicativo' shows: due, installable, not installed and not dismissed. */
export const selectInstallBanner = (s: InstallState): boolean => s.bannerDue && Boolean(s.prompt) && !s.installed && !s.dismissed;

/**
 * Listens for the browser's install prompt and for installation, and makes the banner due
 * {@link INSTALL_BANNER_DELAY_MS} after this call (the app's start); returns a stop function.
 */
export function watchInstallability(): () => void {
  const onPrompt = (e: Event) => {
    e.preventDefault();
    useInstallStore.setState({ prompt: e as BeforeInstallPromptEvent });
  };
  const onInstalled = () => useInstallStore.setState({ installed: true, prompt: null });
  window.addEventListener('beforeinstallprompt', onPrompt);
  window.addEventListener('appinstalled', onInstalled);
  const due = setTimeout(() => useInstallStore.setState({ bannerDue: true }), INSTALL_BANNER_DELAY_MS);
  return () => {
    clearTimeout(due);
    window.removeEventListener('beforeinstallprompt', onPrompt);
    window.removeEventListener('appinstalled', onInstalled);
  };
}
