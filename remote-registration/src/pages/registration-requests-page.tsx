import { useState } from 'react';
import type { RegistrationRequest } from '@sge/shared/contract';
import { prefetchList, useServerList } from '@sge/shared/query';
import { requestsList } from '../features/registration/api';
import { Alert, PageHeader } from '@sge/shared/ui';
import { RequestDetailDialog } from '../features/registration/components/request-detail-dialog';
import { REQUEST_FILTERS, RequestsTable } from '../features/registration/components/requests-table';
import { ApproveDialog, RejectDialog } from '../features/registration/components/review-dialogs';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(requestsList);

type Dialog = { kind: 'none' | 'detail' | 'approve' | 'reject'; request?: RegistrationRequest };

/** /registration/requests: pending registration requests, reviewed by admin or manager (SPEC §2, §7). */
export default function RegistrationRequestsPage() {
  const list = useServerList(requestsList, { filterOptions: REQUEST_FILTERS });
  const { loading, error: failed } = list;
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog((d) => ({ ...d, kind: 'none' }));
  const done = close;

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
        list={list}
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
