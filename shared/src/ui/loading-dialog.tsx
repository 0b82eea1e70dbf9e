import { Dialog } from '@chakra-ui/react/dialog';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack } from '@chakra-ui/react/stack';
import { MotionDialog } from './motion-dialog';

/** Props of {@link LoadingDialog}. */
export interface LoadingDialogProps {
  open: boolean;
  /** Optional text beside the spinner; also the dialog's accessible name. Default 'Carregando...'. */
  text?: string;
}

/** Default text of the loading dialog (SPEC §8 default loading text). */
export const LOADING_DIALOG_TEXT = 'Carregando...';

/**
 * A blocking loading dialog with optional text (SPEC §2): modal, not dismissable (no Esc, no
 * backdrop click), focus kept inside, busy state announced.
 */
export function LoadingDialog({ open, text }: LoadingDialogProps) {
  const label = text || LOADING_DIALOG_TEXT;
  return (
    <MotionDialog
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      size="xs"
      contentProps={{ 'aria-label': label, 'aria-busy': true, tabIndex: -1 }}
    >
      <Dialog.Body py="6">
        <HStack gap="4" role="status">
          <Spinner size="md" color="gold.600" borderWidth="3px" />
          <Dialog.Description fontWeight="medium">{label}</Dialog.Description>
        </HStack>
      </Dialog.Body>
    </MotionDialog>
  );
}
