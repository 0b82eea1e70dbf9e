import { useEffect, useMemo, useState } from 'react';
import { COLLECTION_STATUS_LABELS, COLLECTION_STATUSES, type CollectionStatus, type Defaulter } from '@sge/shared/contract';
import { formatCurrency, formatDate, formatDateTime } from '@sge/shared/format';
import { useServerList } from '@sge/shared/query';
import { notify } from '@sge/shared/notify';
import {
  Alert,
  Box,
  Button,
  chakra,
  ConfirmDialog,
  DataTable,
  Flex,
  FormField,
  HStack,
  NativeSelect,
  PageHeader,
  Stack,
  StatusBadge,
  Text,
  type DataTableColumn,
  type DataTableFilter,
  type StatusTone,
} from '@sge/shared/ui';
import { defaultersList, sendBulkReminders, sendReminder } from '../api';

const MIN_DAYS_FILTER = ['minDaysOverdue'];
import { AgreementDialog } from './agreement-dialog';
import { ContactsDialog } from './contacts-dialog';
import { StatusDialog } from './status-dialog';

const STATUS_TONES: Record<CollectionStatus, StatusTone> = {
  EM_ABERTO: 'error',
  CONTATADO: 'warning',
  EM_NEGOCIACAO: 'info',
  ACORDO_FIRMADO: 'brand',
  COBRANCA_JURIDICA: 'error',
  INCOBRAVEL: 'neutral',
};

type DialogKind = 'reminder' | 'bulk' | 'contacts' | 'status' | 'agreement';

/** The collection statuses, filtered on the server. */
const filters: DataTableFilter<Defaulter>[] = COLLECTION_STATUSES.map((s) => ({ label: COLLECTION_STATUS_LABELS[s], value: s }));

/**
 * /financial/defaulters: overdue receivables and their collection (reminders, contacts, status, agreements).
 * The list is paged, sorted, searched and filtered on the server; its state is kept in the URL.
 */
