import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, HStack, Text } from '@sge/shared/ui';
import { notify, useLoadingDialogStore } from '@sge/shared/notify';
import { DOWNLOAD_MESSAGES, prepareOffline } from '@sge/shared/offline';
import { STORAGE_KEYS, useSessionFlags } from '@sge/shared/session';
import { selectInstallBanner, useInstallStore } from '../pwa/install-store';
import { InstallDialog } from './install-dialog';
import { useOnlineStatus } from '../hooks/use-online-status';
import { knownOfflineEvents, rereadOfflineEvents, setKnownOfflineEvents } from './offline-events-check';

function Banner({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={title} borderWidth="1px" borderColor="gold.600" bg="gold.50" borderRadius="md" p={4} mb={4}>
      <HStack justifyContent="space-between" flexWrap="wrap" gap={3}>
        <Box>
          <Text fontWeight="bold" color="brand.secondary">
            {title}
          </Text>
          <Text fontSize="sm">{text}</Text>
        </Box>
        <HStack gap={2}>{children}</HStack>
      </HStack>
    </Box>
  );
}

/** 'Instale o aplicativo' 30 s after start when the browser offers installation ('Depois', 'Instalar'). */
export function InstallBanner() {
  const shown = useInstallStore(selectInstallBanner);
  const dismiss = useInstallStore((s) => s.dismiss);
  const install = useInstallStore((s) => s.install);
  const [details, setDetails] = useState(false);

  if (!shown) return null;
  return (
    <>
      <Banner title="Instale o aplicativo" text="Use o SGE como aplicativo neste dispositivo, inclusive sem conexão nos eventos.">
        <Button variant="ghost" size="sm" onClick={() => setDetails(true)}>
          Saiba mais
        </Button>
        <Button variant="outline" size="sm" onClick={dismiss}>
          Depois
        </Button>
        <Button size="sm" colorPalette="gold" onClick={() => void install()}>
          Instalar
        </Button>
      </Banner>
      <InstallDialog open={details} onClose={() => setDetails(false)} />
    </>
  );
}

const readPrepDismissed = (): boolean => {
  try {
    return localStorage.getItem(STORAGE_KEYS.offlineBannerDismissed) === 'true';
  } catch {
    return false;
  }
};

/** 'Prepare para uso offline' for the roles that work at the venue, until events are on the device. */
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
    <Banner title="Prepare para uso offline" text="Baixe os próximos eventos para registrar entradas e saídas mesmo sem conexão.">
      <Button variant="outline" size="sm" onClick={dismiss} disabled={busy} data-handover="offline-prep-dismiss">
        Agora não
      </Button>
      <Button size="sm" colorPalette="gold" onClick={() => void prepare()} loading={busy} data-handover="offline-prep-prepare">
        Preparar
      </Button>
    </Banner>
  );
}
