import { useState } from 'react';
import type { EventListQuery, SaveEvent } from '@sge/shared/contract';
import { Button, Card, HStack, SimpleGrid, Text } from '@sge/shared/ui';
import type { RunApiCall } from '../../../components/api-call-log';
import { TestField, TestSelect, positiveId } from '../../../components/test-field';
import { EVENT_PATHS, createEvent, deleteEvent, finalizeEvent, getEvent, getEvents, updateEvent, type EventRequestOptions } from '../api';

export interface EventsApiTesterProps {
  run: RunApiCall;
  /** The label of the call running, if any (all buttons wait for it). */
  running: string | null;
}

/** The log shows every failure, so the calls skip the global error notification. */
const quiet: EventRequestOptions = { notifyError: false };

const STATUS_OPTIONS = [
  { value: '', label: 'Todas' },
  { value: 'active', label: 'Ativos' },
  { value: 'finalized', label: 'Finalizados' },
];

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** Runs each Events call (SPEC §7) with the inputs typed here and logs what the API answered. */
export function EventsApiTester({ run, running }: EventsApiTesterProps) {
  const [eventIdText, setEventIdText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [name, setName] = useState('');
  const [location, setLocation] = useState('');
  const [description, setDescription] = useState('');
  const [day, setDay] = useState('');
  const eventId = positiveId(eventIdText);

  const body = (): SaveEvent => ({
    name: name.trim() || `Evento de teste ${new Date().toLocaleTimeString('pt-BR')}`,
    location: location.trim() || 'Local de teste',
    description: description.trim() || null,
    ...(day ? { eventDays: [{ date: day }] } : {}),
  });

  const list = () => {
    const query = { search: search.trim() || undefined, status: status === 'active' || status === 'finalized' ? status : undefined } satisfies EventListQuery;
    void run('Listar eventos', { method: 'GET', path: withQuery(EVENT_PATHS.list, query) }, () => getEvents(query, quiet));
  };

  const create = async () => {
    const payload = body();
    const created = await run('Criar evento', { method: 'POST', path: EVENT_PATHS.list, body: payload }, () => createEvent(payload, quiet));
    if (created) setEventIdText(String(created.id));
  };

  const withId = (call: (id: number) => void) => () => {
    if (eventId) call(eventId);
  };

  const fetchOne = withId((id) => void run('Buscar evento', { method: 'GET', path: EVENT_PATHS.event(id) }, () => getEvent(id, quiet)));
  const update = withId((id) => {
    const payload = body();
    void run('Atualizar evento', { method: 'PUT', path: EVENT_PATHS.event(id), body: payload }, () => updateEvent(id, payload, quiet));
  });
  const finalize = withId((id) => void run('Finalizar evento', { method: 'PUT', path: EVENT_PATHS.finalize(id) }, () => finalizeEvent(id, quiet)));
  const remove = withId((id) => void run('Excluir evento', { method: 'DELETE', path: EVENT_PATHS.event(id) }, () => deleteEvent(id, quiet)));

  const busy = running !== null;
  const needsId = busy || eventId === null;

  return (
    <Card.Root>
      <Card.Body gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TestField label="ID do evento" type="number" value={eventIdText} onChange={setEventIdText} />
          <TestField label="Pesquisa" value={search} onChange={setSearch} />
          <TestSelect label="Situação" value={status} onChange={setStatus} options={STATUS_OPTIONS} />
          <TestField label="Nome" value={name} onChange={setName} placeholder="Evento de teste" />
          <TestField label="Local" value={location} onChange={setLocation} placeholder="Local de teste" />
          <TestField label="Descrição" value={description} onChange={setDescription} />
          <TestField label="Data do dia" type="date" value={day} onChange={setDay} />
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          Criar e Atualizar enviam Nome, Local, Descrição e, quando informada, a Data do dia como lista de dias. Atualizar substitui os dias do evento.
        </Text>
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" onClick={list} loading={running === 'Listar eventos'} disabled={busy}>
            Listar eventos
          </Button>
          <Button variant="outline" onClick={fetchOne} loading={running === 'Buscar evento'} disabled={needsId}>
            Buscar evento
          </Button>
          <Button colorPalette="gold" onClick={() => void create()} loading={running === 'Criar evento'} disabled={busy}>
            Criar evento
          </Button>
          <Button variant="outline" onClick={update} loading={running === 'Atualizar evento'} disabled={needsId}>
            Atualizar evento
          </Button>
          <Button variant="outline" onClick={finalize} loading={running === 'Finalizar evento'} disabled={needsId}>
            Finalizar evento
          </Button>
          <Button variant="outline" colorPalette="red" onClick={remove} loading={running === 'Excluir evento'} disabled={needsId}>
            Excluir evento
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
