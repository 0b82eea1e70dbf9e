import { useMemo } from 'react';
import { credentialLabel, GATEWAY_ENVIRONMENT_LABELS, PAYMENT_PROVIDER_LABELS, type PaymentGateway } from '@sge/shared/contract';
import { formatDateTime } from '@sge/shared/format';
import { Button, DataTable, EditIcon, useClientList, HStack, IconButton, Stack, StatusBadge, Text, TrashIcon, type DataTableColumn, type DataTableFilter } from '@sge/shared/ui';

const columns: DataTableColumn<PaymentGateway>[] = [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'provider', header: 'Provedor', sortable: true, render: (g) => PAYMENT_PROVIDER_LABELS[g.provider] },
  {
    key: 'environment',
    header: 'Ambiente',
    render: (g) => (
      <StatusBadge status={g.environment} label={GATEWAY_ENVIRONMENT_LABELS[g.environment]} tone={g.environment === 'PRODUCTION' ? 'brand' : 'info'} />
    ),
  },
  {
    key: 'credentials',
    header: 'Credenciais',
    hideBelow: 1000,
    render: (g) =>
      g.credentialsReadable ? (
        <Stack gap="0" fontSize="sm">
          {Object.entries(g.credentials).map(([key, masked]) => (
            <Text key={key} as="span">{`${credentialLabel(key, g.provider)}: ${masked}`}</Text>
          ))}
        </Stack>
      ) : (
        <StatusBadge status="UNREADABLE" label="Ilegíveis: informe novamente" tone="error" />
      ),
  },
  {
    key: 'lastTestOk',
    header: 'Último teste',
    render: (g) =>
      g.lastTestedAt ? (
        <Stack gap="0">
          <StatusBadge status={g.lastTestOk ? 'ok' : 'fail'} label={g.lastTestOk ? 'Válido' : 'Com problemas'} tone={g.lastTestOk ? 'success' : 'error'} />
          <Text as="span" fontSize="xs" color="fg.muted">
            {formatDateTime(g.lastTestedAt)}
          </Text>
        </Stack>
      ) : (
        'Nunca testado'
      ),
  },
  { key: 'active', header: 'Status', sortable: true, render: (g) => <StatusBadge status={g.active ? 'ACTIVE' : 'INACTIVE'} /> },
];

const filters: DataTableFilter<PaymentGateway>[] = [
  { label: 'Sandbox', value: 'SANDBOX', filterFn: (g) => g.environment === 'SANDBOX' },
  { label: 'Produção', value: 'PRODUCTION', filterFn: (g) => g.environment === 'PRODUCTION' },
];

const searchFn = (g: PaymentGateway, q: string) => `${g.name} ${PAYMENT_PROVIDER_LABELS[g.provider]}`.toLowerCase().includes(q.toLowerCase());

export interface GatewaysTableProps {
  gateways: PaymentGateway[];
  loading: boolean;
  onRefresh: () => void;
  onEdit: (gateway: PaymentGateway) => void;
  onActivate: (gateway: PaymentGateway) => void;
  onTest: (gateway: PaymentGateway) => void;
  onDelete: (gateway: PaymentGateway) => void;
  /** The gateway whose test is running. */
  testingId?: number;
}

export function GatewaysTable({ gateways, loading, onRefresh, onEdit, onActivate, onTest, onDelete, testingId }: GatewaysTableProps) {
  const rowActions = useMemo(
    () => (gateway: PaymentGateway) => (
      <HStack gap="1" justify="flex-end" wrap="wrap">
        <Button size="xs" variant="outline" aria-label={`Testar ${gateway.name}`} loading={testingId === gateway.id} onClick={() => onTest(gateway)}>
          Testar
        </Button>
        {!gateway.active && (
          <Button size="xs" variant="outline" colorPalette="green" aria-label={`Ativar ${gateway.name}`} onClick={() => onActivate(gateway)}>
            Ativar
          </Button>
        )}
        <IconButton aria-label={`Editar ${gateway.name}`} title="Editar" size="sm" variant="ghost" onClick={() => onEdit(gateway)}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={`Excluir ${gateway.name}`} title="Excluir" size="sm" variant="ghost" colorPalette="red" onClick={() => onDelete(gateway)}>
          <TrashIcon />
        </IconButton>
      </HStack>
    ),
    [onEdit, onActivate, onTest, onDelete, testingId],
  );
  const list = useClientList(gateways, { columns, filters, searchFn, storageKey: 'payment-gateways', loading, refresh: onRefresh });
  return (
    <DataTable
      aria-label="Gateways de pagamento"
      columns={columns}
      list={list}
      getRowId={(g) => g.id}
      searchPlaceholder="Nome ou provedor"
      filters={filters}
      rowActions={rowActions}
    />
  );
}
