import { useState } from 'react';
import type { Badge, Employee } from '@sge/shared/contract';
import { ApiError } from '@sge/shared/http';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog } from '@sge/shared/ui';
import { createEmployeeBadge } from '../api';
import { EMPLOYEE_MESSAGES } from '../messages';
import { printEmployeeBadge } from '../print-badge';

export interface ReissueBadgeDialogProps {
  open: boolean;
  employee?: Employee;
  onClose: () => void;
}

/** The texts of the two questions: replace the badge, then print the new one. */
export const REISSUE_BADGE_TEXTS = {
  title: 'Gerar novo crachá',
  confirm: 'Gerar novo crachá',
  question: (name: string) =>
    `Gerar novo crachá para ${name}? O crachá atual deixará de funcionar, inclusive nos aparelhos que baixaram o evento, após a próxima sincronização.`,
  offerTitle: 'Novo crachá gerado',
  offer: (name: string, shortCode: string) => `O novo crachá de ${name} tem o código ${shortCode}. Deseja imprimi-lo agora?`,
  print: 'Imprimir crachá',
  later: 'Agora não',
} as const;

/**
 * 'Gerar novo crachá' (admin, manager): asks, POSTs a new code (the old one stops working), says
 * 'Novo crachá gerado', then offers to print the new badge. A refused or failed call is shown by the
 * http client and keeps the question open, to try again or cancel.
 */
export function ReissueBadgeDialog({ open, employee, onClose }: ReissueBadgeDialogProps) {
  const [issued, setIssued] = useState<{ employee: Employee; badge: Badge } | null>(null);

  const reissue = async () => {
    if (!employee) return;
    const badge = await createEmployeeBadge(employee.id);
    notify.success(EMPLOYEE_MESSAGES.badgeIssued);
    setIssued({ employee, badge });
  };

  const print = async () => {
    if (!issued) return;
    try {
      await printEmployeeBadge(issued.employee, issued.badge);
    } catch (error) {
      if (!(error instanceof ApiError)) notify.error(EMPLOYEE_MESSAGES.badgePrintFailed);
      throw error;
    }
  };

  return (
    <>
      <ConfirmDialog
        open={open}
        title={REISSUE_BADGE_TEXTS.title}
        message={REISSUE_BADGE_TEXTS.question(employee?.name ?? '')}
        confirmLabel={REISSUE_BADGE_TEXTS.confirm}
        destructive
        onConfirm={reissue}
        onClose={onClose}
      />
      <ConfirmDialog
        open={issued !== null}
        title={REISSUE_BADGE_TEXTS.offerTitle}
        message={issued ? REISSUE_BADGE_TEXTS.offer(issued.employee.name, issued.badge.shortCode) : ''}
        confirmLabel={REISSUE_BADGE_TEXTS.print}
        cancelLabel={REISSUE_BADGE_TEXTS.later}
        onConfirm={print}
        onClose={() => setIssued(null)}
      />
    </>
  );
}
