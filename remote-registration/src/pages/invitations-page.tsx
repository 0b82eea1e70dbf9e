import { useState } from 'react';
import type { InvitationLink } from '@sge/shared/contract';
import { prefetchList, useServerList } from '@sge/shared/query';
import { notify } from '@sge/shared/notify';
import { Alert, Button, ConfirmDialog, PageHeader, PlusIcon } from '@sge/shared/ui';
import { invitationsList, revokeInvitationLink } from '../features/registration/api';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(invitationsList);
import { CreateInvitationDialog } from '../features/registration/components/create-invitation-dialog';
import { InvitationsTable } from '../features/registration/components/invitations-table';
import { copyToClipboard, invitationUrl } from '../features/registration/invitation-url';
import { REGISTRATION_TEXTS } from '../features/registration/messages';

/** /registration/invitations: invitation links for the public pre-registration (SPEC §2, §7). */
export default function InvitationsPage() {
  const list = useServerList(invitationsList, { filterParam: 'status' });
  const { loading, error: failed } = list;
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<{ open: boolean; link?: InvitationLink }>({ open: false });

  const copy = async (link: InvitationLink) => {
    if (await copyToClipboard(invitationUrl(link.token))) notify.success(REGISTRATION_TEXTS.linkCopied);
    else notify.error(REGISTRATION_TEXTS.copyFailed);
  };

  const revoke = async () => {
    if (!revoking.link) return;
    await revokeInvitationLink(revoking.link.id);
    notify.success(REGISTRATION_TEXTS.linkRevoked);
  };

  return (
    <section>
      <PageHeader
        title="Convites"
        description="Links de convite para o pré-cadastro de colaboradores: validade, limite de usos e evento ou função a que se destinam."
        actions={
          <Button colorPalette="gold" onClick={() => setCreating(true)}>
            <PlusIcon />
            Novo convite
          </Button>
        }
      />
      {failed && !loading && (
        <Alert.Root status="error" mb="4" role="alert">
          <Alert.Indicator />
          <Alert.Title>Não foi possível carregar os convites. Use “Atualizar” para tentar novamente.</Alert.Title>
        </Alert.Root>
      )}
      <InvitationsTable
        list={list}
        onCopy={(link) => void copy(link)}
        onRevoke={(link) => setRevoking({ open: true, link })}
      />
      <CreateInvitationDialog open={creating} onClose={() => setCreating(false)} onCreated={() => undefined} />
      <ConfirmDialog
        open={revoking.open}
        onClose={() => setRevoking((r) => ({ ...r, open: false }))}
        onConfirm={revoke}
        title="Revogar convite"
        message={`O link “${revoking.link?.label ?? ''}” deixará de aceitar cadastros. Esta ação não pode ser desfeita.`}
        confirmLabel="Revogar"
        destructive
      />
    </section>
  );
}
