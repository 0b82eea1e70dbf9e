import { useMemo, useState } from 'react';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, parseMoneyInput, type PaymentMethod, type PaymentPayload } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { Button, FormDialog, HStack, rules, SharedForm, Stack, Text, type FormFieldConfig, type ValidationRule } from '@sge/shared/ui';
import { payAccount, type Account, type AccountKind } from '../api';
import { centsToDecimal, decimalToMoneyInput, todayIso, toCents } from '../money';
import { ACCOUNT_TEXTS } from '../texts';
import { partyOf } from './accounts-table';

type PaymentFormValues = {
  paymentValue: string;
  paymentDate: string;
  paymentMethod: string;
  paymentReference: string;
  paymentNotes: string;
};

function paymentFields(openAmount: string): FormFieldConfig<PaymentFormValues>[] {
  const withinBalance: ValidationRule<PaymentFormValues> = (value) => {
    const typed = parseMoneyInput(String(value ?? ''));
    return typed === null || toCents(typed) <= toCents(openAmount) || `Valor maior que o saldo em aberto (${formatCurrency(openAmount)})`;
  };
  const notFuture: ValidationRule<PaymentFormValues> = (value) => !value || String(value) <= todayIso() || 'A data do pagamento não pode ser futura';
  return [
    {
      name: 'paymentValue',
      label: 'Valor',
      type: 'money',
      required: true,
      rules: [rules.money, rules.positive, withinBalance],
      helperText: `Saldo em aberto: ${formatCurrency(openAmount)}. Um valor menor registra um pagamento parcial.`,
    },
    { name: 'paymentDate', label: 'Data', type: 'date', required: true, rules: [rules.date, notFuture] },
    {
      name: 'paymentMethod',
      label: 'Forma de pagamento',
      type: 'select',
      required: true,
      options: PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] })),
    },
    { name: 'paymentReference', label: 'Referência', placeholder: 'Comprovante, NSU, nº do boleto…', rules: [rules.maxLength(120)] },
    { name: 'paymentNotes', label: 'Observações', type: 'textarea', rules: [rules.maxLength(1000)] },
  ];
}

export interface PaymentDialogProps {
  kind: AccountKind;
  open: boolean;
  account?: Account;
  onClose: () => void;
  onPaid: (account: Account) => void;
}

/**
 * Records a receipt (receivable) or payment (payable): the form first (partial amounts allowed,
 * never above the open balance), then a confirmation that repeats what will be recorded.
 */
export function PaymentDialog({ kind, open, account, onClose, onPaid }: PaymentDialogProps) {
  const texts = ACCOUNT_TEXTS[kind];
  const openAmount = account?.openAmount ?? '0.00';
  const fields = useMemo(() => paymentFields(openAmount), [openAmount]);
  const [values, setValues] = useState<PaymentFormValues | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const initialValues: PaymentFormValues = values ?? {
    paymentValue: decimalToMoneyInput(openAmount),
    paymentDate: todayIso(),
    paymentMethod: 'PIX',
    paymentReference: '',
    paymentNotes: '',
  };

  const close = () => {
    setValues(null);
    setConfirming(false);
    onClose();
  };

  const payload = (v: PaymentFormValues): PaymentPayload => ({
    paymentDate: v.paymentDate,
    paymentMethod: v.paymentMethod as PaymentMethod,
    paymentValue: parseMoneyInput(v.paymentValue)!,
    paymentReference: v.paymentReference.trim() || null,
    paymentNotes: v.paymentNotes.trim() || null,
  });

  const confirm = async () => {
    if (!account || !values) return;
    setSaving(true);
    try {
      const body = payload(values);
      const updated = await payAccount(kind, account.id, body);
      notify.success(updated.status === 'RECEBIDO' || updated.status === 'PAGO' ? texts.settledNow : texts.payRecorded);
      setValues(null);
      setConfirming(false);
      onPaid(updated);
    } catch {
      // The http client showed the server's message; stay on the confirmation to retry or go back.
    } finally {
      setSaving(false);
    }
  };

  const pending = values ? payload(values) : null;
  const partial = pending ? toCents(pending.paymentValue) < toCents(openAmount) : false;

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={texts.payTitle}
      description={account ? `${account.description} — ${partyOf(account)}` : undefined}
      scrollBehavior="inside"
    >
      {confirming && pending && account ? (
        <Stack gap="4" role="group" aria-label="Confirmação">
          <Text>
            {texts.payConfirm} de <strong>{formatCurrency(pending.paymentValue)}</strong> em {formatDate(pending.paymentDate)} (
            {PAYMENT_METHOD_LABELS[pending.paymentMethod]})?
          </Text>
          <Text color="fg.muted">
            {partial
              ? `Pagamento parcial: restarão ${formatCurrency(centsToDecimal(toCents(openAmount) - toCents(pending.paymentValue)))} em aberto.`
              : 'Este valor quita a conta.'}
          </Text>
          <HStack justify="flex-end" gap="2">
            <Button
              variant="outline"
              disabled={saving}
              onClick={() => {
                setConfirming(false);
                setFormKey((k) => k + 1);
              }}
            >
              Voltar
            </Button>
            <Button colorPalette="gold" loading={saving} onClick={() => void confirm()}>
              {texts.payConfirm}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <SharedForm
          key={formKey}
          aria-label={texts.payTitle}
          fields={fields}
          initialValues={initialValues}
          submitLabel="Continuar"
          onCancel={close}
          onSubmit={(v) => {
            setValues(v);
            setConfirming(true);
          }}
        />
      )}
    </FormDialog>
  );
}
