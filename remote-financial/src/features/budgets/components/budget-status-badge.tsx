import { BUDGET_STATUS_LABELS, type BudgetStatus } from '@sge/shared/contract';
import { StatusBadge, type StatusTone } from '@sge/shared/ui';

const TONES: Record<BudgetStatus, StatusTone> = {
  RASCUNHO: 'neutral',
  ENVIADO: 'info',
  APROVADO: 'brand',
  PAGO: 'success',
  RECUSADO: 'error',
  EXPIRADO: 'warning',
};

/** The budget's status as text and colour. */
export function BudgetStatusBadge({ status }: { status: BudgetStatus }) {
  return <StatusBadge status={status} label={BUDGET_STATUS_LABELS[status]} tone={TONES[status]} />;
}
