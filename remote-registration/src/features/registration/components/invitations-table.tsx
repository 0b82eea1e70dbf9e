import type { InvitationLink } from '@sge/shared/contract';
import { formatDate, formatDateTime } from '@sge/shared/format';
import type { ServerList } from '@sge/shared/query';
import { ClipboardIcon, CloseIcon, DataTable, IconButton, StatusBadge, Text, type DataTableColumn, type DataTableFilter } from '@sge/shared/ui';
import { INVITATION_STATUS_LABELS } from '../messages';

export interface InvitationsTableProps {
  /** The page of links, from useServerList with `filterParam: 'status'`. */
  list: ServerList<InvitationLink>;
  onCopy: (link: InvitationLink) => void;
  onRevoke: (link: InvitationLink) => void;
}

const columns: DataTableColumn<InvitationLink>[] = [
  { key: 'label', header: 'Descrição', sortable: true },
  {
    key: 'target',
    header: 'Evento / função',
    sortable: true,
    sortKey: 'eventName',
    hideBelow: 1000,
    render: (l) => [l.eventName, l.function].filter(Boolean).join(' · ') || <Text color="fg.muted">Qualquer</Text>,
  },
  { key: 'expiresOn', header: 'Validade', sortable: true, render: (l) => formatDate(l.expiresOn), nowrap: true },
  { key: 'uses', header: 'Usos', align: 'end', sortable: true, render: (l) => `${l.uses} de ${l.maxUses}` },
  {
    key: 'status',
    header: 'Status',
    sortable: true,
    render: (l) => <StatusBadge status={l.status} {...INVITATION_STATUS_LABELS[l.status]} />,
  },
  { key: 'createdAt', header: 'Criado em', sortable: true, render: (l) => formatDateTime(l.createdAt), hideBelow: 1000 },
];

const filters: DataTableFilter<InvitationLink>[] = (Object.keys(INVITATION_STATUS_LABELS) as InvitationLink['status'][]).map((status) => ({
  label: INVITATION_STATUS_LABELS[status].label,
  value: status,
}));

/** The invitation links with status, uses, and the 'Copiar link' and 'Revogar' actions. */
export function InvitationsTable({ list, onCopy, onRevoke }: InvitationsTableProps) {
  return (
    <DataTable
      aria-label="Convites"
      columns={columns}
      getRowId={(l) => l.id}
      list={list}
      searchPlaceholder="Descrição, evento ou função"
      filters={filters}
      rowActions={(link) => (
        <>
          <IconButton aria-label={`Copiar link de ${link.label}`} title="Copiar link" size="sm" variant="ghost" onClick={() => onCopy(link)}>
            <ClipboardIcon />
          </IconButton>
          <IconButton
            aria-label={`Revogar ${link.label}`}
            title="Revogar"
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={link.status === 'REVOKED'}
            onClick={() => onRevoke(link)}
          >
            <CloseIcon />
          </IconButton>
        </>
      )}
    />
  );
}
