import { useEffect, useMemo, useState } from 'react';
import { RECURRING_FREQUENCY_LABELS, type RecurringAccount } from '@sge/shared/contract';
import { formatCurrency, formatDate } from '@sge/shared/format';
import { notify } from '@sge/shared/notify';
import {
  Alert,
  Box,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  EditIcon,
  FormField,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  PageHeader,
  PlusIcon,
  SimpleGrid,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  TrashIcon,
  type DataTableColumn,
  type DataTableFilter,
} from '@sge/shared/ui';
import { deleteRecurringAccount, generateAllRecurringAccounts, toggleRecurringAccount } from '../api';
import { WidgetError } from '../../../components/widget-error';
import { useRecurring } from '../use-recurring';
import { GenerateDialog } from './generate-dialog';
import { GeneratedAccountsDialog } from './generated-accounts-dialog';
import { RecurringFormDialog } from './recurring-form-dialog';

type DialogKind = 'form' | 'generate' | 'generated' | 'delete' | 'generate-all';

const columns: DataTableColumn<RecurringAccount>[] = [
  { key: 'description', header: 'Descrição', sortable: true },
  { key: 'supplierName', header: 'Fornecedor', sortable: true, hideBelow: 1000 },
  { key: 'categoryName', header: 'Categoria', sortable: true, hideBelow: 1200 },
  { key: 'amount', header: 'Valor', align: 'end', sortable: true, render: (r) => formatCurrency(r.amount) },
  { key: 'frequency', header: 'Frequência', sortable: true, render: (r) => RECURRING_FREQUENCY_LABELS[r.frequency], hideBelow: 1000 },
  // Worked out per page from the generated periods: the server cannot sort by it.
  { key: 'nextDueDate', header: 'Próximo vencimento', render: (r) => (r.nextDueDate ? formatDate(r.nextDueDate) : '—'), nowrap: true },
  { key: 'generatedCount', header: 'Geradas', align: 'end', sortable: true, hideBelow: 1200 },
  {
    key: 'active',
    header: 'Situação',
    sortable: true,
    render: (r) => <StatusBadge status={r.active ? 'ACTIVE' : 'INACTIVE'} label={r.active ? 'Ativa' : 'Inativa'} />,
  },
];

/** The frequencies, filtered on the server. */
const filters: DataTableFilter<RecurringAccount>[] = [
  { label: 'Semanais', value: 'SEMANAL' },
  { label: 'Mensais', value: 'MENSAL' },
  { label: 'Anuais', value: 'ANUAL' },
];

/** Waits this long after the last key before the supplier search asks the server (like the table's search). */
const SUPPLIER_DEBOUNCE_MS = 300;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="xl" fontWeight="semibold">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The statistics' own failure, above the table. */
export const RECURRING_STATS_ERROR = 'Não foi possível carregar os totais das contas recorrentes.';

const currentMonthLabel = (now = new Date()) => `${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`;

/**
 * /financial/recurring-accounts: the templates of repeating payables, and generating their accounts.
 * The list is paged, sorted, searched and filtered on the server; its state is kept in the URL.
 */
