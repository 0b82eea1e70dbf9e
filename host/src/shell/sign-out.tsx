/**
 * Signing out at the venue (issue 12 §4). With check-ins still on the device, the user chooses:
 * send them and then sign out (the default; it signs out only when the sync succeeded), sign out and
 * keep them on this device (they go with the next sign-in of a user who may check staff in), or stay.
 * With nothing pending, the device copies of events (names, documents, phones) are deleted at
 * sign-out (LGPD); the app shell stays cached, so /login still opens offline.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, MotionDialog, Stack } from '@sge/shared/ui';
import { useNavigate } from '@sge/shared/router';
import { useSessionStore } from '@sge/shared/session';

export const SIGN_OUT_TEXTS = {
  title: (count: number) => (count === 1 ? 'Há 1 registro ainda não enviado' : `Há ${count} registros ainda não enviados`),
  message:
    'As entradas e saídas registradas neste aparelho ainda não chegaram ao servidor. Envie-as antes de sair, ou mantenha-as aqui: serão enviadas no próximo login de quem registra presença.',
  syncAndLeave: 'Sincronizar e sair',
  keepAndLeave: 'Sair e manter neste aparelho',
  cancel: 'Cancelar',
  close: 'Fechar',
  syncFailed: (reason: string) => `Não foi possível enviar os registros (${reason}). Eles continuam neste aparelho.`,
  stillPending: (count: number) => (count === 1 ? '1 registro continua pendente. Ele continua neste aparelho.' : `${count} registros continuam pendentes. Eles continuam neste aparelho.`),
} as const;

type OfflineModule = typeof import('@sge/shared/offline');
const loadOffline = (): Promise<OfflineModule> => import('@sge/shared/offline');

/** The sign-out of the user menu, with the pending-records dialog it may need. */
export function useSignOut(): { requestSignOut: () => Promise<void>; dialog: React.ReactNode } {
  const navigate = useNavigate();
  const signOut = useSessionStore((s) => s.signOut);
  const [pending, setPending] = useState(0);

  const leave = () => {
    signOut({ byUser: true });
    navigate('/login', { replace: true });
  };

  const requestSignOut = async () => {
    let offline: OfflineModule;
    try {
      offline = await loadOffline();
    } catch {
      leave();
      return;
    }
    const count = await offline.countPendingRecords().catch(() => 0);
    if (count > 0) {
      setPending(count);
      return;
    }
    await offline.purgePersonalData().catch(() => undefined);
    leave();
  };

  const dialog = (
    <SignOutDialog
      pending={pending}
      onCancel={() => setPending(0)}
      onKeep={() => {
        setPending(0);
        leave();
      }}
      onSynced={async () => {
        const offline = await loadOffline();
        await offline.purgePersonalData().catch(() => undefined);
        setPending(0);
        leave();
      }}
    />
  );
  return { requestSignOut, dialog };
}

interface SignOutDialogProps {
  /** Records still on the device; the dialog is open while > 0. */
  pending: number;
  onCancel: () => void;
  onKeep: () => void;
  /** Called once every record was sent. */
  onSynced: () => Promise<void>;
}

export function SignOutDialog({ pending, onCancel, onKeep, onSynced }: SignOutDialogProps) {
  const syncRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = pending > 0;

  const syncAndLeave = async () => {
    setBusy(true);
    setError(null);
    try {
      const offline = await loadOffline();
      const result = await offline.syncNow({ flush: true });
      const left = await offline.countPendingRecords();
      if (result.error) setError(SIGN_OUT_TEXTS.syncFailed(result.error));
      else if (left > 0) setError(SIGN_OUT_TEXTS.stillPending(left));
      else {
        await onSynced();
        return;
      }
    } catch (e) {
      setError(SIGN_OUT_TEXTS.syncFailed(e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (busy) return;
    setError(null);
    onCancel();
  };

  return (
    <MotionDialog
      open={open}
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open) close();
      }}
      initialFocusEl={() => syncRef.current}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
      contentProps={{ 'aria-busy': busy || undefined, mx: 3 }}
    >
      <Dialog.Header>
        <Dialog.Title>{SIGN_OUT_TEXTS.title(pending)}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>{SIGN_OUT_TEXTS.message}</Dialog.Description>
        {error && (
          <Alert.Root status="error" mt={3} role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Stack w="full" gap={2}>
          <Button ref={syncRef} colorPalette="gold" minH="48px" loading={busy} loadingText={SIGN_OUT_TEXTS.syncAndLeave} onClick={() => void syncAndLeave()}>
            {SIGN_OUT_TEXTS.syncAndLeave}
          </Button>
          <Button variant="outline" minH="48px" disabled={busy} onClick={onKeep}>
            {SIGN_OUT_TEXTS.keepAndLeave}
          </Button>
          <Button variant="ghost" minH="48px" disabled={busy} onClick={close}>
            {SIGN_OUT_TEXTS.cancel}
          </Button>
        </Stack>
      </Dialog.Footer>
      <Box position="absolute" top={2} insetEnd={2}>
        <Dialog.CloseTrigger asChild disabled={busy}>
          <CloseButton size="sm" aria-label={SIGN_OUT_TEXTS.close} />
        </Dialog.CloseTrigger>
      </Box>
    </MotionDialog>
  );
}
