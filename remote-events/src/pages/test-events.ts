/** What the two events test pages share: their calls' options and the removal of earlier runs' events. */
import { TEST_PREFIX, type RunCall } from '@sge/shared/call-log';
import { deleteEventEmployee, getEventEmployeesByEvent, STAFF_PATHS } from '../features/event-staff/api';
import { deleteEvent, EVENT_PATHS, getEvents } from '../features/events/api';

/** The log shows every failure, so the calls skip the global error notification. */
export const quiet = { notifyError: false } as const;

/** Removes a test event: its staff links first (an event with check-ins cannot be deleted with them). */
export async function removeTestEvent(call: RunCall, id: number): Promise<void> {
  const links = await call('Listar a escala do evento', { method: 'GET', path: STAFF_PATHS.byEvent(id) }, () => getEventEmployeesByEvent(id, quiet));
  for (const link of links) {
    await call('Remover da escala', { method: 'DELETE', path: STAFF_PATHS.link(link.id) }, () => deleteEventEmployee(link.id, quiet));
  }
  await call('Excluir o evento', { method: 'DELETE', path: EVENT_PATHS.event(id) }, () => deleteEvent(id, quiet));
}

/** Removes the events an interrupted earlier run left (named 'TESTE — …'). */
export async function removeLeftoverEvents(call: RunCall): Promise<void> {
  const left = await call('Procurar eventos de testes anteriores', { method: 'GET', path: `${EVENT_PATHS.list}?search=TESTE&pageSize=200` }, () =>
    getEvents({ search: 'TESTE', pageSize: 200 }, quiet),
  );
  for (const old of left.data.filter((e) => e.name.startsWith(TEST_PREFIX))) {
    await removeTestEvent(call, old.id);
  }
}
