/** /financial/payout-batch?evento=ID (or ?solicitacoes=1,2,3): 'Lote de pagamento PIX' (ADMIN, FINANCIAL). */
import { useQuery } from '@sge/shared/query';
import { useSearchParams } from '@sge/shared/router';
import { Alert, HStack, PageHeader, Spinner, Text } from '@sge/shared/ui';
import { payoutBatchQueries, type BatchSource } from '../features/payment-requests/payout-batch/api';
import { PAYOUT_TEXTS, PayoutBatchView } from '../features/payment-requests/payout-batch/payout-batch-view';

function sourceOf(params: URLSearchParams): BatchSource | null {
  const event = params.get('evento') ?? '';
  if (/^\d{1,9}$/.test(event)) return { eventId: Number(event) };
  const ids = params.get('solicitacoes') ?? '';
  return /^\d{1,9}(,\d{1,9})*$/.test(ids) ? { ids } : null;
}

export default function PayoutBatchPage() {
  const [params] = useSearchParams();
  const source = sourceOf(params);
  const query = useQuery({ ...payoutBatchQueries.get(source ?? { ids: '0' }), enabled: source !== null });
  const batch = query.data;
  return (
    <section>
      <PageHeader title={batch?.eventName ? `${PAYOUT_TEXTS.title}: ${batch.eventName}` : PAYOUT_TEXTS.title} description={PAYOUT_TEXTS.description} />
      {source === null ? (
        <Text>Abra o lote a partir do fechamento do evento ou das solicitações de pagamento.</Text>
      ) : query.isPending ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>Carregando dados...</Text>
        </HStack>
      ) : query.isError || !batch ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>Não foi possível carregar o lote. Tente novamente.</Alert.Title>
        </Alert.Root>
      ) : (
        <PayoutBatchView batch={batch} source={source} />
      )}
    </section>
  );
}
