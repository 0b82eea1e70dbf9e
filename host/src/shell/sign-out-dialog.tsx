/**
 * The pending-records dialog of the sign-out (sign-out.tsx): Chakra, inside its own UiProvider, so
 * the light top bar loads it only when the user signs out with records still on the device.
 */
import { useRef, useState } from 'react';
import { Alert, Box, Button, CloseButton, Dialog, MotionDialog, Stack, UiProvider } from '@sge/shared/ui';
import { SIGN_OUT_TEXTS, loadOffline } from './sign-out-texts';

/** Whether the Chakra part this island imports has arrived (an island's module: see lazyIsland). */
export const ready = (): boolean => typeof UiProvider === 'function';

export interface SignOutDialogProps {
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

export default function SignOutDialogIsland(props: SignOutDialogProps) {
  return (
    <UiProvider>
      <SignOutDialog {...props} />
    </UiProvider>
  );
}
