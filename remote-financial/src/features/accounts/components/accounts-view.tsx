import { useState } from 'react';
import { Alert, Box, Button, DateRangeField, Flex, FormField, NativeSelect, PageHeader, PlusIcon, Stack } from '@sge/shared/ui';
import type { Account, AccountKind } from '../api';
import { ACCOUNT_TEXTS } from '../texts';
import { useAccounts } from '../use-accounts';
import { AccountDetailsDialog } from './account-details-dialog';
import { AccountFormDialog } from './account-form-dialog';
import { AccountStats } from './account-stats';
import { AccountsTable } from './accounts-table';
import { CancelAccountDialog } from './cancel-account-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { PaymentDialog } from './payment-dialog';

type DialogKind = 'form' | 'pay' | 'details' | 'cancel' | 'delete';

/** Which dialog is open and for which account; the account is kept while it closes so texts do not jump. */
interface DialogState {
  open: DialogKind | null;
  account?: Account;
}

/**
 * A whole ledger page (receivables or payables): totals of the period, period and category filters
 * (kept in the URL with the table's page, sort, search and situation), the paged list and its dialogs.
 */
export function AccountsView({ kind }: { kind: AccountKind }) {
  const texts = ACCOUNT_TEXTS[kind];
  const { list, stats, statsError, reloadStats, categories } = useAccounts(kind);
  const filters = list.params.filters;
  const noFilters = { startDate: '', endDate: '', categoryId: '' };
  const [dialog, setDialog] = useState<DialogState>({ open: null });
  const openDialog = (open: DialogKind, account?: Account) => setDialog({ open, account });
  const close = () => setDialog((d) => ({ ...d, open: null }));
  const done = close;

  return (
    <Stack as="section" gap="5">
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Button colorPalette="gold" onClick={() => openDialog('form')}>
            <PlusIcon />
            {texts.newButton}
          </Button>
        }
      />
      <AccountStats stats={stats} paidLabel={texts.statsPaid} error={statsError} onRetry={reloadStats} />
      <Flex as="fieldset" gap="3" wrap="wrap" align="flex-end" aria-label="Período e categoria">
        <DateRangeField
          fromLabel="Vencimento de"
          toLabel="Vencimento até"
          value={{ from: filters.startDate, to: filters.endDate }}
          onChange={({ from, to }) => list.setParams({ filters: { startDate: from, endDate: to } })}
          fieldCss={{ minWidth: '10rem', width: 'auto' }}
        />
        <Box minW="56">
          <FormField label="Categoria">
            <NativeSelect.Root>
              <NativeSelect.Field value={filters.categoryId} onChange={(e) => list.setFilter('categoryId', e.target.value)}>
                <option value="">Todas</option>
                {categories.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.parentName ? `${c.parentName} › ${c.name}` : c.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
        {(filters.startDate || filters.endDate || filters.categoryId) && (
          <Button variant="ghost" onClick={() => list.setParams({ filters: noFilters })}>
            Limpar filtros
          </Button>
        )}
      </Flex>
      {list.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Não foi possível carregar as contas. Use 'Atualizar' para tentar de novo.</Alert.Title>
        </Alert.Root>
      )}
      <AccountsTable
        kind={kind}
        list={list}
        onPay={(a) => openDialog('pay', a)}
        onDetails={(a) => openDialog('details', a)}
        onEdit={(a) => openDialog('form', a)}
        onCancel={(a) => openDialog('cancel', a)}
        onDelete={(a) => openDialog('delete', a)}
      />
      <AccountFormDialog kind={kind} open={dialog.open === 'form'} account={dialog.account} categories={categories} onClose={close} onSaved={done} />
      <PaymentDialog kind={kind} open={dialog.open === 'pay'} account={dialog.account} onClose={close} onPaid={done} />
      <AccountDetailsDialog kind={kind} open={dialog.open === 'details'} account={dialog.account} onClose={close} />
      <CancelAccountDialog kind={kind} open={dialog.open === 'cancel'} account={dialog.account} onClose={close} onCancelled={done} />
      <DeleteAccountDialog kind={kind} open={dialog.open === 'delete'} account={dialog.account} onClose={close} onDeleted={() => undefined} />
    </Stack>
  );
}
