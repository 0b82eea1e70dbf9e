/**
 * Registers the service worker (production builds only) and offers a new version with the update
 * snackbar ('Nova versão disponível!', 'Atualizar' / 'Depois', stays until closed).
 */
import { notify } from '@sge/shared/notify';
import { PWA_MESSAGES } from './messages';

export const SW_URL = '/sw.js';

const supported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

function offerUpdate(waiting: ServiceWorker): void {
  notify.show({
    color: 'info',
    text: PWA_MESSAGES.updateAvailable,
    timeout: 0,
    showCloseButton: true,
    actions: [
      {
        label: 'Atualizar',
        onClick: () => {
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          waiting.postMessage({ type: 'SKIP_WAITING' });
        },
      },
      { label: 'Depois', onClick: () => undefined },
    ],
  });
}

/** Registers /sw.js and watches for updates. Resolves with the registration, or null. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  try {
    const registration = await navigator.serviceWorker.register(SW_URL, { scope: '/' });
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
      });
    });
    return registration;
  } catch {
    return null;
  }
}

/** Checks the server for a new worker and cache ('Cache atualizado!…'). */
export async function updateCache(): Promise<void> {
  if (!supported()) {
    notify.error(PWA_MESSAGES.workerUnsupported);
    return;
  }
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) {
    notify.error(PWA_MESSAGES.workerNotFound);
    return;
  }
  try {
    await registration.update();
    notify.success(PWA_MESSAGES.cacheUpdated);
  } catch {
    notify.error(PWA_MESSAGES.cacheUpdateError);
  }
}

/** Makes sure the worker is installed and active, so the shell and /events open offline. */
export async function prepareAppForOffline(): Promise<boolean> {
  if (!supported()) {
    notify.error(PWA_MESSAGES.workerUnsupported);
    return false;
  }
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) ?? (await registerServiceWorker());
    if (!registration) {
      notify.error(PWA_MESSAGES.workerNotFound);
      return false;
    }
    await navigator.serviceWorker.ready;
    notify.success(PWA_MESSAGES.appPrepared);
    return true;
  } catch {
    notify.error(PWA_MESSAGES.prepareAppError);
    return false;
  }
}
