import { ACCOUNT_STATUS_LABELS, type Payable, type RecurringAccount } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { FormDialog, Spinner, StatusBadge, Table, TableScrollBox, Text } from '@sge/shared/ui';
import { useQuery } from '@sge/shared/query';
import { recurringQueries } from '../api';

export interface GeneratedAccountsDialogProps {
  open: boolean;
  account?: RecurringAccount;
  onClose: () => void;
}

/** The accounts payable a recurring account generated, one per period. */
export function GeneratedAccountsDialog({ open, account, onClose }: GeneratedAccountsDialogProps) {
  const answer = useQuery({ ...recurringQueries.generated(account?.id ?? 0), enabled: open && Boolean(account), meta: { notifyError: false } });
  const rows: Payable[] | null = answer.data ?? null;
  const failed = answer.isError;

  return (
    <FormDialog open={open} onClose={onClose} title="Contas geradas" description={account?.description} size="lg" scrollBehavior="inside" closeOnInteractOutside>
      {failed && <Text color="red.600">Não foi possível carregar as contas geradas.</Text>}
      {!rows && !failed && <Spinner size="sm" aria-label="Carregando contas geradas" />}
      {rows && rows.length === 0 && <Text color="fg.muted">Nenhuma conta gerada ainda.</Text>}
      {rows && rows.length > 0 && (
        <TableScrollBox>
          <Table.Root size="sm" aria-label="Contas geradas">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Período</Table.ColumnHeader>
                <Table.ColumnHeader>Vencimento</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Valor</Table.ColumnHeader>
                <Table.ColumnHeader>Situação</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((p) => (
                <Table.Row key={p.id}>
                  <Table.Cell>{p.recurringPeriod}</Table.Cell>
                  <Table.Cell>{formatDate(p.dueDate)}</Table.Cell>
                  <Table.Cell textAlign="end" data-numeric="">{formatCurrency(p.amount)}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={p.status} label={ACCOUNT_STATUS_LABELS[p.status]} tone={p.status === 'PAGO' ? 'success' : p.status === 'CANCELADO' ? 'neutral' : 'warning'} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollBox>
      )}
    </FormDialog>
  );
}
