import { useEffect, useState } from 'react';
import { notify, useLoadingDialogStore } from '@sge/shared/notify';
import { DOWNLOAD_MESSAGES, prepareOffline } from '@sge/shared/offline';
import { STORAGE_KEYS, useSessionFlags } from '@sge/shared/session';
import { useOnlineStatus } from '../hooks/use-online-status';
import { knownOfflineEvents, rereadOfflineEvents, setKnownOfflineEvents } from './offline-events-check';

const readPrepDismissed = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEYS.offlineBannerDismissed) === 'true';
  } catch {
    return false;
  }
};

/**
 * 'Prepare para uso offline' for the roles that work at the venue, until events are on the device.
 * Light (index.html's sheet): the venue path paints it without Chakra.
 */
export function OfflinePrepBanner() {
  const { isCoordinatorOrAbove } = useSessionFlags();
  const online = useOnlineStatus();
  const [dismissed, setDismissed] = useState(readPrepDismissed);
  // Asked behind the splash (offline-events-check.ts): known at the first render, so the banner
  // never appears above a page already on screen. Read again here, as the device may have changed.
  const [hasOffline, setHasOffline] = useState<boolean | null>(knownOfflineEvents);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isCoordinatorOrAbove) return;
    let cancelled = false;
    void rereadOfflineEvents().then((hasEvents) => {
      if (!cancelled) setHasOffline(hasEvents);
    });
    return () => {
      cancelled = true;
    };
  }, [isCoordinatorOrAbove]);

  if (!isCoordinatorOrAbove || !online || dismissed || hasOffline !== false) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(STORAGE_KEYS.offlineBannerDismissed, 'true');
    } catch {
      // Not remembered.
    }
    setDismissed(true);
  };

  const prepare = async () => {
    setBusy(true);
    useLoadingDialogStore.getState().show('Preparando eventos para uso offline...');
    try {
      const events = await prepareOffline();
      if (events.length === 0) notify.info(DOWNLOAD_MESSAGES.none);
      else {
        notify.success(DOWNLOAD_MESSAGES.prepared(events.length));
        setKnownOfflineEvents(true);
        setHasOffline(true);
      }
    } catch {
      notify.error(DOWNLOAD_MESSAGES.prepareError);
    } finally {
      useLoadingDialogStore.getState().hide();
      setBusy(false);
    }
  };

  return (
    <div role="region" aria-label="Prepare para uso offline" className="sge-fs-card sge-fs-banner">
      <div className="sge-fs-row">
        <div>
          <p className="sge-fs-title">Prepare para uso offline</p>
          <p className="sge-fs-sm">Baixe os próximos eventos para registrar entradas e saídas mesmo sem conexão.</p>
        </div>
        <div className="sge-fs-actions">
          <button type="button" className="sge-btn sge-btn-sm sge-btn-outline" onClick={dismiss} disabled={busy}>
            <span>Agora não</span>
          </button>
          <button type="button" className="sge-btn sge-btn-sm" onClick={() => void prepare()} aria-busy={busy || undefined} disabled={busy}>
            <span>Preparar</span>
          </button>
        </div>
      </div>
    </div>
  );
}
