/**
 * A dialog that holds a form: title, optional description, an optional error from the server
 * (kept beside the form so nothing typed is lost), the form, and a close button. It mounts only
 * while open, so every opening starts with a fresh form. Focus is trapped by Chakra's Dialog.
 */
import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Stack } from '@chakra-ui/react/stack';
import { MotionDialog } from './motion-dialog';

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  open: boolean;
  /** Called on 'Fechar', Esc, and (when allowed) a click outside. */
  onClose: () => void;
  title: string;
  /** A line under the title (the dialog's accessible description). */
  description?: ReactNode;
  /** The server's reason for refusing the last submit, shown above the form. */
  error?: string | null;
  /** Default false: a stray click outside must not throw away what was typed. */
  closeOnInteractOutside?: boolean;
  /** Default 'inside': the body scrolls, the header and the form's actions stay in view. */
  scrollBehavior?: 'inside' | 'outside';
  /** Default 'md'; responsive values allowed (e.g. full screen on phones). */
  size?: Dialog.RootProps['size'];
  /** After the closing animation, once the dialog has unmounted (e.g. to clear an error). */
  onExitComplete?: () => void;
  /** Actions under the body (Dialog.Footer), for a dialog whose actions are not a form's. */
  footer?: ReactNode;
  /** The ✕ 'Fechar' in the corner; default true. Turn it off only when the footer has 'Fechar'. */
  closeButton?: boolean;
  children: ReactNode;
}

/**
 * A form's 'Cancelar'/'Salvar' row (SharedForm's `data-form-actions`) stays at the bottom of the
 * dialog's view while a long body scrolls under it, so the actions are never cut off (any window
 * height from 600 px).
 */
const STICKY_FORM_ACTIONS = {
  '& [data-form-actions]': { position: 'sticky', bottom: '-6', zIndex: 1, bg: 'bg.panel', pt: '3', pb: '6', mb: '-6' },
} as const;

/** The dialog every create/edit form of the apps opens in. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  error,
  closeOnInteractOutside = false,
  scrollBehavior = 'inside',
  size,
  onExitComplete,
  footer,
  closeButton = true,
  children,
}: FormDialogProps) {
  return (
    <MotionDialog
      open={open}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      closeOnInteractOutside={closeOnInteractOutside}
      placement="center"
      scrollBehavior={scrollBehavior}
      size={size}
      onExitComplete={onExitComplete}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body pb="6" css={STICKY_FORM_ACTIONS}>
        {description && <Dialog.Description mb="4">{description}</Dialog.Description>}
        <Stack gap="4">
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          {children}
        </Stack>
      </Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
      {closeButton && (
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Fechar" />
        </Dialog.CloseTrigger>
      )}
    </MotionDialog>
  );
}
