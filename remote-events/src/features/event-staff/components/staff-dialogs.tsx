import type { EventEmployee } from '@sge/shared/contract';
import { AssignEmployeeDialog } from './assign-employee-dialog';
import { ConfirmPaymentDialog } from './confirm-payment-dialog';
import type { StaffAction } from './day-staff-table';
import { EditAssignmentDialog } from './edit-assignment-dialog';
import { RemoveStaffDialog } from './remove-staff-dialog';
import { RequestPaymentDialog } from './request-payment-dialog';

type DialogAction = Exclude<StaffAction, 'checkIn' | 'checkOut'>;

/** Which link a dialog is about; kept while it closes so its texts do not change mid-animation. */
export interface StaffDialogTarget {
  action: DialogAction | 'assign' | null;
  link?: EventEmployee;
}

export interface StaffDialogsProps {
  eventId: number;
  /** YYYY-MM-DD. */
  day: string;
  /** The employees already on the day ('Escalar funcionário' refuses them). */
  assignedIds: number[];
  /** 'Escalar funcionário' is offered (admin and manager, an event not finalized). */
  canAssign: boolean;
  target: StaffDialogTarget;
  onClose: () => void;
}

/**
 * A day's staff dialogs (Chakra): 'Escalar funcionário', 'Editar escala', the payments and
 * 'Remover'. The wide table's panel renders them; the phone's gate screen loads them as a Chakra
 * island (staff-dialogs-island.ts).
 */
export function StaffDialogs({ eventId, day, assignedIds, canAssign, target, onClose }: StaffDialogsProps) {
  const is = (action: StaffDialogTarget['action']) => target.action === action;
  return (
    <>
      {canAssign && <AssignEmployeeDialog open={is('assign')} eventId={eventId} day={day} assignedIds={assignedIds} onClose={onClose} />}
      <EditAssignmentDialog open={is('edit')} link={target.link} onClose={onClose} />
      <RequestPaymentDialog open={is('requestPayment')} link={target.link} onClose={onClose} />
      <ConfirmPaymentDialog open={is('confirmPayment')} link={target.link} onClose={onClose} />
      <RemoveStaffDialog open={is('remove')} link={target.link} onClose={onClose} />
    </>
  );
}
