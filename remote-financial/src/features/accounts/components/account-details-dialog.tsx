import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@sge/shared/contract';
import { formatCurrency, formatDate, formatDateTime } from '@sge/shared/format';
import { Box, FormDialog, SimpleGrid, Spinner, Stack, Table, TableScrollBox, Text } from '@sge/shared/ui';
import { useQuery } from '@sge/shared/query';
import { accountsQueries, type Account, type AccountKind } from '../api';
import { formatDocument } from '../money';
import { ACCOUNT_TEXTS } from '../texts';
import { AccountStatusBadge } from './account-status-badge';
import { partyOf } from './accounts-table';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box>{children}</Box>
    </Box>
  );
}

export interface AccountDetailsDialogProps {
  kind: AccountKind;
  open: boolean;
  account?: Account;
  onClose: () => void;
}

/** The account with its payments history (GET /{id}). */
export function AccountDetailsDialog({ kind, open, account, onClose }: AccountDetailsDialogProps) {
  const texts = ACCOUNT_TEXTS[kind];
  const answer = useQuery({ ...accountsQueries.account(kind, account?.id ?? 0), enabled: open && Boolean(account) });
  const detail: Account | null = answer.data ?? null;
  const failed = answer.isError;

  const shown = detail ?? account;
  const document = shown ? ('clientName' in shown ? shown.clientDocument : shown.supplierDocument) : null;

  return (
    <FormDialog open={open} onClose={onClose} title="Detalhes da conta" size="lg" scrollBehavior="inside" closeOnInteractOutside>
      {shown && (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Item label="Descrição">{shown.description}</Item>
            <Item label={texts.party}>
              {partyOf(shown)}
              {document ? ` (${formatDocument(document)})` : ''}
            </Item>
            <Item label="Categoria">{shown.categoryName}</Item>
            <Item label="Situação">
              <AccountStatusBadge account={shown} />
            </Item>
            <Item label="Valor">{formatCurrency(shown.amount)}</Item>
            <Item label={texts.paid}>{formatCurrency(shown.paidAmount)}</Item>
            <Item label="Em aberto">{formatCurrency(shown.openAmount)}</Item>
            <Item label="Emissão / vencimento">
              {formatDate(shown.issueDate)} / {formatDate(shown.dueDate)}
            </Item>
            {shown.eventName && <Item label="Evento">{shown.eventName}</Item>}
            {shown.cancelReason && <Item label="Motivo do cancelamento">{shown.cancelReason}</Item>}
            {shown.notes && <Item label="Observações">{shown.notes}</Item>}
          </SimpleGrid>
          <Box>
            <Text fontWeight="semibold" mb="2">
              Pagamentos
            </Text>
            {failed && <Text color="red.600">Não foi possível carregar os pagamentos.</Text>}
            {!detail && !failed && <Spinner size="sm" aria-label="Carregando pagamentos" />}
            {detail && (detail.payments ?? []).length === 0 && <Text color="fg.muted">Nenhum pagamento registrado.</Text>}
            {detail && (detail.payments ?? []).length > 0 && (
              <TableScrollBox>
                <Table.Root size="sm" aria-label="Pagamentos">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Data</Table.ColumnHeader>
                      <Table.ColumnHeader>Forma</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
                      <Table.ColumnHeader>Referência</Table.ColumnHeader>
                      <Table.ColumnHeader>Registrado por</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {detail.payments!.map((p) => (
                      <Table.Row key={p.id}>
                        <Table.Cell>{formatDate(p.paymentDate)}</Table.Cell>
                        <Table.Cell>{PAYMENT_METHOD_LABELS[p.paymentMethod as PaymentMethod] ?? p.paymentMethod}</Table.Cell>
                        <Table.Cell textAlign="end" data-numeric="">{formatCurrency(p.paymentValue)}</Table.Cell>
                        <Table.Cell>{[p.paymentReference, p.paymentNotes].filter(Boolean).join(' — ')}</Table.Cell>
                        <Table.Cell>
                          {p.userName ?? '—'} <Text as="span" fontSize="xs" color="fg.muted">({formatDateTime(p.createdAt)})</Text>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScrollBox>
            )}
          </Box>
        </Stack>
      )}
    </FormDialog>
  );
}
