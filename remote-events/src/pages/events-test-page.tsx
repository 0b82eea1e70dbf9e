import { TEST_PREFIX, TestPage, testDay, type RunCall } from '@sge/shared/call-log';
import type { Event, SaveEvent } from '@sge/shared/contract';
import { createEvent, deleteEvent, EVENT_PATHS, getEvent, updateEvent } from '../features/events/api';
import { quiet, removeLeftoverEvents } from './test-events';

/** Lists, creates, reads, updates (adding a day) and deletes an event named 'TESTE — …'. */
async function scenario(call: RunCall): Promise<void> {
  await removeLeftoverEvents(call);
  const body: SaveEvent = {
    name: `${TEST_PREFIX}Evento ${String(Date.now()).slice(-6)}`,
    location: 'Local de teste',
    description: 'Criado pela página de teste de eventos.',
    eventDays: [{ date: testDay(180) }],
  };
  let created: Event | undefined;
  try {
    created = await call('Criar', { method: 'POST', path: EVENT_PATHS.list, body }, () => createEvent(body, quiet));
    const { id } = created;
    await call('Buscar', { method: 'GET', path: EVENT_PATHS.event(id) }, () => getEvent(id, quiet));
    const update: SaveEvent = { ...body, eventDays: [...body.eventDays!, { date: testDay(181) }] };
    await call('Atualizar (mais um dia)', { method: 'PUT', path: EVENT_PATHS.event(id), body: update }, () => updateEvent(id, update, quiet));
  } finally {
    const id = created?.id;
    if (id) await call('Excluir', { method: 'DELETE', path: EVENT_PATHS.event(id) }, () => deleteEvent(id, quiet));
  }
}

/** /events/test (ADMIN only): the Events calls on a throwaway event, logged. */
export default function EventsTestPage() {
  return (
    <TestPage
      title="Teste de Eventos"
      description="Executa as chamadas de eventos contra a API e registra o que foi enviado e a resposta."
      docsTag="Eventos"
      scenario={scenario}
    />
  );
}
