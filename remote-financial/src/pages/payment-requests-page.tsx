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
import { usePaymentRequestList } from '../features/payment-requests/use-payment-requests';

interface DialogState {
  kind: PaymentRequestAction | null;
  request?: PaymentRequestItem;
}

/** /financial/payment-requests: staff pay per worked event day, approved into a payable and paid (SPEC §2, §4). */
export default function PaymentRequestsPage() {
  const list = usePaymentRequestList();
  const { loading, failed, reload } = list;
  const [dialog, setDialog] = useState<DialogState>({ kind: null });
  const close = () => setDialog((d) => ({ ...d, kind: null }));
  const props = (kind: PaymentRequestAction) => ({
    open: dialog.kind === kind,
    request: dialog.request,
    onClose: close,
    onDone: () => {
      close();
      reload();
    },
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
      <PaymentRequestsTable table={list.tableProps} onAction={(kind, request) => setDialog({ kind, request })} />
      <ApprovePaymentRequestDialog {...props('approve')} />
      <PayPaymentRequestDialog {...props('pay')} />
      <CancelPaymentRequestDialog {...props('cancel')} />
    </section>
  );
}
