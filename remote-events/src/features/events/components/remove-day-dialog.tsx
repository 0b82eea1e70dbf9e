import { useState } from 'react';
import type { Event } from '@sge/shared/contract';
import { formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { RefusalText } from '../../../components/refusal-text';
import { refusalReason } from '../../../lib/api-errors';
import { eventDates } from '../event-dates';
import { withDays } from '../event-form-values';
import { EVENT_MESSAGES } from '../messages';
import { useEventStore } from '../store';

export interface RemoveDayDialogProps {
  event: Event;
  /** The day to remove (YYYY-MM-DD); the dialog is open while it is set. */
  date: string | null;
  onClose: () => void;
}

/** Removes a day: a PUT of the event without that date (the server refuses, 409, when the day has staff). */
export function RemoveDayDialog({ event, date, onClose }: RemoveDayDialogProps) {
  const update = useEventStore((s) => s.update);
  const [reason, setReason] = useState<string | null>(null);
  const [shown, setShown] = useState(date);
  if (date && date !== shown) setShown(date);

  const confirm = async () => {
    if (!date) return;
    setReason(null);
    try {
      await update(event.id, withDays(event, eventDates(event).filter((d) => d !== date)));
    } catch (error) {
      setReason(refusalReason(error));
      throw error;
    }
    notify.success(EVENT_MESSAGES.dayRemoved);
  };

  return (
    <ConfirmDialog
      open={date !== null}
      title="Remover dia"
      message={
        <>
          {`Deseja remover o dia ${shown ? formatDate(shown) : ''} do evento ${event.name}?`}
          <RefusalText reason={reason} />
        </>
      }
      confirmLabel="Remover"
      destructive
      onConfirm={confirm}
      onClose={() => {
        setReason(null);
        onClose();
      }}
    />
  );
}
