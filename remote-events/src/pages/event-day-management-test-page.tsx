import { useState } from 'react';
import { Card, PageHeader, SimpleGrid, Stack } from '@sge/shared/ui';
import { ApiCallLog, useApiCallLog } from '../components/api-call-log';
import { TestField, positiveId } from '../components/test-field';
import { StaffApiTester } from '../features/event-staff/components/staff-api-tester';
import { EventDaysTester } from '../features/events/components/event-days-tester';

/** /test/event-day-management: runs the event-day and event-employee calls and logs request and answer. */
export default function EventDayManagementTestPage() {
  const { entries, running, run, clear } = useApiCallLog();
  const [eventIdText, setEventIdText] = useState('');
  const [day, setDay] = useState('');
  const eventId = positiveId(eventIdText);

  return (
    <section>
      <PageHeader
        title="Teste de Gestão de Dias de Evento"
        description="Executa as chamadas de dias de evento e de funcionários do evento contra a API e registra o que foi enviado e a resposta."
      />
      <Stack gap="6">
        <Card.Root>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TestField label="ID do evento" type="number" value={eventIdText} onChange={setEventIdText} />
              <TestField label="Dia" type="date" value={day} onChange={setDay} />
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
        <EventDaysTester run={run} running={running} eventId={eventId} day={day} />
        <StaffApiTester run={run} running={running} eventId={eventId} day={day} />
        <ApiCallLog entries={entries} onClear={clear} />
      </Stack>
    </section>
  );
}
