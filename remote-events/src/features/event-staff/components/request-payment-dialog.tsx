import { useMemo } from 'react';
import { parseMoneyInput, type EventEmployee } from '@sge/shared/contract';
import { formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { FormDialog, rules, SharedForm, type FormFieldConfig } from '@sge/shared/ui';
import { STAFF_MESSAGES } from '../messages';
import { decimalToMoneyInput, linkName } from '../staff-values';
import { useStaffStore } from '../store';

type RequestValues = { amount: string; notes: string };

const fields: FormFieldConfig<RequestValues>[] = [
  { name: 'amount', label: 'Valor', type: 'money', required: true, rules: [rules.money], helperText: 'Pré-preenchido com o valor da diária.' },
  { name: 'notes', label: 'Observações', type: 'textarea', rules: [rules.maxLength(500)] },
];

export interface RequestPaymentDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its texts do not change mid-animation. */
  link?: EventEmployee;
  onClose: () => void;
}

/** Requests the payment of one worked day; a refusal shows the server's message (http client). */
export function RequestPaymentDialog({ open, link, onClose }: RequestPaymentDialogProps) {
  const requestPayment = useStaffStore((s) => s.requestPayment);
  const initialValues = useMemo<RequestValues>(() => ({ amount: link ? decimalToMoneyInput(link.payRate) : '', notes: '' }), [link]);

  const save = async (values: RequestValues) => {
    if (!link) return;
    const notes = values.notes.trim();
    await requestPayment(link.id, { amount: parseMoneyInput(values.amount) ?? undefined, ...(notes ? { notes } : {}) });
    notify.success(STAFF_MESSAGES.paymentRequested);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Solicitar pagamento"
      description={link ? `${linkName(link)} — ${link.function}, dia ${formatDate(link.eventDay)}.` : undefined}
    >
      <SharedForm
        aria-label="Solicitar pagamento"
        fields={fields}
        initialValues={initialValues}
        onSubmit={save}
        onCancel={onClose}
        submitLabel="Solicitar"
      />
    </FormDialog>
  );
}
