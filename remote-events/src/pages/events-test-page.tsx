import { PageHeader, Stack } from '@sge/shared/ui';
import { ApiCallLog, useApiCallLog } from '../components/api-call-log';
import { EventsApiTester } from '../features/events/components/events-api-tester';

/** /events/test: runs each Events call against the API and logs request and answer. */
export default function EventsTestPage() {
  const { entries, running, run, clear } = useApiCallLog();
  return (
    <section>
      <PageHeader title="Teste de Eventos" description="Executa as chamadas de eventos contra a API e registra o que foi enviado e a resposta." />
      <Stack gap="6">
        <EventsApiTester run={run} running={running} />
        <ApiCallLog entries={entries} onClear={clear} />
      </Stack>
    </section>
  );
}
