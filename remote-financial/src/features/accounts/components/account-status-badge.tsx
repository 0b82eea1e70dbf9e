import type { StatusTone } from '@sge/shared/ui';
import { HStack, StatusBadge } from '@sge/shared/ui';
import { ACCOUNT_STATUS_LABELS } from '@sge/shared/contract';
import type { Account } from '../api';

const TONES: Record<string, StatusTone> = { PENDENTE: 'warning', PARCIAL: 'info', RECEBIDO: 'success', PAGO: 'success', CANCELADO: 'neutral' };

/** The account's status in words, plus 'Vencida' when it is open and past due (colour never alone). */
export function AccountStatusBadge({ account }: { account: Pick<Account, 'status' | 'overdue'> }) {
  return (
    <HStack gap="1" wrap="wrap">
      <StatusBadge status={account.status} label={ACCOUNT_STATUS_LABELS[account.status]} tone={TONES[account.status]} />
      {account.overdue && <StatusBadge status="VENCIDA" label="Vencida" tone="error" />}
    </HStack>
  );
}
