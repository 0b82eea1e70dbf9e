import { useState } from 'react';
import type { PaymentRequestItem } from '@sge/shared/contract';
import { Alert, PageHeader } from '@sge/shared/ui';
import { PaymentRequestFilters } from '../features/payment-requests/components/payment-request-filters';
import {
  ApprovePaymentRequestDialog,
  CancelPaymentRequestDialog,
  PayPaymentRequestDialog,
} from '../features/payment-requests/components/payment-request-dialogs';
import { PaymentRequestsTable, type PaymentRequestAction } from '../features/payment-requests/components/payment-requests-table';
import { PAYMENT_REQUEST_NOTICES } from '../features/payment-requests/messages';
import { REQUEST_URL_FILTERS } from '../features/payment-requests/url-filters';
import { paymentRequestsList } from '../features/payment-requests/api';
import { prefetchList, useServerList } from '@sge/shared/query';
import { useSessionFlags } from '@sge/shared/session';
import { useBulkSelection } from '../features/payment-requests/bulk-selection';
import { BulkActions } from '../features/payment-requests/components/bulk-actions';

/** The route's preload: the first page of the list, under the page's own key. */
export const prefetch = () => prefetchList(paymentRequestsList);

interface DialogState {
  kind: PaymentRequestAction | null;
  request?: PaymentRequestItem;
}

/** /financial/payment-requests: staff pay per worked event day, approved into a payable and paid (SPEC §2, §4). */
export default function PaymentRequestsPage() {
  const list = useServerList(paymentRequestsList, { filterParam: 'status', urlFilters: REQUEST_URL_FILTERS });
  const { loading, error: failed } = list;
  const [dialog, setDialog] = useState<DialogState>({ kind: null });
  // Approving and paying in bulk: ADMIN and FINANCIAL (a manager approves one by one).
  const { canManageFinancial } = useSessionFlags();
  const bulk = useBulkSelection(list.params, list.data?.data ?? [], list.data?.meta.total ?? 0);
  const close = () => setDialog((d) => ({ ...d, kind: null }));
  const props = (kind: PaymentRequestAction) => ({
    open: dialog.kind === kind,
    request: dialog.request,
    onClose: close,
    onDone: close,
  });

  return (
    <section>
      <PageHeader
        title="Solicitações de Pagamento"
        description="Pagamentos da equipe por dia trabalhado: aprove para criar a conta a pagar e registre o pagamento."
      />
      {failed && !loading && (
        <Alert.Root status="error" role="alert" mb="4">
          <Alert.Indicator />
          <Alert.Title>{PAYMENT_REQUEST_NOTICES.loadError}</Alert.Title>
        </Alert.Root>
      )}
      <PaymentRequestFilters value={list.params.filters} onChange={(filters) => list.setParams({ filters })} />
      {canManageFinancial && <BulkActions bulk={bulk} />}
      <PaymentRequestsTable list={list} onAction={(kind, request) => setDialog({ kind, request })} bulk={canManageFinancial ? bulk : undefined} />
      <ApprovePaymentRequestDialog {...props('approve')} />
      <PayPaymentRequestDialog {...props('pay')} />
      <CancelPaymentRequestDialog {...props('cancel')} />
    </section>
  );
}
