import { useState } from 'react';
import type { Event } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { RefusalText } from '../../../components/refusal-text';
import { refusalReason } from '../../../lib/api-errors';
import { EVENT_MESSAGES } from '../messages';
import { useEventStore } from '../store';

export interface FinalizeEventDialogProps {
  open: boolean;
  event: Event;
  onClose: () => void;
}

/** Asks before finalizing: afterwards the event is read-only and its summary is frozen. */
export function FinalizeEventDialog({ open, event, onClose }: FinalizeEventDialogProps) {
  const finalize = useEventStore((s) => s.finalize);
  const [reason, setReason] = useState<string | null>(null);

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
