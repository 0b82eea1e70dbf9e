import { useState } from 'react';
import type { User } from '@sge/shared/contract';
import { notify } from '@sge/shared/notify';
import { Button, ConfirmDialog, PageHeader, PlusIcon } from '@sge/shared/ui';
import { LoadError } from '../components/load-error';
import { toggleUserActive, usersList } from '../features/users/api';
import { ChangePasswordDialog } from '../features/users/components/change-password-dialog';
import { UserFormDialog } from '../features/users/components/user-form-dialog';
import { USER_FILTERS, UsersTable } from '../features/users/components/users-table';
import { USER_MESSAGES } from '../features/users/messages';
import { prefetchList, useServerList } from '@sge/shared/query';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(usersList);

interface DialogTarget {
  open: boolean;
  user?: User;
}
const closed = (target: DialogTarget): DialogTarget => ({ ...target, open: false });

/** /users: administrators create users with a role, edit them, set passwords and (de)activate accounts. */
export default function UsersPage() {
  const list = useServerList(usersList, { filterOptions: USER_FILTERS });
  const [form, setForm] = useState<DialogTarget>({ open: false });
  const [password, setPassword] = useState<DialogTarget>({ open: false });
  const [toggle, setToggle] = useState<DialogTarget>({ open: false });
  const target = toggle.user;

  const confirmToggle = async () => {
    if (!target) return;
    const saved = await toggleUserActive(target.id);
    notify.success(saved.active ? USER_MESSAGES.activated : USER_MESSAGES.deactivated);
  };

  return (
    <section>
      <PageHeader
        title="Usuários"
        description="Quem entra no sistema e com qual perfil de acesso. Um usuário inativo não consegue entrar."
        actions={
          <Button colorPalette="gold" onClick={() => setForm({ open: true })}>
            <PlusIcon />
            Novo usuário
          </Button>
        }
      />
      {list.error && <LoadError what="os usuários" onRetry={list.refresh} />}
      <UsersTable
        list={list}
        onEdit={(user) => setForm({ open: true, user })}
        onChangePassword={(user) => setPassword({ open: true, user })}
        onToggleActive={(user) => setToggle({ open: true, user })}
      />
      <UserFormDialog
        open={form.open}
        user={form.user}
        onClose={() => setForm(closed)}
        onSaved={() => setForm(closed)}
      />
      <ChangePasswordDialog open={password.open} user={password.user} onClose={() => setPassword(closed)} onChanged={() => setPassword(closed)} />
      <ConfirmDialog
        open={toggle.open}
        title={target?.active ? 'Desativar usuário' : 'Ativar usuário'}
        message={
          target?.active
            ? `Deseja desativar ${target.name}? A sessão atual será encerrada e ele não poderá mais entrar no sistema.`
            : `Deseja ativar ${target?.name ?? ''}? Ele poderá entrar no sistema novamente.`
        }
        confirmLabel={target?.active ? 'Desativar' : 'Ativar'}
        destructive={Boolean(target?.active)}
        onConfirm={confirmToggle}
        onClose={() => setToggle(closed)}
      />
    </section>
  );
}
