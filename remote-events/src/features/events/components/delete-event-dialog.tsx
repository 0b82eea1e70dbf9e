import { useState } from 'react';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { RefusalText } from '../../../components/refusal-text';
import { refusalReason } from '../../../lib/api-errors';
import type { EventInfo } from '../event-dates';
import { EVENT_MESSAGES } from '../messages';
import { useEventStore } from '../store';

export interface DeleteEventDialogProps {
  open: boolean;
  event?: EventInfo;
  onClose: () => void;
  onDeleted: (event: EventInfo) => void;
}

/** Asks before deleting; on failure it stays open with the server's reason (the store notifies). */
export function DeleteEventDialog({ open, event, onClose, onDeleted }: DeleteEventDialogProps) {
  const remove = useEventStore((s) => s.delete);
  const [reason, setReason] = useState<string | null>(null);

  const confirm = async () => {
    if (!event) return;
    setReason(null);
    try {
      await remove(event.id);
    } catch (error) {
      setReason(refusalReason(error));
      throw error;
    }
    notify.success(EVENT_MESSAGES.deleted);
    onDeleted(event);
  };

  return (
    <ConfirmDialog
      open={open}
      title="Excluir evento"
      message={
        <>
          {`Deseja excluir o evento ${event?.name ?? ''}? Esta ação não pode ser desfeita.`}
          <RefusalText reason={reason} />
        </>
      }
      confirmLabel="Excluir"
      destructive
      onConfirm={confirm}
      onClose={() => {
        setReason(null);
        onClose();
      }}
    />
  );
}
