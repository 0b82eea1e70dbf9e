import type { EventEmployee } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { STAFF_MESSAGES } from '../messages';
import { linkName } from '../staff-values';
import { useStaffStore } from '../store';

export interface ConfirmPaymentDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its texts do not change mid-animation. */
  link?: EventEmployee;
  onClose: () => void;
}

/** Confirms a requested payment (admin and financial); a refusal shows the server's message. */
export function ConfirmPaymentDialog({ open, link, onClose }: ConfirmPaymentDialogProps) {
  const confirmPayment = useStaffStore((s) => s.confirmPayment);

  const confirm = async () => {
    if (!link) return;
    await confirmPayment(link.id);
    notify.success(STAFF_MESSAGES.paymentConfirmed);
  };

  return (
    <ConfirmDialog
      open={open}
      title="Confirmar pagamento"
      message={link ? `Confirmar o pagamento de ${linkName(link)} pelo dia ${formatDate(link.eventDay)} (diária de ${formatCurrency(link.payRate)})?` : ''}
      confirmLabel="Confirmar"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
