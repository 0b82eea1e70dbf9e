import { formatTime } from '@sge/shared/format';
import { Button, HStack, Text } from '@sge/shared/ui';
import { CHECK_IN_TEXTS, STAFF_MESSAGES } from '../messages';
import type { CheckConfirmation } from '../store';

export interface StaffConfirmationProps {
  confirmation: CheckConfirmation;
  name: string;
  onUndo: () => void;
}

/**
 * The tap's confirmation on its own card or row: 'Entrada registrada às 08:03 · Desfazer' while
 * the undo window is open, or 'Já enviado; não é mais possível desfazer' when the undo came late.
 */
export function StaffConfirmation({ confirmation, name, onUndo }: StaffConfirmationProps) {
  const time = formatTime(confirmation.time);
  const text = confirmation.type === 'checkin' ? STAFF_MESSAGES.checkedIn(time) : STAFF_MESSAGES.checkedOut(time);
  if (confirmation.status === 'sent') {
    return (
      <Text role="status" fontSize="sm" color="fg.muted">
        {CHECK_IN_TEXTS.alreadySent}
      </Text>
    );
  }
  return (
    <HStack role="status" gap="2" wrap="wrap" fontSize="sm">
      <Text as="span" color="green.700">
        {text} ·
      </Text>
      <Button
        variant="ghost"
        size="sm"
        minH="12"
        minW="12"
        px="3"
        colorPalette="gold"
        textDecoration="underline"
        aria-label={CHECK_IN_TEXTS.undoOf(confirmation.type === 'checkin' ? 'entrada' : 'saída', name)}
        disabled={confirmation.status === 'undoing'}
        onClick={onUndo}
      >
        {CHECK_IN_TEXTS.undo}
      </Button>
    </HStack>
  );
}
