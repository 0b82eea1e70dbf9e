import type { RegistrationRequest } from '@sge/shared/contract';
import { formatCpf, formatDateTime } from '@sge/shared/format';
import {
  CheckIcon,
  CloseIcon,
  DataTable,
  HStack,
  IconButton,
  InfoIcon,
  Stack,
  normalizeSearchText,
  type DataTableColumn,
  type DataTableFilter,
} from '@sge/shared/ui';
import { DuplicateFlags } from './duplicate-flags';

export interface RequestsTableProps {
  requests: RegistrationRequest[];
  loading: boolean;
  onRefresh: () => void;
  onView: (request: RegistrationRequest) => void;
  onApprove: (request: RegistrationRequest) => void;
  onReject: (request: RegistrationRequest) => void;
}

export const sourceText = (r: RegistrationRequest): string =>
  r.source === 'WALK_IN' ? 'Cadastro presencial' : `Convite${r.linkLabel ? `: ${r.linkLabel}` : ''}`;

const columns: DataTableColumn<RegistrationRequest>[] = [
    { key: 'name', header: 'Nome', sortable: true },
    {
      key: 'cpf',
      header: 'CPF',
      render: (r) => (
        <Stack gap="1">
          <span>{formatCpf(r.cpf)}</span>
          <DuplicateFlags request={r} />
        </Stack>
      ),
    },
    { key: 'function', header: 'Função desejada', sortable: true },
    { key: 'source', header: 'Origem', render: sourceText, hideBelow: 1000 },
    { key: 'createdAt', header: 'Recebida em', sortable: true, sortValue: (r) => r.createdAt, render: (r) => formatDateTime(r.createdAt) },
];

const filters: DataTableFilter<RegistrationRequest>[] = [
  { label: 'Com CPF duplicado', value: 'duplicate', filterFn: (r) => r.duplicateEmployeeId !== null || r.duplicateRequestIds.length > 0 },
  { label: 'Por convite', value: 'link', filterFn: (r) => r.source === 'LINK' },
  { label: 'Cadastro presencial', value: 'walk-in', filterFn: (r) => r.source === 'WALK_IN' },
];

const search = (r: RegistrationRequest, query: string): boolean => {
  const needle = normalizeSearchText(query);
  return [r.name, r.cpf, formatCpf(r.cpf), r.function, r.email].some((text) => normalizeSearchText(text).includes(needle));
};

/** Pending registration requests with their duplicate-CPF flags and the review actions. */
export function RequestsTable({ requests, loading, onRefresh, onView, onApprove, onReject }: RequestsTableProps) {
  return (
    <DataTable
      aria-label="Solicitações pendentes"
      columns={columns}
      items={requests}
      getRowId={(r) => r.id}
      loading={loading}
      onRefresh={onRefresh}
      searchFn={search}
      searchPlaceholder="Nome, CPF, função ou e-mail"
      filters={filters}
      storageKey="registration-requests"
      onRowClick={onView}
      rowActions={(request) => (
        <HStack gap="1" justify="flex-end">
          <IconButton aria-label={`Detalhes de ${request.name}`} title="Detalhes" size="sm" variant="ghost" onClick={() => onView(request)}>
            <InfoIcon />
          </IconButton>
          <IconButton aria-label={`Aprovar ${request.name}`} title="Aprovar" size="sm" variant="ghost" colorPalette="green" onClick={() => onApprove(request)}>
            <CheckIcon />
          </IconButton>
          <IconButton aria-label={`Rejeitar ${request.name}`} title="Rejeitar" size="sm" variant="ghost" colorPalette="red" onClick={() => onReject(request)}>
            <CloseIcon />
          </IconButton>
        </HStack>
      )}
    />
  );
}
