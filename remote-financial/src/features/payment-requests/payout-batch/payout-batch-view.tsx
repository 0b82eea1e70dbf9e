/**
 * 'Lote de pagamento PIX': one line per person with the PIX key, the amount, the days, and the
 * static BR Code as 'copia e cola' text and QR code; the XLSX/CSV export; 'Marcar lote como pago',
 * the bulk pay of every request of the batch with one date.
 */
import { saveFile } from '@sge/shared/http';
import { useMemo, useState } from 'react';
import { PIX_KEY_TYPE_LABELS, SETTLEMENT_METHOD_LABELS, SETTLEMENT_METHODS, type PayoutBatch, type PayoutBatchLine, type SettlementMethod } from '@sge/shared/contract';
import { BadgeQr } from '@sge/shared/badges';
import { formatCpf, formatCurrency, formatDate, toIsoDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import { Badge, Box, Button, Card, FormDialog, HStack, SharedForm, SimpleGrid, Stack, Text, Textarea, rules, type FormFieldConfig } from '@sge/shared/ui';
import { bulkPayPaymentRequests } from '../api';
import { BULK_NOTICES } from '../messages';
import { exportPayoutBatch, type BatchSource } from './api';

export const PAYOUT_TEXTS = {
  title: 'Lote de pagamento PIX',
  description: 'Uma linha por pessoa, com a chave PIX, o valor e o código PIX copia e cola para colar no aplicativo do banco.',
  empty: 'Nenhuma solicitação em aberto neste lote.',
  markPaid: 'Marcar lote como pago',
  copy: 'Copiar código',
  copied: 'Código PIX copiado',
  exportFailed: 'Não foi possível gerar o arquivo. Tente novamente.',
  exported: (format: string) => `Arquivo ${format.toUpperCase()} gerado com sucesso`,
} as const;

interface PayValues {
  paymentDate: string;
  paymentMethod: string;
}
const PAY_FIELDS: FormFieldConfig<PayValues>[] = [
  { name: 'paymentDate', label: 'Data do pagamento', type: 'date', required: true, rules: [rules.date] },
  { name: 'paymentMethod', label: 'Forma de pagamento', type: 'select', required: true, options: SETTLEMENT_METHODS.map((m) => ({ value: m, label: SETTLEMENT_METHOD_LABELS[m] })) },
];

function Line({ line }: { line: PayoutBatchLine }) {
  const copy = async () => {
    await navigator.clipboard?.writeText(line.brCode ?? '');
    notify.success(PAYOUT_TEXTS.copied);
  };
  return (
    <Card.Root as="li" aria-label={line.employeeName} listStyleType="none">
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: line.brCode ? 3 : 2 }} gap="4">
          <Stack gap="1">
            <Text fontWeight="semibold">{line.employeeName}</Text>
            <Text fontSize="sm">CPF {formatCpf(line.cpf)}</Text>
            <Text fontSize="sm">{line.pixKey && line.pixKeyType ? `${PIX_KEY_TYPE_LABELS[line.pixKeyType]}: ${line.pixKey}` : '—'}</Text>
            <Text fontSize="lg" fontWeight="bold">
              {formatCurrency(line.amount)}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {`txid ${line.txid} · ${line.days.map((d) => formatDate(d.eventDay)).join(', ')}`}
            </Text>
            {line.problem && (
              <Badge colorPalette="orange" alignSelf="flex-start">
                {line.problem}
              </Badge>
            )}
          </Stack>
          {line.brCode && (
            <>
              <Stack gap="2">
                <Textarea readOnly value={line.brCode} aria-label={`PIX copia e cola de ${line.employeeName}`} fontFamily="mono" fontSize="xs" rows={4} />
                <Button size="sm" variant="outline" onClick={() => void copy()} alignSelf="flex-start">
                  {PAYOUT_TEXTS.copy}
                </Button>
              </Stack>
              <Box justifySelf={{ md: 'end' }}>
                <BadgeQr payload={line.brCode} label={`QR Code PIX de ${line.employeeName}`} size="160px" />
              </Box>
            </>
          )}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

export function PayoutBatchView({ batch, source }: { batch: PayoutBatch; source: BatchSource }) {
  const [paying, setPaying] = useState(false);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const initial = useMemo<PayValues>(() => ({ paymentDate: toIsoDate(new Date()) ?? '', paymentMethod: 'PIX' }), []);

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      saveFile(await exportPayoutBatch(source, format), `lote-pix-${batch.batchId}.${format}`);
      notify.success(PAYOUT_TEXTS.exported(format));
    } catch {
      notify.error(PAYOUT_TEXTS.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">{`${batch.lines.length} ${batch.lines.length === 1 ? 'pessoa' : 'pessoas'} · total ${formatCurrency(batch.total)}`}</Text>
        <Button variant="outline" size="sm" loading={exporting === 'xlsx'} onClick={() => void download('xlsx')} disabled={!batch.lines.length}>
          Exportar XLSX
        </Button>
        <Button variant="outline" size="sm" loading={exporting === 'csv'} onClick={() => void download('csv')} disabled={!batch.lines.length}>
          Exportar CSV
        </Button>
        <Button colorPalette="green" size="sm" onClick={() => setPaying(true)} disabled={!batch.paymentRequestIds.length}>
          {PAYOUT_TEXTS.markPaid}
        </Button>
      </HStack>
      {batch.lines.length === 0 ? (
        <Text>{PAYOUT_TEXTS.empty}</Text>
      ) : (
        <Stack as="ul" gap="3" aria-label="Pessoas do lote" ps="0">
          {batch.lines.map((line) => (
            <Line key={line.employeeId} line={line} />
          ))}
        </Stack>
      )}
      <FormDialog open={paying} onClose={() => setPaying(false)} title={PAYOUT_TEXTS.markPaid} description={`Pagar as ${batch.paymentRequestIds.length} solicitações do lote com uma data. Cada uma tem a sua conta a pagar paga e o seu lançamento no fluxo de caixa.`}>
        <SharedForm<PayValues>
          aria-label={PAYOUT_TEXTS.markPaid}
          fields={PAY_FIELDS}
          initialValues={initial}
          submitLabel="Confirmar pagamento"
          onCancel={() => setPaying(false)}
          onSubmit={async (values) => {
            const reply = await bulkPayPaymentRequests({
              ids: batch.paymentRequestIds,
              paymentDate: values.paymentDate,
              paymentMethod: values.paymentMethod as SettlementMethod,
              paymentReference: `Lote ${batch.batchId}`,
            });
            setPaying(false);
            if (reply.applied) notify.success(BULK_NOTICES.paid(reply.applied));
            if (reply.refused) notify.warning(BULK_NOTICES.refused(reply.refused));
          }}
        />
      </FormDialog>
    </Stack>
  );
}
