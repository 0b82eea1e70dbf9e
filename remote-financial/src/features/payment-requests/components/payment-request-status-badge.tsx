import { PAYMENT_REQUEST_STATUS_LABELS, type PaymentRequestStatus } from '@sge/shared/contract';
import { StatusBadge, type StatusTone } from '@sge/shared/ui';

const TONES: Record<PaymentRequestStatus, StatusTone> = { PENDING: 'warning', APPROVED: 'info', PAID: 'success', CANCELLED: 'error' };

export function PaymentRequestStatusBadge({ status }: { status: PaymentRequestStatus }) {
  return <StatusBadge status={status} label={PAYMENT_REQUEST_STATUS_LABELS[status]} tone={TONES[status]} />;
}
