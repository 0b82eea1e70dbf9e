import { useMemo } from 'react';
import { ROLE_LABELS, ROLES, type User } from '@sge/shared/contract';
import type { FilterOptions, ServerList } from '@sge/shared/query';
import { DataTable, EditIcon, HStack, IconButton, SettingsIcon, Button, type DataTableColumn, type DataTableFilter } from '@sge/shared/ui';
import { ActiveBadge } from '../../../components/active-badge';

export interface UsersTableProps {
  /** The page of users, from useServerList with `filterOptions: USER_FILTERS`. */
  list: ServerList<User>;
  onEdit: (user: User) => void;
  onChangePassword: (user: User) => void;
  onToggleActive: (user: User) => void;
}

const columns: DataTableColumn<User>[] = [
  { key: 'name', header: 'Nome', sortable: true },
  { key: 'username', header: 'Usuário', sortable: true },
  { key: 'email', header: 'E-mail', render: (u) => u.email ?? '—', hideBelow: 1000 },
  { key: 'role', header: 'Perfil', sortable: true, render: (u) => ROLE_LABELS[u.role] },
  { key: 'active', header: 'Status', sortable: true, render: (u) => <ActiveBadge active={u.active} /> },
];

const filters: DataTableFilter<User>[] = [
  { label: 'Ativos', value: 'active' },
  { label: 'Inativos', value: 'inactive' },
  ...ROLES.map((role) => ({ label: ROLE_LABELS[role], value: `role:${role}` })),
];

/** What each 'Filtrar por' option asks of GET /users. */
export const USER_FILTERS: FilterOptions = {
  active: { active: 'true' },
  inactive: { active: 'false' },
  ...Object.fromEntries(ROLES.map((role) => [`role:${role}`, { role }])),
};

/** The users list: search, filter by status or role, and each row's actions. */
export function UsersTable({ list, onEdit, onChangePassword, onToggleActive }: UsersTableProps) {
  const rowActions = useMemo(
    () => (user: User) => (
      <HStack gap="1" justify="flex-end">
        <IconButton aria-label={`Editar ${user.name}`} title="Editar" size="sm" variant="ghost" onClick={() => onEdit(user)}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={`Alterar senha de ${user.name}`} title="Alterar senha" size="sm" variant="ghost" onClick={() => onChangePassword(user)}>
          <SettingsIcon />
        </IconButton>
        <Button size="xs" variant="outline" colorPalette={user.active ? 'red' : 'green'} aria-label={`${user.active ? 'Desativar' : 'Ativar'} ${user.name}`} onClick={() => onToggleActive(user)}>
          {user.active ? 'Desativar' : 'Ativar'}
        </Button>
      </HStack>
    ),
    [onEdit, onChangePassword, onToggleActive],
  );

  return (
    <DataTable
      aria-label="Usuários"
      columns={columns}
      getRowId={(u) => u.id}
      list={list}
      searchPlaceholder="Nome, usuário ou e-mail"
      filters={filters}
      rowActions={rowActions}
    />
  );
}
