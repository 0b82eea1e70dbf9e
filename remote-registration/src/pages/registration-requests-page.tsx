import { useState } from 'react';
import { REGISTRATION_REQUEST_STATUS_LABELS, REGISTRATION_REQUEST_STATUSES, type RegistrationRequest } from '@sge/shared/contract';
import { prefetchList, useServerList } from '@sge/shared/query';
import { requestsList } from '../features/registration/api';
import { Alert, Box, FormField, NativeSelect, PageHeader } from '@sge/shared/ui';
import { RequestDetailDialog } from '../features/registration/components/request-detail-dialog';
import { REQUEST_FILTERS, RequestsTable } from '../features/registration/components/requests-table';
import { ApproveDialog, RejectDialog } from '../features/registration/components/review-dialogs';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(requestsList);

type Dialog = { kind: 'none' | 'detail' | 'approve' | 'reject'; request?: RegistrationRequest };

/** The 'Situação' filter's plural words ('' = every request). */
const STATUS_FILTER_LABELS: Record<string, string> = { PENDING: 'Pendentes', APPROVED: 'Aprovadas', REJECTED: 'Rejeitadas' };

/**
 * /registration/requests: registration requests, reviewed by admin or manager (SPEC §2, §7). They
 * open pending first, then newest first; 'Situação' shows one status.
 */
export default function RegistrationRequestsPage() {
  const list = useServerList(requestsList, { filterOptions: REQUEST_FILTERS, urlFilters: ['status'] });
  const status = list.params.filters.status ?? '';
  const { loading, error: failed } = list;
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog((d) => ({ ...d, kind: 'none' }));
  const done = close;

  return (
    <section>
      <PageHeader
        title="Solicitações de Cadastro"
        description="Pré-cadastros recebidos por convite e cadastros presenciais: os pendentes primeiro, depois os mais recentes. Aprovar cria o funcionário."
      />
      <Box maxW="56" mb="4">
        <FormField label="Situação">
          <NativeSelect.Root>
            <NativeSelect.Field value={status} onChange={(e) => list.setFilter('status', e.target.value)}>
              <option value="">Todas</option>
              {REGISTRATION_REQUEST_STATUSES.map((s) => (
                <option key={s} value={s} title={REGISTRATION_REQUEST_STATUS_LABELS[s]}>
                  {STATUS_FILTER_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Box>
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