export function DefaultersView() {
  const list = useServerList(defaultersList, { filterParam: 'collectionStatus', urlFilters: MIN_DAYS_FILTER });
  const { rows: defaulters } = list;
  const minDays = list.params.filters.minDaysOverdue;
  // Chosen rows stay chosen across pages, until their reminders are registered.
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<{ open: DialogKind | null; defaulter?: Defaulter }>({ open: null });

  // A dialog left open shows the row as reloaded (e.g. its new contact).
  useEffect(() => {
    setDialog((d) => (d.defaulter ? { ...d, defaulter: defaulters.find((x) => x.id === d.defaulter!.id) ?? d.defaulter } : d));
  }, [defaulters]);

  const openDialog = (open: DialogKind, defaulter?: Defaulter) => setDialog({ open, defaulter });
  const close = () => setDialog((d) => ({ ...d, open: null }));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = defaulters.length > 0 && defaulters.every((d) => selected.has(d.id));
  const selectPage = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const d of defaulters) {
        if (allSelected) next.delete(d.id);
        else next.add(d.id);
      }
      return next;
    });

  const columns = useMemo<DataTableColumn<Defaulter>[]>(
    () => [
      {
        key: 'select',
        header: (
          <chakra.input
            type="checkbox"
            aria-label="Selecionar todos"
            checked={allSelected}
            onChange={selectPage}
          />
        ),
        render: (d) => (
          <chakra.input type="checkbox" aria-label={`Selecionar ${d.clientName} - ${d.description}`} checked={selected.has(d.id)} onChange={() => toggle(d.id)} />
        ),
        width: '40px',
      },
      {
        key: 'clientName',
        header: 'Cliente',
        sortable: true,
        render: (d) => (
          <>
            <Text>{d.clientName}</Text>
            <Text fontSize="xs" color="fg.muted">
              {[d.clientEmail, d.clientPhone].filter(Boolean).join(' · ')}
            </Text>
          </>
        ),
      },
      { key: 'description', header: 'Conta', sortable: true },
      { key: 'dueDate', header: 'Vencimento', sortable: true, render: (d) => formatDate(d.dueDate), nowrap: true, hideBelow: 1200 },
      { key: 'daysOverdue', header: 'Dias em atraso', align: 'end', sortable: true, hideBelow: 760 },
      { key: 'openAmount', header: 'Em aberto', align: 'end', sortable: true, render: (d) => formatCurrency(d.openAmount) },
      {
        key: 'collectionStatus',
        header: 'Cobrança',
        sortable: true,
        render: (d) => <StatusBadge status={d.collectionStatus} label={COLLECTION_STATUS_LABELS[d.collectionStatus]} tone={STATUS_TONES[d.collectionStatus]} />,
      },
      {
        key: 'lastContactAt',
        header: 'Último contato',
        sortable: true,
        hideBelow: 1000,
        render: (d) => (
          <>
            <Text>{d.lastContactAt ? formatDate(d.lastContactAt) : 'Nenhum'}</Text>
            <Text fontSize="xs" color="fg.muted">
              {d.remindersCount === 0 ? 'Sem lembretes' : `${d.remindersCount} ${d.remindersCount === 1 ? 'lembrete' : 'lembretes'}`}
            </Text>
          </>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- selectPage reads only allSelected and defaulters
    [allSelected, defaulters, selected],
  );

  const remind = async () => {
    if (!dialog.defaulter) return;
    await sendReminder(dialog.defaulter.id);
    notify.success('Lembrete registrado');
  };

  const remindSelected = async () => {
    const result = await sendBulkReminders([...selected]);
    notify.success(result.count === 1 ? '1 lembrete registrado' : `${result.count} lembretes registrados`);
    if (result.skipped.length) notify.warning(`${result.skipped.length} não registrado(s): ${result.skipped.map((s) => s.reason).join('; ')}`);
    setSelected(new Set());
  };

  const current = dialog.defaulter;

  return (
    <Stack as="section" gap="5">
      <PageHeader
        title="Inadimplentes"
        description="Contas a receber vencidas e em aberto: lembretes, histórico de contatos, situação da cobrança e acordos de nova data."
        actions={
          <Button colorPalette="gold" disabled={selected.size === 0} onClick={() => openDialog('bulk')}>
            Registrar lembretes ({selected.size})
          </Button>
        }
      />
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>
          Os lembretes ficam registrados para envio com o e-mail ou telefone do cliente: este sistema não envia e-mails por conta própria.
        </Alert.Description>
      </Alert.Root>
      <Flex gap="3" align="flex-end">
        <Box minW="48">
          <FormField label="Atraso mínimo">
            <NativeSelect.Root>
              <NativeSelect.Field value={minDays} onChange={(e) => list.setFilter('minDaysOverdue', e.target.value)}>
                <option value="">Qualquer atraso</option>
                <option value="15">15 dias ou mais</option>
                <option value="30">30 dias ou mais</option>
                <option value="60">60 dias ou mais</option>
                <option value="90">90 dias ou mais</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      </Flex>
      {list.error && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Não foi possível carregar os inadimplentes. Use 'Atualizar' para tentar de novo.</Alert.Title>
        </Alert.Root>
      )}
      <DataTable
        aria-label="Inadimplentes"
        columns={columns}
        getRowId={(d) => d.id}
        list={list}
        searchPlaceholder="Cliente, conta ou documento"
        filters={filters}
        rowLabel={(d) => `${d.clientName} - ${d.description}`}
        rowActions={(d) => (
          <HStack gap="1" justify="flex-end" wrap="wrap">
            <Button size="xs" colorPalette="gold" aria-label={`Lembrete para ${d.clientName} - ${d.description}`} onClick={() => openDialog('reminder', d)}>
              Lembrete
            </Button>
            <Button size="xs" variant="outline" aria-label={`Contatos de ${d.clientName} - ${d.description}`} onClick={() => openDialog('contacts', d)}>
              Contatos
            </Button>
            <Button size="xs" variant="outline" aria-label={`Situação de ${d.clientName} - ${d.description}`} onClick={() => openDialog('status', d)}>
              Situação
            </Button>
            <Button size="xs" variant="outline" aria-label={`Acordo com ${d.clientName} - ${d.description}`} onClick={() => openDialog('agreement', d)}>
              Acordo
            </Button>
          </HStack>
        )}
      />
      <ConfirmDialog
        open={dialog.open === 'reminder'}
        title="Registrar lembrete"
        message={
          current
            ? `Registrar um lembrete de cobrança de ${formatCurrency(current.openAmount)} para ${current.clientName}${current.clientEmail ? ` (${current.clientEmail})` : ''}?${
                current.lastReminderAt ? ` Último lembrete em ${formatDateTime(current.lastReminderAt)}.` : ''
              }`
            : ''
        }
        confirmLabel="Registrar lembrete"
        onClose={close}
        onConfirm={remind}
      />
      <ConfirmDialog
        open={dialog.open === 'bulk'}
        title="Registrar lembretes"
        message={`Registrar um lembrete de cobrança para ${selected.size} ${selected.size === 1 ? 'conta selecionada' : 'contas selecionadas'}?`}
        confirmLabel="Registrar lembretes"
        onClose={close}
        onConfirm={remindSelected}
      />
      <ContactsDialog
        open={dialog.open === 'contacts'}
        defaulter={current}
        onClose={close}
        onAdded={(updated) => setDialog((d) => ({ ...d, defaulter: updated }))}
      />
      <StatusDialog
        open={dialog.open === 'status'}
        defaulter={current}
        onClose={close}
        onSaved={close}
      />
      <AgreementDialog
        open={dialog.open === 'agreement'}
        defaulter={current}
        onClose={close}
        onSaved={close}
      />
    </Stack>
  );
}
