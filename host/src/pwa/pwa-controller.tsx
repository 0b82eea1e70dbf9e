import { useEffect } from 'react';
import { notify } from '@sge/shared/notify';
import { systemSettings, useSessionStore } from '@sge/shared/session';
import { PWA_MESSAGES } from './messages';
import { registerServiceWorker } from './service-worker';
import { watchInstallability } from './install-store';

/**
 * App-wide installable/offline behaviour: the service worker (production builds), the install
 * prompt, the offline snackbar, and — while someone is signed in — automatic sync and the 30-day
 * purge. The offline entry is loaded on demand, after start.
 */
export function PwaController() {
  const signedIn = useSessionStore((s) => Boolean(s.token));

  useEffect(() => watchInstallability(), []);

  useEffect(() => {
    if (process.env.NODE_ENV === 'production') void registerServiceWorker();
  }, []);

  useEffect(() => {
    const onOffline = () => notify.warning(PWA_MESSAGES.offline);
    window.addEventListener('offline', onOffline);
    return () => window.removeEventListener('offline', onOffline);
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@sge/shared/offline')
      .then((offline) => {
        if (cancelled) return;
        stop = offline.startAutoSync();
        // The administrator's purge window (system settings), 30 days by default (SPEC §9).
        void offline.purgeOldData(Date.now(), systemSettings().offlinePurgeDays).catch(() => undefined);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [signedIn]);

  return null;
}
