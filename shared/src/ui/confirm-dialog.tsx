import { useRef, useState, type ReactNode } from 'react';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { MotionDialog } from './motion-dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  /** Called when the user cancels (button, Esc, backdrop, ✕) and after a successful confirm. */
  onClose: () => void;
  /**
   * Called on confirm. When it returns a promise the dialog stays open with a spinner (and cannot be
   * dismissed) until it settles; it then closes on success and stays open on failure.
   */
  onConfirm: () => void | Promise<unknown>;
  title: string;
  /** The question or consequence; phrasing content (it sits in the dialog's description). */
  message: ReactNode;
  /** Default 'Confirmar'. */
  confirmLabel?: string;
  /** Default 'Cancelar'. */
  cancelLabel?: string;
  /** Red confirm button, for irreversible actions such as deleting. */
  destructive?: boolean;
  /** Shows the confirm spinner from outside (e.g. a store's saving flag). */
  loading?: boolean;
}

/** The pt-BR texts of the dialog. */
export const CONFIRM_DIALOG_TEXTS = { confirm: 'Confirmar', cancel: 'Cancelar', close: 'Fechar' } as const;

/**
 * A confirmation dialog (role alertdialog, named by its title and described by its message).
 * Focus moves to 'Cancelar' on open, stays trapped inside and returns to the trigger on close.
 */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel = CONFIRM_DIALOG_TEXTS.confirm,
  cancelLabel = CONFIRM_DIALOG_TEXTS.cancel,
  destructive = false,
  loading = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const busy = pending || loading;

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
      setPending(false);
      onClose();
    } catch {
      // The caller reports the failure; keep the dialog open so the user can retry or cancel.
      setPending(false);
    }
  };

  return (
    <MotionDialog
      open={open}
      role="alertdialog"
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      placement="center"
      contentProps={{ 'aria-busy': busy || undefined }}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>{message}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          colorPalette={destructive ? 'red' : 'gold'}
          loading={busy}
          loadingText={confirmLabel}
          onClick={() => void confirm()}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild disabled={busy}>
        <CloseButton size="sm" aria-label={CONFIRM_DIALOG_TEXTS.close} />
      </Dialog.CloseTrigger>
    </MotionDialog>
  );
}