export function RecurringView() {
  const { list, stats, statsError, reloadStats, categories } = useRecurring();
  const { supplierName, active } = list.params.filters;
  const { setFilter } = list;
  // The field follows the URL (back button, a shared link); typing asks the server once it pauses.
  const [supplier, setSupplier] = useState(supplierName);
  useEffect(() => setSupplier(supplierName), [supplierName]);
  useEffect(() => {
    if (supplier.trim() === supplierName) return;
    const timer = setTimeout(() => setFilter('supplierName', supplier.trim()), SUPPLIER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [supplier, supplierName, setFilter]);
  const [dialog, setDialog] = useState<{ open: DialogKind | null; account?: RecurringAccount }>({ open: null });
  const openDialog = (open: DialogKind, account?: RecurringAccount) => setDialog({ open, account });
  const close = () => setDialog((d) => ({ ...d, open: null }));
  const done = close;
  const month = useMemo(() => currentMonthLabel(), []);

  const toggle = async (account: RecurringAccount) => {
    try {
      const updated = await toggleRecurringAccount(account.id);
      notify.success(updated.active ? 'Conta recorrente ativada' : 'Conta recorrente desativada');
    } catch {
      // Shown by the http client.
    }
  };

  const generateAll = async () => {
    const result = await generateAllRecurringAccounts();
    if (result.count === 0) notify.info('Nenhuma conta pendente para gerar neste mês');
    else notify.success(result.count === 1 ? '1 conta a pagar gerada' : `${result.count} contas a pagar geradas`);
  };

  return (
    <Stack as="section" gap="5">
      <PageHeader
        title="Contas Recorrentes"
        description="Despesas que se repetem (aluguel, internet, serviços): cada vencimento vira uma conta a pagar, nunca duas vezes para o mesmo período."
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => openDialog('generate-all')}>
              Gerar contas do mês
            </Button>
            <Button colorPalette="gold" onClick={() => openDialog('form')}>
              <PlusIcon />
              Nova conta recorrente
            </Button>
          </HStack>
        }
      />
      {stats ? (
        <SimpleGrid as="section" aria-label="Totais" columns={{ base: 1, sm: 3 }} gap="3">
          <Stat label="Ativas" value={`${stats.active} de ${stats.total}`} />
          <Stat label="Custo mensal estimado" value={formatCurrency(stats.monthlyAmount)} />
          <Stat label={`Pendentes em ${month}`} value={String(stats.pendingThisMonth)} />
        </SimpleGrid>
      ) : statsError ? (
        <WidgetError aria-label="Totais" message={RECURRING_STATS_ERROR} detail={statsError} onRetry={reloadStats} />
      ) : (
        <SimpleGrid role="status" columns={{ base: 1, sm: 3 }} gap="3" aria-busy="true" aria-label="Carregando totais">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="88px" />
          ))}
        </SimpleGrid>
      )}
      <HStack gap="3" align="flex-start" wrap="wrap">
        <Box maxW="sm" flex="1" minW="56">
          <FormField label="Buscar por fornecedor" helperText="Pesquisa no servidor pelo nome do fornecedor">
            <Input type="search" value={supplier} onChange={(e) => setSupplier(e.target.value)} autoComplete="off" />
          </FormField>
        </Box>
        <Box minW="40">
          <FormField label="Situação">
            <NativeSelect.Root>
              <NativeSelect.Field value={active} onChange={(e) => setFilter('active', e.target.value)}>
                <option value="">Todas</option>
                <option value="true">Ativas</option>
                <option value="false">Inativas</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      </HStack>
      {list.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Não foi possível carregar as contas recorrentes. Use 'Atualizar' para tentar de novo.</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        aria-label="Contas recorrentes"
        columns={columns}
        getRowId={(r) => r.id}
        list={list}
        searchPlaceholder="Descrição, fornecedor ou documento"
        filters={filters}
        rowActions={(account) => (
          <HStack gap="1" justify="flex-end" wrap="wrap">
            {account.active && (
              <Button size="xs" colorPalette="gold" aria-label={`Gerar conta de ${account.description}`} onClick={() => openDialog('generate', account)}>
                Gerar
              </Button>
            )}
            <Button size="xs" variant="outline" aria-label={`Contas geradas de ${account.description}`} onClick={() => openDialog('generated', account)}>
              Geradas
            </Button>
            <Button size="xs" variant="ghost" aria-label={`${account.active ? 'Desativar' : 'Ativar'} ${account.description}`} onClick={() => void toggle(account)}>
              {account.active ? 'Desativar' : 'Ativar'}
            </Button>
            <IconButton aria-label={`Editar ${account.description}`} title="Editar" size="xs" variant="ghost" onClick={() => openDialog('form', account)}>
              <EditIcon />
            </IconButton>
            {account.generatedCount === 0 && (
              <IconButton aria-label={`Excluir ${account.description}`} title="Excluir" size="xs" variant="ghost" colorPalette="red" onClick={() => openDialog('delete', account)}>
                <TrashIcon />
              </IconButton>
            )}
          </HStack>
        )}
      />
      <RecurringFormDialog open={dialog.open === 'form'} account={dialog.account} categories={categories} onClose={close} onSaved={done} />
      <GenerateDialog open={dialog.open === 'generate'} account={dialog.account} onClose={close} onGenerated={done} />
      <GeneratedAccountsDialog open={dialog.open === 'generated'} account={dialog.account} onClose={close} />
      <ConfirmDialog
        open={dialog.open === 'generate-all'}
        title="Gerar contas do mês"
        message={`Gera as contas a pagar de ${month} de todas as contas recorrentes ativas que ainda não foram geradas${stats ? ` (${stats.pendingThisMonth} pendentes)` : ''}.`}
        confirmLabel="Gerar contas"
        onClose={close}
        onConfirm={generateAll}
      />
      <ConfirmDialog
        open={dialog.open === 'delete'}
        title="Excluir conta recorrente"
        message={`Deseja excluir "${dialog.account?.description ?? ''}"? Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir"
        destructive
        onClose={close}
        onConfirm={async () => {
          if (!dialog.account) return;
          try {
            await deleteRecurringAccount(dialog.account.id);
          } catch {
            return; // A 409 (it generated accounts) was shown by the http client.
          }
          notify.success('Conta recorrente excluída com sucesso');
        }}
      />
    </Stack>
  );
}
