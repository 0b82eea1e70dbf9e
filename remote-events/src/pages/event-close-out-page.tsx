/** /events/close-out?evento=ID: 'Fechamento do evento' (ADMIN, MANAGER, FINANCIAL). */
import { useQuery } from '@sge/shared/query';
import { Link as RouterLink, useSearchParams } from '@sge/shared/router';
import { Alert, Button, ChevronLeftIcon, HStack, IconButton, PageHeader, RefreshIcon, Spinner, Text } from '@sge/shared/ui';
import { closeOutQueries, CLOSE_OUT_EVENT_PARAM } from '../features/close-out/api';
import { CloseOutView } from '../features/close-out/components/close-out-view';
import { CLOSE_OUT_TEXTS as T } from '../features/close-out/messages';

export default function EventCloseOutPage() {
  const [params] = useSearchParams();
  const raw = params.get(CLOSE_OUT_EVENT_PARAM) ?? '';
  const eventId = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const query = useQuery({ ...closeOutQueries.get(eventId ?? 0), enabled: eventId !== null });
  const data = query.data;

  return (
    <section>
      <PageHeader title={data ? `${T.title}: ${data.eventName}` : T.title} description={T.description} />
      <HStack gap="2" mb="4">
        <Button asChild variant="ghost">
          <RouterLink to={eventId ? `/events?evento=${eventId}` : '/events'}>
            <ChevronLeftIcon />
            Voltar ao evento
          </RouterLink>
        </Button>
        {eventId !== null && (
          <IconButton aria-label="Atualizar fechamento" title="Atualizar" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshIcon />
          </IconButton>
        )}
      </HStack>
      {eventId === null ? (
        <Text>{T.noEvent}</Text>
      ) : query.isPending ? (
        <HStack role="status">
          <Spinner size="sm" />
          <Text>Carregando dados...</Text>
        </HStack>
      ) : query.isError || !data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{T.loadError}</Alert.Title>
        </Alert.Root>
      ) : (
        <CloseOutView closeOut={data} />
      )}
    </section>
  );
}
