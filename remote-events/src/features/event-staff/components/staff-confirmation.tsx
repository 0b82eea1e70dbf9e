import { formatLocalTime as formatTime } from '@sge/shared/format/plain';
import { VenueButton } from '@sge/shared/venue';
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
 * A light component (`@sge/shared/venue`): the phone's cards paint without Chakra, and the wide
 * table's rows show the same element.
 */
export function StaffConfirmation({ confirmation, name, onUndo }: StaffConfirmationProps) {
  const time = formatTime(confirmation.time);
  const text = confirmation.type === 'checkin' ? STAFF_MESSAGES.checkedIn(time) : STAFF_MESSAGES.checkedOut(time);
  if (confirmation.status === 'sent') {
    return (
      <p role="status" className="sge-v-sm sge-v-muted">
        {CHECK_IN_TEXTS.alreadySent}
      </p>
    );
  }
  return (
    <div role="status" className="sge-v-wrap sge-v-sm">
      <span className="sge-v-ok">{text} ·</span>
      <VenueButton
        size="icon"
        className="sge-v-btn-link"
        style={{ padding: '0 .75rem' }}
        aria-label={CHECK_IN_TEXTS.undoOf(confirmation.type === 'checkin' ? 'entrada' : 'saída', name)}
        disabled={confirmation.status === 'undoing'}
        onClick={onUndo}
      >
        {CHECK_IN_TEXTS.undo}
      </VenueButton>
    </div>
  );
}
