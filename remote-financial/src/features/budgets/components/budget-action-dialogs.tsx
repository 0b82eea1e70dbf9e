/** The dialogs of the budget flow: each confirms before money moves or data changes, then notifies. */
import { useMemo } from 'react';
import { SETTLEMENT_METHOD_LABELS, SETTLEMENT_METHODS, parseMoneyInput, type Budget, type SettlementMethod } from '@sge/shared/contract';
import { formatCurrency, formatDate, toIsoDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog, FormDialog, SharedForm, rules, type FormFieldConfig } from '@sge/shared/ui';
import { approveBudget, confirmBudgetPayment, createBudgetEvent, deleteBudget, sendBudget } from '../api';
import { BUDGET_NOTICES } from '../messages';
import { fromCents, toCents } from '../money';

export interface BudgetDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its texts do not change mid-animation. */
  budget?: Budget;
  onClose: () => void;
  /** After the change succeeded (the notification is shown). */
  onDone: (budget?: Budget) => void;
}

const label = (budget?: Budget) => (budget ? `o orçamento nº ${budget.id} (${budget.clientName})` : '');

export function SendBudgetDialog({ open, budget, onClose, onDone }: BudgetDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Enviar orçamento"
      message={budget ? `Enviar ${label(budget)} ao cliente? Depois de enviado, ele não pode mais ser editado.` : ''}
      confirmLabel="Enviar"
      onClose={onClose}
      onConfirm={async () => {
        const sent = await sendBudget(budget!.id);
        notify.success(BUDGET_NOTICES.sent);
        onDone(sent);
      }}
    />
  );
}

export function ApproveBudgetDialog({ open, budget, onClose, onDone }: BudgetDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Aprovar orçamento"
      message={
        budget
          ? `Aprovar ${label(budget)}? Uma conta a receber de ${formatCurrency(budget.total)} será criada para o cliente.`
          : ''
      }
      confirmLabel="Aprovar"
      onClose={onClose}
      onConfirm={async () => {
        const approved = await approveBudget(budget!.id, { approved: true });
        notify.success(BUDGET_NOTICES.approved);
        onDone(approved);
      }}
    />
  );
}

export function CreateEventDialog({ open, budget, onClose, onDone }: BudgetDialogProps) {
  const days = budget?.eventDays.map((d) => formatDate(d)).join(', ') ?? '';
  return (
    <ConfirmDialog
      open={open}
      title="Criar evento"
      message={
        budget
          ? `Criar o evento "${budget.eventName ?? budget.clientName}" com os dias ${days}? Os serviços do orçamento passam a limitar a equipe do evento.`
          : ''
      }
      confirmLabel="Criar evento"
      onClose={onClose}
      onConfirm={async () => {
        const { budget: updated } = await createBudgetEvent(budget!.id);
        notify.success(BUDGET_NOTICES.eventCreated(updated.linkedEventName ?? updated.eventName ?? ''));
        onDone(updated);
      }}
    />
  );
}

export function DeleteBudgetDialog({ open, budget, onClose, onDone }: BudgetDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      destructive
      title="Excluir orçamento"
      message={budget ? `Excluir ${label(budget)}? Esta ação não pode ser desfeita.` : ''}
      confirmLabel="Excluir"
      onClose={onClose}
      onConfirm={async () => {
        await deleteBudget(budget!.id);
        notify.success(BUDGET_NOTICES.deleted);
        onDone();
      }}
    />
  );
}

interface RefuseValues {
  reason: string;
}
const REFUSE_FIELDS: FormFieldConfig<RefuseValues>[] = [
  { name: 'reason', label: 'Motivo da recusa', type: 'textarea', required: true, rules: [rules.minLength(3), rules.maxLength(500)] },
];

export function RefuseBudgetDialog({ open, budget, onClose, onDone }: BudgetDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title="Recusar orçamento" description={budget ? `Registrar que o cliente recusou ${label(budget)}.` : undefined}>
      <SharedForm<RefuseValues>
        aria-label="Recusar orçamento"
        fields={REFUSE_FIELDS}
        initialValues={{ reason: '' }}
        submitLabel="Recusar"
        onCancel={onClose}
        onSubmit={async ({ reason }) => {
          const refused = await approveBudget(budget!.id, { approved: false, reason: reason.trim() });
          notify.success(BUDGET_NOTICES.refused);
          onDone(refused);
        }}
      />
    </FormDialog>
  );
}

interface PaymentValues {
  paymentDate: string;
  paymentMethod: string;
  paymentValue: string;
  paymentReference: string;
  paymentNotes: string;
}

/** What is still open on the budget's receivable: total − received (exact, in cents). */
export function openBalance(budget: Budget): string {
  return fromCents((toCents(budget.total) ?? 0n) - (toCents(budget.receivedAmount) ?? 0n));
}

export function ConfirmBudgetPaymentDialog({ open, budget, onClose, onDone }: BudgetDialogProps) {
  const open$ = budget ? openBalance(budget) : '0.00';
  const fields = useMemo<FormFieldConfig<PaymentValues>[]>(
    () => [
      { name: 'paymentDate', label: 'Data do pagamento', type: 'date', required: true, rules: [rules.date] },
      {
        name: 'paymentMethod',
        label: 'Forma de pagamento',
        type: 'select',
        required: true,
        options: SETTLEMENT_METHODS.map((m) => ({ value: m, label: SETTLEMENT_METHOD_LABELS[m] })),
      },
      {
        name: 'paymentValue',
        label: 'Valor pago',
        type: 'money',
        required: true,
        helperText: `Saldo em aberto: ${formatCurrency(open$)}`,
        rules: [rules.money, (v) => parseMoneyInput(String(v)) === open$ || `O valor deve ser o saldo em aberto (${formatCurrency(open$)})`],
      },
      { name: 'paymentReference', label: 'Referência', rules: [rules.maxLength(100)] },
      { name: 'paymentNotes', label: 'Observações', type: 'textarea', rules: [rules.maxLength(500)] },
    ],
    [open$],
  );
  const initialValues = useMemo<PaymentValues>(
    () => ({ paymentDate: toIsoDate(new Date()) ?? '', paymentMethod: 'PIX', paymentValue: open$.replace('.', ','), paymentReference: '', paymentNotes: '' }),
    [open$],
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Confirmar pagamento do orçamento"
      description={budget ? `Registrar o recebimento de ${label(budget)}: a conta a receber fica recebida e o orçamento, pago.` : undefined}
    >
      <SharedForm<PaymentValues>
        aria-label="Confirmar pagamento do orçamento"
        fields={fields}
        initialValues={initialValues}
        submitLabel="Confirmar pagamento"
        onCancel={onClose}
        onSubmit={async (values) => {
          const paid = await confirmBudgetPayment(budget!.id, {
            paymentDate: values.paymentDate,
            paymentMethod: values.paymentMethod as SettlementMethod,
            paymentValue: parseMoneyInput(values.paymentValue) ?? undefined,
            paymentReference: values.paymentReference.trim() || null,
            paymentNotes: values.paymentNotes.trim() || null,
          });
          notify.success(BUDGET_NOTICES.paid);
          onDone(paid);
        }}
      />
    </FormDialog>
  );
}
