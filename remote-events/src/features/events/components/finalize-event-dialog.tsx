import { useState } from 'react';
import type { Event } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog, Text } from '@sge/shared/ui';
import { RefusalText } from '../../../components/refusal-text';
import { refusalReason } from '../../../lib/api-errors';
import { EVENT_MESSAGES } from '../messages';
import { useEventStore } from '../store';

export interface FinalizeEventDialogProps {
  open: boolean;
  event: Event;
  onClose: () => void;
}

/** Staff days of the event with no check-in recorded (on the server's copy of the event). */
export function staffWithoutCheckIn(event: Event): number {
  return event.eventDays.reduce((count, day) => count + day.employees.filter((employee) => employee.checkIn === null).length, 0);
}

/** The warning above the question when some of the staff never checked in. */
export const withoutCheckInWarning = (count: number) =>
  `${count} ${count === 1 ? 'escalado' : 'escalados'} sem entrada registrada. Finalizar mesmo assim?`;

/**
 * Asks before finalizing: afterwards the event is read-only and its summary is frozen. When some of
 * the staff never checked in, it says how many first.
 */
export function FinalizeEventDialog({ open, event, onClose }: FinalizeEventDialogProps) {
  const finalize = useEventStore((s) => s.finalize);
  const [reason, setReason] = useState<string | null>(null);
  const absent = staffWithoutCheckIn(event);

  const confirm = async () => {
    setReason(null);
    try {
      await finalize(event.id);
    } catch (error) {
      setReason(refusalReason(error));
      throw error;
    }
    notify.success(EVENT_MESSAGES.finalized);
  };

  return (
    <ConfirmDialog
      open={open}
      title="Finalizar evento"
      message={
        <>
          {absent > 0 && (
            <Text as="strong" display="block" mb="2" color="orange.800" data-testid="finalize-warning">
              {withoutCheckInWarning(absent)}
            </Text>
          )}
          {`Deseja finalizar o evento ${event.name}? Depois de finalizado, o evento não pode mais ser alterado e o resumo de pagamentos é gerado.`}
          <RefusalText reason={reason} />
        </>
      }
      confirmLabel="Finalizar"
      onConfirm={confirm}
      onClose={() => {
        setReason(null);
        onClose();
      }}
    />
  );
}
