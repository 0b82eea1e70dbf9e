import { REGISTRATION_REQUEST_STATUS_LABELS, type RegistrationRequest } from '@sge/shared/contract';
import { formatCpf, formatDateTime } from '@sge/shared/format';
import type { FilterOptions, ServerList } from '@sge/shared/query';
import { CheckIcon, CloseIcon, DataTable, IconButton, InfoIcon, Stack, StatusBadge, type DataTableColumn, type DataTableFilter } from '@sge/shared/ui';
import { DuplicateFlags } from './duplicate-flags';

export interface RequestsTableProps {
  /** The page of requests, from useServerList with `filterOptions: REQUEST_FILTERS`. */
  list: ServerList<RegistrationRequest>;
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
      sortable: true,
      render: (r) => (
        <Stack gap="1">
          <span>{formatCpf(r.cpf)}</span>
          <DuplicateFlags request={r} />
        </Stack>
      ),
    },
    // At a laptop's 1024 px (with 'Situação' and the row's actions) the function moves to the row's detail.
    { key: 'function', header: 'Função desejada', sortable: true, hideBelow: 760 },
    { key: 'source', header: 'Origem', sortable: true, render: sourceText, hideBelow: 1000 },
    { key: 'createdAt', header: 'Recebida em', sortable: true, render: (r) => formatDateTime(r.createdAt) },
    { key: 'status', header: 'Situação', render: (r) => <StatusBadge status={r.status} label={REGISTRATION_REQUEST_STATUS_LABELS[r.status]} /> },
];

const filters: DataTableFilter<RegistrationRequest>[] = [
  { label: 'Com CPF duplicado', value: 'duplicate' },
  { label: 'Por convite', value: 'link' },
  { label: 'Cadastro presencial', value: 'walk-in' },
];

/** What each 'Filtrar por' option asks of GET /pre-registration/requests. */
export const REQUEST_FILTERS: FilterOptions = {
  duplicate: { duplicate: 'true' },
  link: { source: 'LINK' },
  'walk-in': { source: 'WALK_IN' },
};

/** Registration requests with their status and duplicate-CPF flags; the pending ones have the review actions. */
export function RequestsTable({ list, onView, onApprove, onReject }: RequestsTableProps) {
  return (
    <DataTable
      aria-label="Solicitações de cadastro"
      columns={columns}
      getRowId={(r) => r.id}
      list={list}
      searchPlaceholder="Nome, CPF, função ou e-mail"
      filters={filters}
      onRowClick={onView}
      rowActions={(request) => (
        <>
          <IconButton aria-label={`Detalhes de ${request.name}`} title="Detalhes" size="sm" variant="ghost" onClick={() => onView(request)}>
            <InfoIcon />
          </IconButton>
          {request.status === 'PENDING' && (
            <>
              <IconButton aria-label={`Aprovar ${request.name}`} title="Aprovar" size="sm" variant="ghost" colorPalette="green" onClick={() => onApprove(request)}>
                <CheckIcon />
              </IconButton>
              <IconButton aria-label={`Rejeitar ${request.name}`} title="Rejeitar" size="sm" variant="ghost" colorPalette="red" onClick={() => onReject(request)}>
                <CloseIcon />
              </IconButton>
            </>
          )}
        </>
      )}
    />
  );
}
