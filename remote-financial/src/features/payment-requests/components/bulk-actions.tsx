/**
 * The bulk bar of the payment requests page: how many are selected ('all N matching the filter'
 * offered when the whole page is ticked), 'Aprovar selecionados' and 'Pagar selecionados' (one
 * payment date and method for all), and each request's outcome after the call.
 */
import { useMemo, useState } from 'react';
import { SETTLEMENT_METHOD_LABELS, SETTLEMENT_METHODS, type BulkPaymentRequestsReply, type SettlementMethod } from '@sge/shared/contract';
import { formatDate, toIsoDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { Link as RouterLink } from '@sge/shared/router';
import { Alert, Box, Button, CloseButton, ConfirmDialog, FormDialog, HStack, SharedForm, Text, rules, type FormFieldConfig } from '@sge/shared/ui';
import { bulkApprovePaymentRequests, bulkPayPaymentRequests } from '../api';
import { selectionBody, type BulkSelectionState } from '../bulk-selection';
import { BULK_NOTICES } from '../messages';

interface PayValues {
  paymentDate: string;
  paymentMethod: string;
  paymentReference: string;
}

const PAY_FIELDS: FormFieldConfig<PayValues>[] = [
  { name: 'paymentDate', label: 'Data do pagamento', type: 'date', required: true, rules: [rules.date] },
  {
    name: 'paymentMethod',
    label: 'Forma de pagamento',
    type: 'select',
    required: true,
    options: SETTLEMENT_METHODS.map((m) => ({ value: m, label: SETTLEMENT_METHOD_LABELS[m] })),
  },
  { name: 'paymentReference', label: 'Referência', rules: [rules.maxLength(100)] },
];

export interface BulkActionsProps {
  bulk: BulkSelectionState;
}

type Outcome = { action: 'approve' | 'pay'; reply: BulkPaymentRequestsReply };

export function BulkActions({ bulk }: BulkActionsProps) {
  const [dialog, setDialog] = useState<'approve' | 'pay' | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const initialPay = useMemo<PayValues>(() => ({ paymentDate: toIsoDate(new Date()) ?? '', paymentMethod: 'PIX', paymentReference: '' }), []);
  const { selection, count } = bulk;
  const n = `${count} ${count === 1 ? 'solicitação' : 'solicitações'}`;

  const done = (action: Outcome['action'], reply: BulkPaymentRequestsReply) => {
    setDialog(null);
    setOutcome({ action, reply });
    bulk.clear();
    if (reply.applied) notify.success(action === 'approve' ? BULK_NOTICES.approved(reply.applied) : BULK_NOTICES.paid(reply.applied));
    if (reply.refused) notify.warning(BULK_NOTICES.refused(reply.refused));
  };

  return (
    <Box mb="3">
      {selection && (
        <HStack role="region" aria-label="Seleção" gap="3" flexWrap="wrap" p="3" mb="2" borderWidth="1px" rounded="md" bg="bg.subtle">
          <Text fontWeight="medium">{bulk.allMatching ? `Todas as ${n} que correspondem ao filtro selecionadas` : `${n} ${count === 1 ? 'selecionada' : 'selecionadas'}`}</Text>
          {bulk.canSelectAllMatching && selection.mode === 'ids' && (
            <Button size="sm" variant="ghost" onClick={bulk.selectAllMatching}>
              {`Selecionar todas as ${bulk.total} que correspondem ao filtro`}
            </Button>
          )}
          <Button size="sm" onClick={() => setDialog('approve')}>
            Aprovar selecionados
          </Button>
          <Button size="sm" colorPalette="green" onClick={() => setDialog('pay')}>
            Pagar selecionados
          </Button>
          {selection.mode === 'ids' && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/financial/payout-batch?solicitacoes=${selection.ids.join(',')}`}>Lote de pagamento PIX</RouterLink>
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={bulk.clear}>
            Limpar seleção
          </Button>
        </HStack>
      )}
      {outcome && <BulkOutcome outcome={outcome} onClose={() => setOutcome(null)} />}
      <ConfirmDialog
        open={dialog === 'approve'}
        title="Aprovar selecionados"
        message={`Aprovar ${n}? Cada solicitação pendente cria a sua conta a pagar em 'Pessoal de Eventos'; as demais são recusadas com o motivo.`}
        confirmLabel="Aprovar"
        onClose={() => setDialog(null)}
        onConfirm={async () => done('approve', await bulkApprovePaymentRequests(selectionBody(selection!)))}
      />
      <FormDialog open={dialog === 'pay'} onClose={() => setDialog(null)} title="Pagar selecionados" description={`Pagar ${n} com uma data e uma forma de pagamento. Cada uma tem a sua conta a pagar paga e o seu lançamento no fluxo de caixa.`}>
        <SharedForm<PayValues>
          aria-label="Pagar selecionados"
          fields={PAY_FIELDS}
          initialValues={initialPay}
          submitLabel="Confirmar pagamento"
          onCancel={() => setDialog(null)}
          onSubmit={async (values) =>
            done(
              'pay',
              await bulkPayPaymentRequests({
                ...selectionBody(selection!),
                paymentDate: values.paymentDate,
                paymentMethod: values.paymentMethod as SettlementMethod,
                paymentReference: values.paymentReference.trim() || null,
              }),
            )
          }
        />
      </FormDialog>
    </Box>
  );
}

/** Each request's outcome: how many went through, and the refused ones with their reason. */
function BulkOutcome({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { reply, action } = outcome;
  const refused = reply.results.filter((r) => r.outcome === 'refused');
  return (
    <Alert.Root status={refused.length ? 'warning' : 'success'} role="status" aria-label="Resultado da ação em lote" mb="2" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{BULK_NOTICES.summary(action, reply.applied, reply.refused)}</Alert.Title>
        {refused.length > 0 && (
          <Alert.Description>
            <Box as="ul" ps="4" mt="1">
              {refused.map((r) => (
                <li key={r.id}>{`Nº ${r.id}${r.employeeName ? ` — ${r.employeeName}` : ''}${r.eventDay ? `, ${formatDate(r.eventDay)}` : ''}: ${r.reason}`}</li>
              ))}
            </Box>
          </Alert.Description>
        )}
      </Alert.Content>
      <CloseButton size="sm" aria-label="Fechar resultado" onClick={onClose} />
    </Alert.Root>
  );
}
