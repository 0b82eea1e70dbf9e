/** Approve, pay and cancel a staff payment request, each confirmed before money moves. */
import { useMemo } from 'react';
import { SETTLEMENT_METHOD_LABELS, SETTLEMENT_METHODS, parseMoneyInput, type PaymentRequestItem, type SettlementMethod } from '@sge/shared/contract';
import { formatCurrency, formatDate, toIsoDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { ConfirmDialog, FormDialog, SharedForm, rules, type FormFieldConfig } from '@sge/shared/ui';
import { approvePaymentRequest, cancelPaymentRequest, payPaymentRequest } from '../api';
import { PAYMENT_REQUEST_NOTICES } from '../messages';

export interface PaymentRequestDialogProps {
  open: boolean;
  /** Kept while the dialog closes. */
  request?: PaymentRequestItem;
  onClose: () => void;
  onDone: () => void;
}

const describe = (r?: PaymentRequestItem) => (r ? `${r.employeeName} — ${r.eventName}, dia ${formatDate(r.eventDay)} (${formatCurrency(r.amount)})` : '');

export function ApprovePaymentRequestDialog({ open, request, onClose, onDone }: PaymentRequestDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title="Aprovar solicitação"
      message={request ? `Aprovar o pagamento de ${describe(request)}? Uma conta a pagar será criada em 'Pessoal de Eventos'.` : ''}
      confirmLabel="Aprovar"
      onClose={onClose}
      onConfirm={async () => {
        await approvePaymentRequest(request!.id);
        notify.success(PAYMENT_REQUEST_NOTICES.approved);
        onDone();
      }}
    />
  );
}

interface PayValues {
  paymentDate: string;
  paymentMethod: string;
  paymentValue: string;
  paymentReference: string;
  paymentNotes: string;
}

export function PayPaymentRequestDialog({ open, request, onClose, onDone }: PaymentRequestDialogProps) {
  const amount = request?.amount ?? '0.00';
  const fields = useMemo<FormFieldConfig<PayValues>[]>(
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
        rules: [rules.money, (v) => parseMoneyInput(String(v)) === amount || `O valor deve ser o da solicitação (${formatCurrency(amount)})`],
      },
      { name: 'paymentReference', label: 'Referência', rules: [rules.maxLength(100)] },
      { name: 'paymentNotes', label: 'Observações', type: 'textarea', rules: [rules.maxLength(500)] },
    ],
    [amount],
  );
  const initialValues = useMemo<PayValues>(
    () => ({ paymentDate: toIsoDate(new Date()) ?? '', paymentMethod: 'PIX', paymentValue: amount.replace('.', ','), paymentReference: '', paymentNotes: '' }),
    [amount],
  );
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Registrar pagamento"
      description={request ? `Pagar ${describe(request)}. A conta a pagar fica paga e o dia do funcionário, confirmado como pago.` : undefined}
    >
      <SharedForm<PayValues>
        aria-label="Registrar pagamento"
        fields={fields}
        initialValues={initialValues}
        submitLabel="Confirmar pagamento"
        onCancel={onClose}
        onSubmit={async (values) => {
          await payPaymentRequest(request!.id, {
            paymentDate: values.paymentDate,
            paymentMethod: values.paymentMethod as SettlementMethod,
            paymentValue: parseMoneyInput(values.paymentValue) ?? undefined,
            paymentReference: values.paymentReference.trim() || null,
            paymentNotes: values.paymentNotes.trim() || null,
          });
          notify.success(PAYMENT_REQUEST_NOTICES.paid);
          onDone();
        }}
      />
    </FormDialog>
  );
}

interface CancelValues {
  reason: string;
}
const CANCEL_FIELDS: FormFieldConfig<CancelValues>[] = [
  { name: 'reason', label: 'Motivo do cancelamento', type: 'textarea', required: true, rules: [rules.minLength(3), rules.maxLength(500)] },
];

export function CancelPaymentRequestDialog({ open, request, onClose, onDone }: PaymentRequestDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Cancelar solicitação"
      description={request ? `Cancelar o pagamento de ${describe(request)}. Uma conta a pagar ainda não paga também é cancelada.` : undefined}
    >
      <SharedForm<CancelValues>
        aria-label="Cancelar solicitação"
        fields={CANCEL_FIELDS}
        initialValues={{ reason: '' }}
        submitLabel="Cancelar solicitação"
        cancelLabel="Voltar"
        onCancel={onClose}
        onSubmit={async ({ reason }) => {
          await cancelPaymentRequest(request!.id, reason.trim());
          notify.success(PAYMENT_REQUEST_NOTICES.cancelled);
          onDone();
        }}
      />
    </FormDialog>
  );
}
