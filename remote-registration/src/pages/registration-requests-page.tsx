import { useState } from 'react';
import type { RegistrationRequest } from '@sge/shared/contract';
import { Alert, PageHeader } from '@sge/shared/ui';
import { getPendingRegistrations } from '../features/registration/api';
import { RequestDetailDialog } from '../features/registration/components/request-detail-dialog';
import { RequestsTable } from '../features/registration/components/requests-table';
import { ApproveDialog, RejectDialog } from '../features/registration/components/review-dialogs';
import { useRemoteList } from '../features/registration/use-remote-list';

type Dialog = { kind: 'none' | 'detail' | 'approve' | 'reject'; request?: RegistrationRequest };

/** /registration/requests: pending registration requests, reviewed by admin or manager (SPEC §2, §7). */
export default function RegistrationRequestsPage() {
  const { items: requests, loading, failed, reload } = useRemoteList(getPendingRegistrations);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog((d) => ({ ...d, kind: 'none' }));
  const done = () => {
    close();
    reload();
  };

  return (
    <section>
      <PageHeader
        title="Solicitações de Cadastro"
        description="Pré-cadastros recebidos por convite e cadastros presenciais aguardando aprovação. Aprovar cria o funcionário."
      />
      {failed && !loading && (
        <Alert.Root status="error" mb="4" role="alert">
          <Alert.Indicator />
          <Alert.Title>Não foi possível carregar as solicitações. Use “Atualizar” para tentar novamente.</Alert.Title>
        </Alert.Root>
      )}
      <RequestsTable
        requests={requests}
        loading={loading}
        onRefresh={reload}
        onView={(request) => setDialog({ kind: 'detail', request })}
        onApprove={(request) => setDialog({ kind: 'approve', request })}
        onReject={(request) => setDialog({ kind: 'reject', request })}
      />
      <RequestDetailDialog
        open={dialog.kind === 'detail'}
        request={dialog.request}
        onClose={close}
        onApprove={(request) => setDialog({ kind: 'approve', request })}
        onReject={(request) => setDialog({ kind: 'reject', request })}
      />
      <ApproveDialog open={dialog.kind === 'approve'} request={dialog.request} onClose={close} onDone={done} />
      <RejectDialog open={dialog.kind === 'reject'} request={dialog.request} onClose={close} onDone={done} />
    </section>
  );
}
